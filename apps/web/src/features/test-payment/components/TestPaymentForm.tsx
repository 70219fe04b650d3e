import type { Currency } from '@paydeck/contract/currencies';
import { paymentDescriptionMaxLength } from '@paydeck/contract/payin-types';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { failureMessage, fieldMessages } from '../../../lib/error-policy.ts';
import { formatMoney } from '../../../lib/format.ts';
import { decimalsOf } from '../../../lib/money.ts';
import type { TestPaymentInput } from '../api/create-test-payment.ts';
import type { TestMethod } from '../api/get-test-methods.ts';
import { checkAmount, limitOf } from './amount-rule.ts';

export type TestPaymentFormValues = {
  paymentMethod?: string;
  currency?: string;
  amount?: string;
  description?: string;
};

export type TestPaymentFormProps = {
  methods: TestMethod[];
  canCreate: boolean;
  pending: boolean;
  error: unknown;
  onCreate: (input: TestPaymentInput) => void;
};

/** Method (enabled in test mode), one of its currencies, an amount within its limits, a description. */
export const TestPaymentForm = ({ methods, canCreate, pending, error, onCreate }: TestPaymentFormProps) => {
  const { t } = useTranslation('checkout');
  const [form] = Form.useForm<TestPaymentFormValues>();
  const methodId = Form.useWatch('paymentMethod', form);
  const currency = Form.useWatch('currency', form) as Currency | undefined;
  const method = methods.find((entry) => entry.method === methodId);
  const limit = limitOf(method, currency);
  const money = (minor: number) => (currency ? formatMoney(minor, currency) : '');

  const submit = (values: TestPaymentFormValues) => {
    if (!values.paymentMethod || !values.currency || !values.amount) return;
    const verdict = checkAmount(values.amount, values.currency as Currency, limit);
    if (!('minor' in verdict)) return;
    const description = values.description?.trim();
    onCreate({
      paymentMethod: values.paymentMethod,
      currency: values.currency,
      amount: verdict.minor,
      ...(description ? { description } : {}),
    });
  };

  const problems = error ? [failureMessage(error, t('testPayment.createFailed')), ...fieldMessages(error)] : [];
  return (
    <Form<TestPaymentFormValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={!canCreate}
      style={{ maxWidth: 560 }}
      onValuesChange={(changed) => {
        // A new method brings its own currencies: take its first one, and check the amount again.
        if ('paymentMethod' in changed) {
          const chosen = methods.find((entry) => entry.method === changed.paymentMethod);
          form.setFieldValue('currency', chosen?.currencies[0]);
          if (form.getFieldValue('amount')) void form.validateFields(['amount']);
        }
        if ('currency' in changed && form.getFieldValue('amount')) void form.validateFields(['amount']);
      }}
    >
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={problems[0]}
          description={problems.length > 1 ? problems.slice(1).join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="paymentMethod"
        label={t('testPayment.method')}
        rules={[{ required: true, message: t('testPayment.methodRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('testPayment.methodPlaceholder')}
          options={methods.map((entry) => ({
            value: entry.method,
            label: t(`method.${entry.method}`, { ns: 'paymentMethods' }),
          }))}
        />
      </Form.Item>
      <Form.Item name="currency" label={t('testPayment.currency')} rules={[{ required: true }]}>
        <Select
          style={{ maxWidth: 200 }}
          disabled={!method || method.currencies.length < 2}
          options={(method?.currencies ?? []).map((code) => ({ value: code, label: code }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('testPayment.amount')}
        extra={limit ? t('testPayment.limits', { min: money(limit.min), max: money(limit.max) }) : undefined}
        rules={[
          { required: true, whitespace: true, message: t('testPayment.amountRequired') },
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'string' || value.trim() === '' || !currency) return;
              const verdict = checkAmount(value, currency, limit);
              if (!('error' in verdict)) return;
              if (verdict.error === 'range' && limit) {
                throw new Error(t('testPayment.amountRange', { min: money(limit.min), max: money(limit.max) }));
              }
              throw new Error(t('testPayment.amountInvalid', { currency, decimals: String(decimalsOf(currency)) }));
            },
          },
        ]}
      >
        <Input
          inputMode="decimal"
          // Always a prefix (empty until a method is chosen): adding one later would drop the focus.
          prefix={<span>{currency}</span>}
          style={{ maxWidth: 240 }}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item name="description" label={t('testPayment.description')}>
        <Input maxLength={paymentDescriptionMaxLength} placeholder={t('testPayment.descriptionPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('testPayment.submit')}
      </Button>
    </Form>
  );
};
