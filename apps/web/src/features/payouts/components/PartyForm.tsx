import { entityTypes, payerAddressKinds, payoutDescriptionMaxLength } from '@paydeck/contract/payout-rules';
import { Alert, Form, type FormInstance, Input, Radio, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { partyRules } from './party-rules.ts';
import { type PartyFormValues, payeeFormFields, payerFormFields } from './party-values.ts';

const Group = ({ title, children }: { title: string; children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.marginXS}px`, minWidth: 0 }}>
      <legend style={{ fontSize: token.fontSize, fontWeight: token.fontWeightStrong, marginBottom: token.marginSM }}>
        {title}
      </legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 24 }}>
        {children}
      </div>
    </fieldset>
  );
};

export type PartyFormProps = {
  /** A payer (entity type decides its fields, with addresses) or a payee (always a person's names). */
  kind: 'payer' | 'payee';
  form: FormInstance<PartyFormValues>;
  initialValues?: PartyFormValues;
  onFinish: (values: PartyFormValues) => void;
  /** The last refusal: its field issues go under their fields, the rest in the alert. */
  error: unknown;
  /** What the alert says when the server gave no words of its own. */
  failedTitle: string;
  children?: ReactNode;
};

/**
 * The payer and payee form (create pages, edit dialogs), spec §5: the entity type first; a
 * payer individual gives first name, last name and nationality, a payer company its legal name,
 * tax id and registration country; a payee always gives the names and nationality. Contact,
 * reference, description, and for a payer three optional addresses.
 */
export const PartyForm = ({ kind, form, initialValues, onFinish, error, failedTitle, children }: PartyFormProps) => {
  const { t } = useTranslation('payouts');
  const rules = partyRules(t);
  const fields = kind === 'payer' ? payerFormFields : payeeFormFields;
  const { placed, unplaced } = serverFieldErrors(error, fields);
  const entityType = Form.useWatch('entityType', form) ?? initialValues?.entityType ?? 'individual';
  const company = kind === 'payer' && entityType === 'company';
  const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  // A new refusal puts its messages under their fields (until the user edits them).
  useEffect(() => {
    const fieldErrors = serverFieldErrors(error, fields).placed;
    if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
  }, [error, form, fields]);
  return (
    <Form<PartyFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues ?? { entityType: 'individual' }}
      onFinish={onFinish}
      scrollToFirstError
      requiredMark
    >
      {error !== null && error !== undefined && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={placed.length > 0 ? t('form.checkFields') : failureMessage(error, failedTitle)}
          description={unplaced.length > 0 ? unplaced.join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="entityType"
        label={t('field.entityType')}
        rules={rules.choice}
        extra={kind === 'payee' ? t('form.payeeEntityHint') : undefined}
      >
        <Radio.Group
          optionType="button"
          options={entityTypes.map((type) => ({ value: type, label: t(`entityType.${type}`) }))}
        />
      </Form.Item>
      {company ? (
        <Group title={t('form.group.company')}>
          <Form.Item name="legalName" label={t('field.legalName')} rules={rules.requiredText} required>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="taxId" label={t('field.taxId')} rules={rules.taxId} required>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="registrationCountry" label={t('field.registrationCountry')} rules={rules.choice} required>
            <CountrySelect allowClear />
          </Form.Item>
        </Group>
      ) : (
        <Group title={kind === 'payee' ? t('form.group.payee') : t('form.group.person')}>
          <Form.Item name="firstName" label={t('field.firstName')} rules={rules.name} required>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="lastName" label={t('field.lastName')} rules={rules.name} required>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="nationality" label={t('field.nationality')} rules={rules.choice} required>
            <CountrySelect allowClear />
          </Form.Item>
        </Group>
      )}
      <Group title={t('form.group.contact')}>
        <Form.Item name="email" label={t('field.email')} rules={rules.email} normalize={trimmed}>
          <Input inputMode="email" autoComplete="off" placeholder={t('form.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')} rules={rules.phone} extra={t('form.phoneHint')}>
          <Input inputMode="tel" autoComplete="off" placeholder={t('form.phonePlaceholder')} />
        </Form.Item>
        <Form.Item name="reference" label={t('field.reference')} rules={rules.text} extra={t('form.referenceHint')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Group>
      {kind === 'payer' &&
        payerAddressKinds.map((address) => (
          <Group key={address} title={t(`addressKind.${address}`)}>
            <Form.Item name={['addresses', address, 'country']} label={t('field.country')}>
              <CountrySelect allowClear />
            </Form.Item>
            <Form.Item name={['addresses', address, 'state']} label={t('field.state')} rules={rules.text}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name={['addresses', address, 'city']} label={t('field.city')} rules={rules.text}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name={['addresses', address, 'line1']} label={t('field.line1')} rules={rules.text}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name={['addresses', address, 'line2']} label={t('field.line2')} rules={rules.text}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name={['addresses', address, 'postalCode']}
              label={t('field.postalCode')}
              rules={rules.postalCode}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Group>
        ))}
      <Form.Item name="description" label={t('field.description')} rules={rules.description}>
        <Input.TextArea rows={3} showCount maxLength={payoutDescriptionMaxLength} />
      </Form.Item>
      {children}
    </Form>
  );
};
