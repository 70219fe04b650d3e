import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { announce } from '../../../lib/feedback.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCreatePayee } from '../api/create-payee.ts';
import { FormPage } from '../components/FormPage.tsx';
import { PartyForm } from '../components/PartyForm.tsx';
import { type PartyFormValues, payeeBodyOf } from '../components/party-values.ts';

/**
 * Spec §2 payouts/payees/create: entity type, first name, last name and nationality required
 * (spec §5), checked with the server's rules before sending. A created payee opens on its
 * detail, where its payout methods are added.
 */
export default function PayeeCreatePage() {
  const { t } = useTranslation('payouts');
  const accountId = useParams().accountId ?? '';
  const navigate = useNavigate();
  const [form] = Form.useForm<PartyFormValues>();
  const create = useCreatePayee(accountId);
  const list = accountPath(accountId, 'payees');
  const submit = (values: PartyFormValues) =>
    create.mutate(payeeBodyOf(values), {
      onSuccess: (payee) => {
        announce((feedback) => feedback.message.success(t('payees.created')));
        void navigate(accountPath(accountId, 'payees', payee.id));
      },
    });
  return (
    <FormPage back={list} backLabel={t('payees.back')} title={t('payees.createTitle')} intro={t('payees.createIntro')}>
      <PartyForm kind="payee" form={form} onFinish={submit} error={create.error} failedTitle={t('payees.createFailed')}>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('payees.submit')}
          </Button>
          <LinkButton to={list} disabled={create.isPending}>
            {t('actions.cancel', { ns: 'common' })}
          </LinkButton>
        </Flex>
      </PartyForm>
    </FormPage>
  );
}
