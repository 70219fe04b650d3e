import { Alert, Form, type FormInstance } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { CustomerFormFields } from './CustomerFormFields.tsx';
import { type CustomerFormValues, customerFormFields } from './customer-values.ts';

export type CustomerFormProps = {
  form: FormInstance<CustomerFormValues>;
  initialValues?: CustomerFormValues;
  onFinish: (values: CustomerFormValues) => void;
  /** The last refusal: its field issues go under their fields, the rest in the alert. */
  error: unknown;
  /** What the alert says when the server gave no words of its own. */
  failedTitle: string;
  children?: ReactNode;
};

/** The customer form (create page, edit dialog): the fields, the server's refusal, and the caller's buttons. */
export const CustomerForm = ({ form, initialValues, onFinish, error, failedTitle, children }: CustomerFormProps) => {
  const { t } = useTranslation('customers');
  const { placed, unplaced } = serverFieldErrors(error, customerFormFields);
  // A new refusal puts its messages under their fields (until the user edits them).
  useEffect(() => {
    const fieldErrors = serverFieldErrors(error, customerFormFields).placed;
    // The names are the form's own (serverFieldErrors keeps only those), which the types can't see.
    if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
  }, [error, form]);
  return (
    <Form<CustomerFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues ?? { firstName: '', lastName: '' }}
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
      <CustomerFormFields />
      {children}
    </Form>
  );
};
