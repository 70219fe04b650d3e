import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/feedback.ts';
import type { PayeeRow } from '../api/get-payees.ts';
import type { PayerRow } from '../api/get-payers.ts';
import { useUpdatePayee } from '../api/update-payee.ts';
import { useUpdatePayer } from '../api/update-payer.ts';
import { PartyForm } from './PartyForm.tsx';
import {
  type PartyFormValues,
  payeeBodyOf,
  payeeFormValuesOf,
  payerBodyOf,
  payerFormValuesOf,
} from './party-values.ts';

export type EditPartyModalProps = { accountId: string; onClose: () => void } & (
  | { kind: 'payer'; party: PayerRow }
  | { kind: 'payee'; party: PayeeRow }
);

/** The payer or payee form filled with its fields; Save replaces them (PUT) with what the form holds. */
export const EditPartyModal = (props: EditPartyModalProps) => {
  const { accountId, onClose } = props;
  const { t } = useTranslation('payouts');
  const [form] = Form.useForm<PartyFormValues>();
  const updatePayer = useUpdatePayer(accountId);
  const updatePayee = useUpdatePayee(accountId);
  const update = props.kind === 'payer' ? updatePayer : updatePayee;
  const done = {
    onSuccess: () => {
      announce((feedback) => feedback.message.success(t('edit.saved')));
      onClose();
    },
  };
  const submit = (values: PartyFormValues) => {
    if (props.kind === 'payer') updatePayer.mutate({ id: props.party.id, body: payerBodyOf(values) }, done);
    else updatePayee.mutate({ id: props.party.id, body: payeeBodyOf(values) }, done);
  };
  return (
    <Modal
      open
      width={1000}
      title={props.kind === 'payer' ? t('edit.payerTitle') : t('edit.payeeTitle')}
      okText={t('edit.submit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      <PartyForm
        kind={props.kind}
        form={form}
        initialValues={props.kind === 'payer' ? payerFormValuesOf(props.party) : payeeFormValuesOf(props.party)}
        onFinish={submit}
        error={update.error}
        failedTitle={t('edit.failed')}
      />
    </Modal>
  );
};
