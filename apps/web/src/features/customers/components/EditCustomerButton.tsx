import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '../api/get-customers.ts';

// The form (selects, text area, country list) loads when the dialog first opens, not with the page.
const EditCustomerModal = lazy(() =>
  import('./EditCustomerModal.tsx').then((module) => ({ default: module.EditCustomerModal })),
);

export type EditCustomerButtonProps = { accountId: string; customer: CustomerRow };

/** The detail page's "Edit" and the dialog it opens. */
export const EditCustomerButton = ({ accountId, customer }: EditCustomerButtonProps) => {
  const { t } = useTranslation('customers');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
        {t('edit.open')}
      </Button>
      <Suspense fallback={null}>
        {editing && <EditCustomerModal accountId={accountId} customer={customer} onClose={() => setEditing(false)} />}
      </Suspense>
    </>
  );
};
