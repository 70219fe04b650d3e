import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { ShareLink } from '../../../components/ShareLink.tsx';
import { failureMessage, fieldMessages } from '../../../lib/error-policy.ts';
import { type CreatedMandate, type NewMandate, useCreateMandate } from '../api/create-mandate.ts';
import { useRecurringMethods } from '../api/get-recurring-methods.ts';

export type CreateMandateModalProps = { accountId: string; customerId: string; onClose: () => void };

type Values = { paymentMethod?: string; reference?: string };

/** The contract's reference bound (recurring.ts: merchantReference, 64). */
const referenceMaxLength = 64;

/**
 * A new mandate for the customer: a recurring-capable method enabled for the account, an optional
 * reference; then the signing link to copy or open, for the customer to sign.
 */
export const CreateMandateModal = ({ accountId, customerId, onClose }: CreateMandateModalProps) => {
  const { t } = useTranslation(['customers', 'paymentMethods']);
  const [form] = Form.useForm<Values>();
  const methods = useRecurringMethods(accountId, true);
  const create = useCreateMandate(accountId);
  const [created, setCreated] = useState<CreatedMandate | null>(null);

  const submit = (values: Values) => {
    if (!values.paymentMethod) return;
    const reference = values.reference?.trim();
    create.mutate(
      {
        customerId,
        paymentMethod: values.paymentMethod as NewMandate['paymentMethod'],
        ...(reference ? { reference } : {}),
      },
      { onSuccess: setCreated },
    );
  };

  if (created) {
    return (
      <Modal
        open
        title={t('mandates.created')}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('mandates.done')}</Button>}
      >
        {created.action ? (
          <ShareLink
            testId="new-signing-link"
            url={created.action.url}
            title={t('mandates.signingTitle')}
            hint={t('mandates.signingHint')}
            openLabel={t('mandates.openSigning')}
          />
        ) : (
          <p>{t('mandates.noSigning')}</p>
        )}
      </Modal>
    );
  }

  const methodList = methods.data ?? [];
  const problems = create.error
    ? [failureMessage(create.error, t('mandates.createFailed')), ...fieldMessages(create.error)]
    : [];
  return (
    <Modal
      open
      title={t('mandates.createTitle')}
      okText={t('mandates.createSubmit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: create.isPending, disabled: methodList.length === 0 }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('mandates.createIntro')}</p>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problems[0]}
          description={problems.length > 1 ? problems.slice(1).join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      {methods.isError && (
        <Alert type="error" showIcon title={t('mandates.methodsFailed')} style={{ marginBottom: 16 }} />
      )}
      {methods.isSuccess && methodList.length === 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="no-recurring-method"
          title={t('mandates.noMethod')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="paymentMethod"
          label={t('mandates.method')}
          rules={[{ required: true, message: t('mandates.methodRequired') }]}
        >
          <Select
            loading={methods.isPending}
            placeholder={t('mandates.methodPlaceholder')}
            options={methodList.map((method) => ({
              value: method.method,
              label: t(`paymentMethods:method.${method.method}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('mandates.reference')}
          rules={[{ max: referenceMaxLength, message: t('form.tooLong', { max: String(referenceMaxLength) }) }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
