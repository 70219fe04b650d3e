import { RedoOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/feedback.ts';
import { useResendWebhookHistory } from '../api/resend-webhook-history.ts';

/** Sends one attempt's event again, after a confirmation that says what the receiver gets. */
export const ResendButton = ({ accountId, historyId }: { accountId: string; historyId: string }) => {
  const { t } = useTranslation('webhooks');
  const resend = useResendWebhookHistory(accountId);
  // A refusal (the endpoint is disabled) is announced by the error policy; the confirmation just closes.
  const confirm = () =>
    resend.mutateAsync(historyId).then(
      () => announce((feedback) => feedback.message.success(t('resend.done'))),
      () => undefined,
    );
  return (
    <Popconfirm
      title={t('resend.title')}
      description={<div style={{ maxWidth: 340 }}>{t('resend.description')}</div>}
      okText={t('resend.confirm')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onConfirm={confirm}
    >
      <Button icon={<RedoOutlined />} loading={resend.isPending}>
        {t('resend.action')}
      </Button>
    </Popconfirm>
  );
};
