import { customerDescriptionMaxLength, type DocumentType, documentTypes } from '@paydeck/contract/customer-rules';
import { Form, Input, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { Select } from '../../../components/Select.tsx';
import { customerRules } from './customer-rules.ts';

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

/**
 * Every spec §3 customer field, grouped: names (required, spec §5) and contact, identity
 * (country, birth date, document), address and description. Used by the create page and the
 * edit dialog inside their own antd Form.
 */
export const CustomerFormFields = () => {
  const { t } = useTranslation('customers');
  const rules = customerRules(t);
  const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  return (
    <>
      <Group title={t('form.group.profile')}>
        <Form.Item name="firstName" label={t('field.firstName')} rules={rules.name} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={t('field.lastName')} rules={rules.name} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('field.email')} rules={rules.email} normalize={trimmed}>
          <Input inputMode="email" autoComplete="off" placeholder={t('form.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')} rules={rules.phone} extra={t('form.phoneHint')}>
          <Input inputMode="tel" autoComplete="off" placeholder={t('form.phonePlaceholder')} />
        </Form.Item>
        <Form.Item name="company" label={t('field.company')} rules={rules.text}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('field.reference')}
          rules={rules.reference}
          extra={t('form.referenceHint')}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Group>
      <Group title={t('form.group.identity')}>
        <Form.Item name="country" label={t('field.country')}>
          <CountrySelect allowClear />
        </Form.Item>
        <Form.Item name="birthDate" label={t('field.birthDate')} rules={rules.birthDate}>
          <Input autoComplete="off" placeholder={t('form.datePlaceholder')} />
        </Form.Item>
        <Form.Item
          name={['document', 'type']}
          label={t('field.documentType')}
          dependencies={[['document', 'number']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, type: DocumentType | undefined) => {
                const number = getFieldValue(['document', 'number']) as string | undefined;
                if (!type && number?.trim()) throw new Error(t('form.documentTypeRequired'));
              },
            }),
          ]}
        >
          <Select<DocumentType>
            allowClear
            placeholder={t('form.documentTypePlaceholder')}
            options={documentTypes.map((type) => ({ value: type, label: t(`documentType.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name={['document', 'number']}
          label={t('field.documentNumber')}
          dependencies={[['document', 'type']]}
          rules={[
            ...rules.documentNumber,
            ({ getFieldValue }) => ({
              validator: async (_rule, number: string | undefined) => {
                if (getFieldValue(['document', 'type']) && !number?.trim())
                  throw new Error(t('form.documentNumberRequired'));
              },
            }),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Group>
      <Group title={t('form.group.address')}>
        <Form.Item name={['address', 'country']} label={t('field.addressCountry')}>
          <CountrySelect allowClear />
        </Form.Item>
        <Form.Item name={['address', 'state']} label={t('field.state')} rules={rules.text}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name={['address', 'city']} label={t('field.city')} rules={rules.text}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name={['address', 'line1']} label={t('field.line1')} rules={rules.text}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name={['address', 'line2']} label={t('field.line2')} rules={rules.text}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name={['address', 'postalCode']} label={t('field.postalCode')} rules={rules.postalCode}>
          <Input autoComplete="off" />
        </Form.Item>
      </Group>
      <Form.Item name="description" label={t('field.description')} rules={rules.description}>
        <Input.TextArea rows={3} showCount maxLength={customerDescriptionMaxLength} />
      </Form.Item>
    </>
  );
};
