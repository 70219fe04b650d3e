import { intervalUnits, maxIntervalCount } from '@paydeck/contract/recurring-rules';
import { Alert, Checkbox, Form, type FormInstance, Input, InputNumber } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDateTimePicker } from '../../../components/LazyDateTimePicker.tsx';
import { Select } from '../../../components/Select.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSignedMandates } from '../api/get-signed-mandates.ts';
import { MandateSelect } from './MandateSelect.tsx';
import { descriptionMaxLength, subscriptionRules } from './subscription-form-rules.ts';
import { currenciesOf, type SubscriptionFormValues, subscriptionFormFields } from './subscription-values.ts';
import { wallTimeOf } from './wall-time.ts';

export type SubscriptionFormProps = {
  accountId: string;
  form: FormInstance<SubscriptionFormValues>;
  initialValues: SubscriptionFormValues;
  testMode: boolean;
  onFinish: (values: SubscriptionFormValues) => void;
  /** The last refusal: its field issues go under their fields, the rest in the alert. */
  error: unknown;
  children?: ReactNode;
};

/** The customer id, settled for a moment before its mandates are asked for (not on every key). */
const useSettled = (value: string | undefined) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), 400);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

/**
 * Customer, one of its signed mandates and a currency of the mandate's method, the amount and how
 * often and how many times it is charged, an optional trial, the texts and, in test mode, the
 * test clock.
 */
export const SubscriptionForm = ({
  accountId,
  form,
  initialValues,
  testMode,
  onFinish,
  error,
  children,
}: SubscriptionFormProps) => {
  const { t } = useTranslation('recurring');
  const customerId = useSettled(Form.useWatch('customerId', form)?.trim() || undefined);
  const mandateId = Form.useWatch('mandateId', form);
  const currency = Form.useWatch('currency', form);
  const mandates = useSignedMandates(accountId, customerId);
  const mandate = mandates.data?.find((entry) => entry.id === mandateId);
  const currencies = currenciesOf(mandate?.paymentMethod);
  const rules = subscriptionRules(t);
  const { placed, unplaced } = serverFieldErrors(error, subscriptionFormFields);

  // A new refusal puts its messages under their fields (until the user edits them).
  useEffect(() => {
    const fieldErrors = serverFieldErrors(error, subscriptionFormFields).placed;
    if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
  }, [error, form]);

  // Another mandate brings its method's currencies: take its first one (a chosen one it takes stays).
  useEffect(() => {
    if (!mandate) return;
    const current = form.getFieldValue('currency') as string | undefined;
    if (current && currencies.includes(current as (typeof currencies)[number])) return;
    form.setFieldValue('currency', currencies[0]);
    // Set here, not by the user, so onValuesChange below does not run: the amount is checked again here.
    if (form.getFieldValue('amount')) void form.validateFields(['amount']);
  }, [mandate, currencies, form]);

  return (
    <Form<SubscriptionFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      style={{ maxWidth: 640 }}
      onValuesChange={(changed) => {
        // Another customer has other mandates; a new currency checks the amount again.
        if ('customerId' in changed) form.setFieldValue('mandateId', undefined);
        if ('currency' in changed && form.getFieldValue('amount')) void form.validateFields(['amount']);
      }}
    >
      {error !== null && error !== undefined && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={placed.length > 0 ? t('create.checkFields') : failureMessage(error, t('create.failed'))}
          description={unplaced.length > 0 ? unplaced.join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="customerId"
        label={t('create.customer')}
        rules={rules.customerId}
        extra={t('create.customerHint')}
      >
        <Input autoComplete="off" placeholder={t('filters.customerPlaceholder')} />
      </Form.Item>
      <Form.Item name="mandateId" label={t('create.mandate')} rules={rules.mandateId}>
        <MandateSelect
          accountId={accountId}
          customerId={customerId}
          mandates={mandates.data}
          loading={mandates.isFetching}
          failed={mandates.isError}
        />
      </Form.Item>
      <Form.Item name="currency" label={t('create.currency')} rules={rules.currency}>
        <Select
          style={{ maxWidth: 200 }}
          disabled={currencies.length < 2}
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('create.amount')} rules={rules.amount} extra={t('create.amountHint')}>
        <Input inputMode="decimal" prefix={<span>{currency}</span>} style={{ maxWidth: 240 }} autoComplete="off" />
      </Form.Item>
      <Form.Item name="intervalUnit" label={t('create.intervalUnit')} rules={[{ required: true }]}>
        <Select
          style={{ maxWidth: 240 }}
          options={intervalUnits.map((unit) => ({ value: unit, label: t(`interval.every.${unit}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="intervalCount"
        label={t('create.intervalCount')}
        rules={rules.intervalCount}
        extra={t('create.intervalCountHint', { max: String(maxIntervalCount) })}
      >
        <InputNumber min={1} max={maxIntervalCount} precision={0} style={{ width: 160 }} />
      </Form.Item>
      {/* Outside the item: the item hands its value to its direct child, the picker. */}
      <Suspense fallback={null}>
        <Form.Item
          name="timeTrialEnd"
          label={t('create.trialEnd')}
          rules={rules.trialEnd}
          extra={t('create.trialEndHint')}
        >
          <LazyDateTimePicker minDate={wallTimeOf(Math.floor(Date.now() / 1000))} />
        </Form.Item>
      </Suspense>
      <Form.Item name="description" label={t('create.description')} rules={rules.description}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={descriptionMaxLength} />
      </Form.Item>
      <Form.Item name="email" label={t('create.email')} rules={rules.email} extra={t('create.emailHint')}>
        <Input inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="reference" label={t('create.reference')} rules={rules.reference}>
        <Input autoComplete="off" />
      </Form.Item>
      {testMode && (
        <Form.Item name="testClock" valuePropName="checked" extra={t('create.testClockHint')}>
          <Checkbox>{t('create.testClock')}</Checkbox>
        </Form.Item>
      )}
      {children}
    </Form>
  );
};
