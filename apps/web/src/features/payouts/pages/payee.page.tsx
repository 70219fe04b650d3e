import { PlusOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { useAccess } from '../../../lib/access.ts';
import { accountPath } from '../../../lib/paths.ts';
import { usePayee } from '../api/get-payee.ts';
import { EditPartyButton } from '../components/EditPartyButton.tsx';
import { PayeeFields } from '../components/PartyFields.tsx';
import { PartyPayouts } from '../components/PartyPayouts.tsx';
import { PayeePayoutMethods } from '../components/PayeePayoutMethods.tsx';
import { partyName } from '../components/party-name.ts';

/**
 * Spec §2 payouts/payees/{id}: every payee field, its payout methods with "Add payout method"
 * (the `payout_method` check's add flag), and its latest payouts.
 */
export default function PayeePage() {
  const { t } = useTranslation('payouts');
  const { accountId = '', id = '' } = useParams();
  const query = usePayee(accountId, id);
  const access = useAccess().data;
  const canUpdate = access?.payee.flags.can_update === true;
  const canAddMethod = access?.payout_method.flags.can_add_payout_method === true;
  const canPay = access?.payout.flags.can_add_payout === true;
  return (
    <DetailPage
      backTo={accountPath(accountId, 'payees')}
      backLabel={t('payees.back')}
      title={query.data ? partyName(query.data) : t('payees.detailTitle')}
      mode
      extra={
        query.data && (
          <Flex gap={8}>
            {canPay && (
              <LinkButton
                icon={<PlusOutlined />}
                to={`${accountPath(accountId, 'payouts')}/create?payeeId=${encodeURIComponent(id)}`}
              >
                {t('payouts.create')}
              </LinkButton>
            )}
            {canUpdate && <EditPartyButton kind="payee" accountId={accountId} party={query.data} />}
          </Flex>
        )
      }
      query={query}
      notFound={
        <RecordNotFound
          testId="payee-not-found"
          title={t('payees.notFound')}
          hint={t('payees.notFoundHint')}
          backLabel={t('payees.back')}
        />
      }
      loadFailedTitle={t('payees.detailLoadFailed')}
    >
      {(payee) => (
        <Flex vertical gap={16}>
          <DetailSection title={t('payees.profile')}>
            <PayeeFields payee={payee} />
          </DetailSection>
          <DetailSection title={t('payees.methods')} hint={t('payees.methodsHint')}>
            <PayeePayoutMethods accountId={accountId} payee={payee} canAdd={canAddMethod} />
          </DetailSection>
          <DetailSection title={t('payees.payouts')}>
            <PartyPayouts accountId={accountId} payeeId={payee.id} />
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
