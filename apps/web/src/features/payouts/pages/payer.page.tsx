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
import { usePayer } from '../api/get-payer.ts';
import { EditPartyButton } from '../components/EditPartyButton.tsx';
import { IdentityDocuments } from '../components/IdentityDocuments.tsx';
import { PayerAddresses, PayerFields } from '../components/PartyFields.tsx';
import { PartyPayouts } from '../components/PartyPayouts.tsx';
import { partyName } from '../components/party-name.ts';

/**
 * Spec §2 payouts/payers/{id}: every payer field and address, its identity documents (spec §9:
 * up to 3 pictures, needed once its remittance reaches HKD 8,000), edited with the `payer`
 * check's can_update, and its latest payouts. Unknown or another account's id: not found.
 */
export default function PayerPage() {
  const { t } = useTranslation('payouts');
  const { accountId = '', id = '' } = useParams();
  const query = usePayer(accountId, id);
  const access = useAccess().data;
  const canUpdate = access?.payer.flags.can_update === true;
  const canPay = access?.payout.flags.can_add_payout === true;
  return (
    <DetailPage
      backTo={accountPath(accountId, 'payers')}
      backLabel={t('payers.back')}
      title={query.data ? partyName(query.data) : t('payers.detailTitle')}
      mode
      extra={
        query.data && (
          <Flex gap={8}>
            {canPay && (
              <LinkButton
                icon={<PlusOutlined />}
                to={`${accountPath(accountId, 'payouts')}/create?payerId=${encodeURIComponent(id)}`}
              >
                {t('payouts.create')}
              </LinkButton>
            )}
            {canUpdate && <EditPartyButton kind="payer" accountId={accountId} party={query.data} />}
          </Flex>
        )
      }
      query={query}
      notFound={
        <RecordNotFound
          testId="payer-not-found"
          title={t('payers.notFound')}
          hint={t('payers.notFoundHint')}
          backLabel={t('payers.back')}
        />
      }
      loadFailedTitle={t('payers.detailLoadFailed')}
    >
      {(payer) => (
        <Flex vertical gap={16}>
          <DetailSection title={t('payers.profile')}>
            <PayerFields payer={payer} />
          </DetailSection>
          <DetailSection title={t('documents.title')} hint={t('documents.hint')}>
            <IdentityDocuments accountId={accountId} payer={payer} canUpdate={canUpdate} />
          </DetailSection>
          <DetailSection title={t('payers.addresses')}>
            <PayerAddresses payer={payer} />
          </DetailSection>
          <DetailSection title={t('payers.payouts')}>
            <PartyPayouts accountId={accountId} payerId={payer.id} />
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
