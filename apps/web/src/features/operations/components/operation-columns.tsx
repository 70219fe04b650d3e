import { Space, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { useLocaleState } from '../../../lib/locale.ts';
import type { OperationRow } from '../api/get-operations.ts';
import { describeOperation } from './operation-description.ts';

/** Spec §3 operation log columns; a refused attempt is marked red, an administrator's act marked too. */
export const useOperationColumns = (): TableColumns<OperationRow> => {
  const { t } = useTranslation('operations');
  const { catalog } = useLocaleState();
  // Plain text with theme colours: antd's Typography would add ~17 KB gzip to the page's first load.
  const { token } = theme.useToken();
  return [
    timeColumn(t('column.time'), (row) => row.timeCreated),
    {
      key: 'account',
      title: t('column.account'),
      width: 160,
      // The user's own 2FA changes belong to no account.
      render: (_value, row) =>
        row.accountId === null ? t('ownAccount') : <span title={row.accountId}>{row.accountName}</span>,
    },
    {
      key: 'action',
      title: t('column.action'),
      width: 150,
      render: (_value, row) => (
        <Space size={4} wrap>
          <span>{t(`action.${row.action}`)}</span>
          {row.refused && <Tag color="red">{t('refused')}</Tag>}
          {row.admin && <Tag color="blue">{t('admin')}</Tag>}
        </Space>
      ),
    },
    { key: 'source', title: t('column.source'), width: 130, render: (_value, row) => t(`source.${row.sourceType}`) },
    {
      key: 'sourceId',
      title: t('column.sourceId'),
      dataIndex: 'sourceId',
      width: 250,
      render: (id: string | null) => <span style={{ fontFamily: token.fontFamilyCode }}>{id}</span>,
    },
    {
      key: 'description',
      title: t('column.description'),
      render: (_value, row) => (
        <span style={{ color: row.refused ? token.colorError : undefined }} data-refused={row.refused}>
          {describeOperation(row, catalog, t)}
        </span>
      ),
    },
    { key: 'ip', title: t('column.ip'), dataIndex: 'ip', width: 130 },
  ];
};
