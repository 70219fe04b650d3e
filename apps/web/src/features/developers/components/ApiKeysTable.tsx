import { Button, Flex, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { ApiKeyRow } from '../api/get-api-keys.ts';

export type ApiKeysTableProps = {
  keys: ApiKeyRow[];
  loading: boolean;
  canRoll: boolean;
  onRoll: (key: ApiKeyRow) => void;
};

/** The publishable key first, then the secret; the current key of a type before its rolled ones. */
const rank = (key: ApiKeyRow) => (key.type === 'publishable' ? 0 : 2) + (key.status === 'active' ? 0 : 1);

/**
 * Spec §3 API key: type and key. A publishable key is public and shown in full with a copy button;
 * a secret one is masked (the server keeps only its hash). Rolled keys say when they stop working.
 */
export const ApiKeysTable = ({ keys, loading, canRoll, onRoll }: ApiKeysTableProps) => {
  const { t } = useTranslation('developers');
  // Plain text with theme colours: antd's Typography would add to the page's first load.
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary, fontSize: token.fontSizeSM };

  const columns: TableColumns<ApiKeyRow> = [
    {
      key: 'type',
      title: t('apiKeys.column.type'),
      width: 150,
      render: (_value, key) => t(`apiKeys.type.${key.type}`),
    },
    {
      key: 'key',
      title: t('apiKeys.column.key'),
      render: (_value, key) => (
        <Flex vertical gap={4}>
          <Flex align="center" gap={8} wrap>
            <code style={{ fontFamily: token.fontFamilyCode, wordBreak: 'break-all' }} data-testid={`key-${key.id}`}>
              {key.key}
            </code>
            {key.type === 'publishable' && <CopyButton text={key.key} size="small" />}
          </Flex>
          {key.type === 'secret' && <span style={secondary}>{t('apiKeys.secretMasked')}</span>}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('apiKeys.column.status'),
      width: 220,
      render: (_value, key) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={key.status === 'active' ? 'green' : 'orange'}>{t(`apiKeys.status.${key.status}`)}</Tag>
          {key.timeExpired !== null && (
            <span style={secondary}>{t('apiKeys.expiresAt', { time: formatDateTime(key.timeExpired) })}</span>
          )}
        </Flex>
      ),
    },
    timeColumn(t('apiKeys.column.created'), (row) => row.timeCreated, { key: 'created', width: 180 }),
  ];
  if (canRoll) {
    columns.push({
      key: 'actions',
      title: t('apiKeys.actions'),
      width: 120,
      render: (_value, key) =>
        key.status === 'active' && (
          <Button type="link" size="small" onClick={() => onRoll(key)}>
            {t('roll.action')}
          </Button>
        ),
    });
  }

  return (
    <DataTable<ApiKeyRow>
      rowKey="id"
      columns={columns}
      rows={[...keys].sort((a, b) => rank(a) - rank(b))}
      loading={loading}
      scroll={{ x: 860 }}
    />
  );
};
