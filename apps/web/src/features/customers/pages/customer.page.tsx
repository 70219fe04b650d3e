import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { useAccess } from '../../../lib/access.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCustomer } from '../api/get-customer.ts';
import { CustomerFields } from '../components/CustomerFields.tsx';
import { CustomerMandates } from '../components/CustomerMandates.tsx';
import { CustomerNotFound } from '../components/CustomerNotFound.tsx';
import { CustomerPayments } from '../components/CustomerPayments.tsx';
import { EditCustomerButton } from '../components/EditCustomerButton.tsx';
import { fullName } from '../components/full-name.ts';

/**
 * Spec §2 customers/{id}: every spec §3 field, edited in a dialog with the `customer` check's
 * can_update, the customer's latest payments and its mandates. An unknown id, or another
 * account's or mode's, shows spec §8's not-found message (the server answers 404 for all).
 */
export default function CustomerPage() {
  const { t } = useTranslation('customers');
  const { accountId = '', id = '' } = useParams();
  const query = useCustomer(accountId, id);
  const canUpdate = useAccess().data?.customer.flags.can_update === true;
  return (
    <DetailPage
      backTo={accountPath(accountId, 'customers')}
      backLabel={t('detail.back')}
      title={query.data ? fullName(query.data) : t('detail.title')}
      mode
      extra={query.data && canUpdate && <EditCustomerButton accountId={accountId} customer={query.data} />}
      query={query}
      notFound={<CustomerNotFound />}
      loadFailedTitle={t('detail.loadFailed')}
    >
      {(customer) => (
        <Flex vertical gap={16}>
          <DetailSection title={t('detail.profile')}>
            <CustomerFields customer={customer} />
          </DetailSection>
          <DetailSection title={t('payments.title')} hint={t('payments.hint')}>
            <CustomerPayments accountId={accountId} payments={customer.payments} />
          </DetailSection>
          <DetailSection title={t('mandates.title')} hint={t('mandates.hint')}>
            <CustomerMandates accountId={accountId} customerId={customer.id} mandates={customer.mandates} />
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
