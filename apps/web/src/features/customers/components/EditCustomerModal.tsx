import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/feedback.ts';
import type { CustomerRow } from '../api/get-customers.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { type CustomerFormValues, changesOf, formValuesOf } from './customer-values.ts';

export type EditCustomerModalProps = { accountId: string; customer: CustomerRow; onClose: () => void };

/**
 * The customer form filled with its fields; only what changed is sent (an emptied field clears
 * it), and nothing is sent when nothing changed.
 */
export const EditCustomerModal = ({ accountId, customer, onClose }: EditCustomerModalProps) => {
  const { t } = useTranslation('customers');
  const [form] = Form.useForm<CustomerFormValues>();
  const update = useUpdateCustomer(accountId);

  const submit = (values: CustomerFormValues) => {
    const changes = changesOf(customer, values);
    if (Object.keys(changes).length === 0) {
      announce((feedback) => feedback.message.info(t('edit.noChanges')));
      onClose();
      return;
    }
    update.mutate(
      { id: customer.id, changes },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('edit.saved')));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      width={1000}
      title={t('edit.title')}
      okText={t('edit.submit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      <CustomerForm
        form={form}
        initialValues={formValuesOf(customer)}
        onFinish={submit}
        error={update.error}
        failedTitle={t('edit.failed')}
      />
    </Modal>
  );
};
