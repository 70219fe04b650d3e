import type { LoginOutcome } from '@paydeck/contract/identity-rules';
import type { LoginHistory } from '@paydeck/contract/user';
import { Alert, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { ServerTable } from '../../../components/ServerTable.tsx';
import type { Camelize } from '../../../lib/casing.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { useLocaleState } from '../../../lib/locale.ts';
import { useUrlPaging } from '../../../lib/url-paging.ts';
import { useLoginHistories } from '../api/get-login-histories.ts';

/** Spec §4 colours: green for success, red for failure, grey for the lock. */
const outcomes = {
  success: { color: 'green', label: 'loginHistory.outcome.success' },
  failed_password: { color: 'red', label: 'loginHistory.outcome.failed_password' },
  failed_2fa: { color: 'red', label: 'loginHistory.outcome.failed_2fa' },
  locked: { color: 'default', label: 'loginHistory.outcome.locked' },
} as const satisfies Record<LoginOutcome, { color: string; label: string }>;

/** Spec §3 login history: device, IP, time, outcome; paged on the server, page kept in the URL. */
export const LoginHistoryTable = () => {
  const { t } = useTranslation('profile');
  const { paging, setPaging } = useUrlPaging();
  const { catalog } = useLocaleState();
  const histories = useLoginHistories(paging, catalog);

  if (histories.isError && !histories.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loginHistory.loadFailed')}
        description={failureMessage(histories.error, t('loadFailedHint'))}
        action={<Button onClick={() => void histories.refetch()}>{t('actions.retry', { ns: 'common' })}</Button>}
      />
    );
  }

  const columns: TableColumns<Camelize<LoginHistory>> = [
    timeColumn(t('loginHistory.time'), (row) => row.timeLogin, { width: 200 }),
    { key: 'device', title: t('loginHistory.device'), dataIndex: 'device' },
    { key: 'ip', title: t('loginHistory.ip'), dataIndex: 'ip', width: 180 },
    {
      key: 'description',
      title: t('loginHistory.description'),
      width: 260,
      render: (_value, row) => (
        <>
          <Tag color={outcomes[row.description].color}>{t(outcomes[row.description].label)}</Tag>
          {row.admin && <Tag color="blue">{t('loginHistory.admin')}</Tag>}
        </>
      ),
    },
  ];

  return (
    <ServerTable<Camelize<LoginHistory>>
      columns={columns}
      page={histories.data}
      loading={histories.isFetching}
      paging={paging}
      onPage={setPaging}
      empty={t('loginHistory.empty')}
      scroll={{ x: 720 }}
    />
  );
};
