import { Button, Flex, Popconfirm, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/access.ts';
import { announce } from '../../../lib/feedback.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { useCancelPayment } from '../api/cancel-payment.ts';
import type { PaymentDetailRow } from '../api/get-payment.ts';
import { hasOpenDispute, hasRemainder, isCancelable } from './payment-rules.ts';

// The dialogs (form, select, text area) load when first opened, not with the page.
const RefundModal = lazy(() => import('./RefundModal.tsx').then((module) => ({ default: module.RefundModal })));
const DisputeModal = lazy(() => import('./DisputeModal.tsx').then((module) => ({ default: module.DisputeModal })));

export type PaymentActionsProps = { accountId: string; payment: PaymentDetailRow };

/**
 * What the merchant can do with the payment, as its status and the role allow (the server
 * enforces both): cancel while unpaid, refund what is left, and in test mode play a dispute.
 */
export const PaymentActions = ({ accountId, payment }: PaymentActionsProps) => {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  const access = useAccess().data;
  const cancel = useCancelPayment(accountId);
  const [dialog, setDialog] = useState<'refund' | 'dispute' | null>(null);
  const disputeOpen = hasOpenDispute(payment);

  const canCancel = access?.payment.flags.can_cancel_payment === true && isCancelable(payment.status);
  const canRefund = access?.refund.flags.can_add_refund === true && hasRemainder(payment);
  const canDispute =
    !isLivemode() && access?.dispute.flags.can_update === true && hasRemainder(payment) && !disputeOpen;

  // A refusal (paid meanwhile) is announced by the error policy; the confirmation just closes.
  const confirmCancel = () =>
    cancel.mutateAsync(payment.id).then(
      () => announce((feedback) => feedback.message.success(t('cancel.done'))),
      () => undefined,
    );

  if (!canCancel && !canRefund && !canDispute) return null;
  return (
    <Flex gap={8} align="center" wrap data-testid="payment-actions">
      {canRefund && disputeOpen && <span style={{ color: token.colorTextSecondary }}>{t('refund.heldByDispute')}</span>}
      {canDispute && <Button onClick={() => setDialog('dispute')}>{t('dispute.action')}</Button>}
      {canRefund && (
        <Button type="primary" disabled={disputeOpen} onClick={() => setDialog('refund')}>
          {t('refund.action')}
        </Button>
      )}
      {canCancel && (
        <Popconfirm
          title={t('cancel.title')}
          description={t('cancel.description')}
          okText={t('cancel.confirm')}
          cancelText={t('cancel.keep')}
          okButtonProps={{ danger: true }}
          onConfirm={confirmCancel}
        >
          <Button danger loading={cancel.isPending}>
            {t('cancel.action')}
          </Button>
        </Popconfirm>
      )}
      <Suspense fallback={null}>
        {dialog === 'refund' && <RefundModal accountId={accountId} payment={payment} onClose={() => setDialog(null)} />}
        {dialog === 'dispute' && (
          <DisputeModal accountId={accountId} payment={payment} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Flex>
  );
};
