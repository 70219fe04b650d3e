import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { announce } from '../../../lib/feedback.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCreatePayer } from '../api/create-payer.ts';
import { FormPage } from '../components/FormPage.tsx';
import { PartyForm } from '../components/PartyForm.tsx';
import { type PartyFormValues, payerBodyOf } from '../components/party-values.ts';

/**
 * Spec §2 payouts/payers/create: the entity type decides what is required (spec §5), checked
 * with the server's rules before sending; the server's field errors show on their fields. A
 * created payer opens on its detail, where identity documents are uploaded.
 */
export default function PayerCreatePage() {
  const { t } = useTranslation('payouts');
  const accountId = useParams().accountId ?? '';
  const navigate = useNavigate();
  const [form] = Form.useForm<PartyFormValues>();
  const create = useCreatePayer(accountId);
  const list = accountPath(accountId, 'payers');
  const submit = (values: PartyFormValues) =>
    create.mutate(payerBodyOf(values), {
      onSuccess: (payer) => {
        announce((feedback) => feedback.message.success(t('payers.created')));
        void navigate(accountPath(accountId, 'payers', payer.id));
      },
    });
  return (
    <FormPage back={list} backLabel={t('payers.back')} title={t('payers.createTitle')} intro={t('payers.createIntro')}>
      <PartyForm kind="payer" form={form} onFinish={submit} error={create.error} failedTitle={t('payers.createFailed')}>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('payers.submit')}
          </Button>
          <LinkButton to={list} disabled={create.isPending}>
            {t('actions.cancel', { ns: 'common' })}
          </LinkButton>
        </Flex>
      </PartyForm>
    </FormPage>
  );
}
