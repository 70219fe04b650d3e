import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { ShareLink } from '../../../components/ShareLink.tsx';
import { useMandate } from '../api/get-mandate.ts';
import { MandateActions } from '../components/MandateActions.tsx';
import { MandateFields } from '../components/MandateFields.tsx';
import { MandateNotFound } from '../components/MandateNotFound.tsx';
import { RecurringPayments } from '../components/RecurringPayments.tsx';

/**
 * Spec §2 mandates/{id}: every spec §3 mandate field, the signing link while the customer has not
 * signed, the payments charged under it, and "Cancel mandate" (its subscriptions end too). An
 * unknown id or another account's is the server's 404: spec §8's mandate not-found message.
 */
export default function MandatePage() {
  const { t } = useTranslation('recurring');
  const { accountId = '', id = '' } = useParams();
  const query = useMandate(accountId, id);
  return (
    <DetailPage
      backLabel={t('mandate.back')}
      title={t('mandate.title')}
      recordId={id}
      mode
      query={query}
      notFound={<MandateNotFound />}
      loadFailedTitle={t('mandate.loadFailed')}
    >
      {(mandate) => (
        <Flex vertical gap={16}>
          <Flex align="center" justify="space-between" gap={16} wrap>
            <RecordStatusTag kind="mandate" status={mandate.status} />
            <MandateActions accountId={accountId} mandate={mandate} />
          </Flex>
          {mandate.status === 'created' && mandate.action && (
            <ShareLink
              testId="signing-link"
              url={mandate.action.url}
              title={t('mandate.signing.title')}
              hint={t('mandate.signing.hint')}
              openLabel={t('mandate.signing.open')}
            />
          )}
          <DetailSection title={t('mandate.details')}>
            <MandateFields accountId={accountId} mandate={mandate} />
          </DetailSection>
          <DetailSection title={t('payments.title')} hint={t('payments.mandateHint')}>
            <RecurringPayments accountId={accountId} payments={mandate.payments} />
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
