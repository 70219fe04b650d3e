import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { moneyText } from '../../../lib/money.ts';
import { useCancelPayout } from '../api/cancel-payout.ts';
import type { PayoutRow } from '../api/get-payouts.ts';

export type CancelPayoutModalProps = { accountId: string; payout: PayoutRow; onClose: () => void };

/**
 * Cancels a pending or waiting payout after asking (its amount and fee go back to the balance);
 * spec §8's texts "payout cancel successfully" and "payout cancel failed", the latter with why.
 */
export const CancelPayoutModal = ({ accountId, payout, onClose }: CancelPayoutModalProps) => {
  const { t } = useTranslation('payouts');
  const cancel = useCancelPayout(accountId);
  const confirm = () =>
    cancel.mutate(payout.id, {
      onSuccess: () => {
        announce((feedback) => feedback.message.success(t('cancel.succeeded')));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={t('cancel.title')}
      okText={t('cancel.ok')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText={t('cancel.keep')}
      onOk={confirm}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {cancel.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="cancel-error"
          title={t('cancel.failed')}
          description={failureMessage(cancel.error, t('cancel.failedRetry'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <p style={{ margin: 0 }}>
        {t('cancel.text', {
          amount: moneyText(payout.amount, payout.currency),
          total: moneyText(payout.amount + payout.fee, payout.currency),
        })}
      </p>
    </Modal>
  );
};
