import type { WebhookHistoryStatus } from '@paydeck/contract/webhook-types';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §4 webhook history status in its colour: succeeded green, failed red. */
export const HistoryStatusTag = ({ status }: { status: WebhookHistoryStatus }) => {
  const { t } = useTranslation('webhooks');
  return (
    <Tag color={status === 'succeeded' ? 'green' : 'red'} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`historyStatus.${status}`)}
    </Tag>
  );
};
