import { type PayoutMethod, payoutDescriptionMaxLength, payoutMethodRules } from '@paydeck/contract/payout-rules';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreatePayoutMethod } from '../api/create-payout-method.ts';
import type { PayeeRow } from '../api/get-payees.ts';
import { partyName } from './party-name.ts';
import { acceptsEmail, accountProblem, methodChoices } from './payout-method-choice.ts';

type Values = { method?: PayoutMethod; account?: string; description?: string };
const fields: ReadonlySet<string> = new Set(['method', 'account', 'description']);

export type AddPayoutMethodModalProps = { accountId: string; payee: PayeeRow; onClose: () => void };

/**
 * Spec §5 payout method: a method that pays out (a company payee sees the wallets that pay people
 * only disabled, marked unsupported) and the account as that method takes it (an email or an
 * E.164 phone, or a phone only), checked with the server's rule before sending.
 */
export const AddPayoutMethodModal = ({ accountId, payee, onClose }: AddPayoutMethodModalProps) => {
  const { t } = useTranslation('payouts');
  const [form] = Form.useForm<Values>();
  const create = useCreatePayoutMethod(accountId);
  const method = Form.useWatch('method', form);
  const { placed, unplaced } = serverFieldErrors(create.error, fields);

  useEffect(() => {
    const found = serverFieldErrors(create.error, fields).placed;
    if (found.length > 0) form.setFields(found as Parameters<typeof form.setFields>[0]);
  }, [create.error, form]);

  const submit = (values: Values) => {
    if (!values.method || !values.account) return;
    create.mutate(
      {
        payeeId: payee.id,
        method: values.method,
        account: values.account.trim(),
        description: values.description?.trim() || null,
      },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('methods.add.created')));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('methods.add.title', { name: partyName(payee) })}
      okText={t('methods.add.submit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: create.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {create.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={placed.length > 0 ? t('form.checkFields') : failureMessage(create.error, t('methods.add.failed'))}
          description={unplaced.length > 0 ? unplaced.join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      {payee.entityType === 'company' && (
        <Alert type="info" showIcon title={t('methods.add.companyNote')} style={{ marginBottom: 16 }} />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="method"
          label={t('field.method')}
          rules={[{ required: true, message: t('rule.field_required') }]}
        >
          <Select<PayoutMethod>
            placeholder={t('methods.add.methodPlaceholder')}
            onChange={() => {
              if (form.getFieldValue('account')) void form.validateFields(['account']);
            }}
            options={methodChoices(payee.entityType).map(({ method: value, supported }) => ({
              value,
              disabled: !supported,
              label: supported
                ? `${t(`method.${value}`)} · ${payoutMethodRules[value].currency}`
                : `${t(`method.${value}`)} · ${t('methods.add.unsupported')}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('field.account')}
          validateFirst
          extra={
            method
              ? acceptsEmail(method)
                ? t('methods.add.accountEmailOrPhone')
                : t('methods.add.accountPhone')
              : undefined
          }
          rules={[
            { required: true, whitespace: true, message: t('rule.field_required') },
            {
              validator: async (_rule, value: unknown) => {
                const chosen = form.getFieldValue('method') as PayoutMethod | undefined;
                if (typeof value !== 'string' || value.trim() === '' || !chosen) return;
                const problem = accountProblem(chosen, value);
                if (problem) throw new Error(t(`rule.${problem}`));
              },
            },
          ]}
        >
          <Input autoComplete="off" disabled={!method} placeholder={t('methods.add.accountPlaceholder')} />
        </Form.Item>
        <Form.Item name="description" label={t('field.description')}>
          <Input.TextArea rows={2} maxLength={payoutDescriptionMaxLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
