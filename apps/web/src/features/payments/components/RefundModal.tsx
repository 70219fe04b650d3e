import { refundDescriptionMaxLength } from '@paydeck/contract/refund-rules';
import { Alert, Button, Flex, Form, Input, Modal, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStepFooter } from '../../../components/ConfirmStepFooter.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { majorText, minorOf, moneyText } from '../../../lib/money.ts';
import { useCreateRefund } from '../api/create-refund.ts';
import type { PaymentDetailRow } from '../api/get-payment.ts';
import { refundAmountError } from './refund-amount.ts';

type RefundValues = { amount: string; description?: string };
type Confirming = { amount: number; description: string | undefined };

export type RefundModalProps = {
  accountId: string;
  payment: Pick<PaymentDetailRow, 'id' | 'currency' | 'amountRefundable'>;
  onClose: () => void;
};

/**
 * Spec §5 refund: an amount in major units, typed or filled with the whole remainder by an explicit
 * "full refund" choice (never pre-filled: a refund of everything by a stray Enter is the mistake
 * to avoid), checked with the server's rule, an optional description, then a confirmation step
 * naming the amount before the money moves. A refusal (over the remainder meanwhile, an open
 * dispute) is the server's words here.
 */
export const RefundModal = ({ accountId, payment, onClose }: RefundModalProps) => {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  const [form] = Form.useForm<RefundValues>();
  const refund = useCreateRefund(accountId);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const { currency, amountRefundable: refundable } = payment;

  const review = ({ amount, description }: RefundValues) => {
    refund.reset();
    setConfirming({ amount: minorOf(amount, currency) ?? 0, description: description?.trim() || undefined });
  };

  const submit = () => {
    if (!confirming) return;
    refund.mutate(
      { paymentId: payment.id, ...confirming },
      {
        onSuccess: (created) => {
          announce((feedback) => feedback.message.success(t('refund.created', { id: created.id })));
          onClose();
        },
        // Back to the form, which keeps what was typed, with the refusal above it.
        onError: () => setConfirming(null),
      },
    );
  };

  const footer = (
    <ConfirmStepFooter
      confirming={confirming !== null}
      pending={refund.isPending}
      next={{ label: t('refund.continue'), onClick: () => form.submit() }}
      confirm={{ label: t('refund.confirm'), onClick: submit }}
      backLabel={t('refund.back')}
      onBack={() => setConfirming(null)}
      onCancel={onClose}
    />
  );

  return (
    <Modal open title={t('refund.title')} footer={footer} onCancel={onClose} maskClosable={false} destroyOnHidden>
      {refund.isError && (
        <Alert
          type="error"
          showIcon
          title={failureMessage(refund.error, t('refund.failed'))}
          style={{ marginBottom: 16 }}
          data-testid="refund-error"
        />
      )}
      {confirming && (
        <Flex vertical gap={8} data-testid="refund-confirmation">
          <p style={{ margin: 0, fontSize: token.fontSizeLG }}>
            {t('refund.question', { amount: moneyText(confirming.amount, currency), id: payment.id })}
          </p>
          {confirming.description && (
            <p style={{ margin: 0, color: token.colorTextSecondary }}>
              {t('refund.questionDescription', { description: confirming.description })}
            </p>
          )}
          <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('refund.irreversible')}</p>
        </Flex>
      )}
      {/* Hidden, not unmounted, while confirming: Back returns to what was typed. */}
      <Form<RefundValues>
        form={form}
        layout="vertical"
        onFinish={review}
        style={{ display: confirming ? 'none' : undefined }}
      >
        <Form.Item
          name="amount"
          label={t('refund.amount')}
          extra={
            <Flex align="center" gap={8} wrap>
              <span>{t('refund.refundable', { amount: moneyText(refundable, currency) })}</span>
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0 }}
                onClick={() => form.setFieldsValue({ amount: majorText(refundable, currency) })}
              >
                {t('refund.full')}
              </Button>
            </Flex>
          }
          rules={[
            { required: true, whitespace: true, message: t('refund.amountRequired') },
            {
              validator: async (_rule, value: unknown) => {
                if (typeof value !== 'string' || value.trim() === '') return;
                const error = refundAmountError(value, refundable, currency, t);
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input prefix={currency} inputMode="decimal" autoComplete="off" />
        </Form.Item>
        {/* The default bottom margin keeps the character counter clear of the buttons below. */}
        <Form.Item name="description" label={t('refund.description')}>
          <Input.TextArea rows={2} maxLength={refundDescriptionMaxLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
