import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditPartyModalProps } from './EditPartyModal.tsx';

// The form (selects, text areas, country list) loads when the dialog first opens, not with the page.
const EditPartyModal = lazy(() =>
  import('./EditPartyModal.tsx').then((module) => ({ default: module.EditPartyModal })),
);

export type EditPartyButtonProps = Omit<EditPartyModalProps, 'onClose'>;

/** The payer's or payee's "Edit" and the dialog it opens. */
export const EditPartyButton = (props: EditPartyButtonProps) => {
  const { t } = useTranslation('payouts');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
        {t('edit.open')}
      </Button>
      <Suspense fallback={null}>
        {editing && <EditPartyModal {...(props as EditPartyModalProps)} onClose={() => setEditing(false)} />}
      </Suspense>
    </>
  );
};
