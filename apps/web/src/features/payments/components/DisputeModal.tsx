import { type DisputeReason, disputeDescriptionMaxLength, disputeReasons } from '@paydeck/contract/payin-types';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { moneyText } from '../../../lib/money.ts';
import { useDisputePayment } from '../api/dispute-payment.ts';
import type { PaymentDetailRow } from '../api/get-payment.ts';

type DisputeValues = { reason: DisputeReason; description?: string };

export type DisputeModalProps = {
  accountId: string;
  payment: Pick<PaymentDetailRow, 'id' | 'currency' | 'amountRefundable'>;
  onClose: () => void;
};

/**
 * Test mode: plays the payer disputing this payment with a spec §3 reason, for everything not yet
 * refunded, so the dispute pages can be tried. A refusal is the server's words here.
 */
export const DisputeModal = ({ accountId, payment, onClose }: DisputeModalProps) => {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<DisputeValues>();
  const dispute = useDisputePayment(accountId);

  const submit = ({ reason, description }: DisputeValues) =>
    dispute.mutate(
      { paymentId: payment.id, reason, description: description?.trim() || undefined },
      {
        onSuccess: (created) => {
          announce((feedback) => feedback.message.success(t('dispute.created', { id: created.id })));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('dispute.title')}
      okText={t('dispute.submit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: dispute.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title={t('dispute.intro', { amount: moneyText(payment.amountRefundable, payment.currency) })}
        style={{ marginBottom: 16 }}
      />
      {dispute.isError && (
        <Alert
          type="error"
          showIcon
          title={failureMessage(dispute.error, t('dispute.failed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<DisputeValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('dispute.reason')}
          rules={[{ required: true, message: t('dispute.reasonRequired') }]}
        >
          <Select<DisputeReason>
            placeholder={t('dispute.reasonPlaceholder')}
            options={disputeReasons.map((reason) => ({ value: reason, label: t(`disputeReason.${reason}`) }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('dispute.description')} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={2} maxLength={disputeDescriptionMaxLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
