import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCustomer } from '../api/get-customer.ts';
import { CustomerFields } from '../components/CustomerFields.tsx';
import { CustomerMandates } from '../components/CustomerMandates.tsx';
import { CustomerNotFound } from '../components/CustomerNotFound.tsx';
import { CustomerPayments } from '../components/CustomerPayments.tsx';
import { fullName } from '../components/full-name.ts';

// The form (selects, text area, country list) loads when the dialog first opens, not with the page.
const EditCustomerModal = lazy(() =>
  import('../components/EditCustomerModal.tsx').then((module) => ({ default: module.EditCustomerModal })),
);

/**
 * Spec §2 customers/{id}: every spec §3 field, edited in a dialog with the `customer` check's
 * can_update, the customer's latest payments and its mandates. An unknown id, or another
 * account's or mode's, shows spec §8's not-found message (the server answers 404 for all).
 */
export default function CustomerPage() {
  const { t } = useTranslation('customers');
  const { accountId = '', id = '' } = useParams();
  const customer = useCustomer(accountId, id);
  const canUpdate = useAccess().data?.customer.flags.can_update === true;
  const [editing, setEditing] = useState(false);
  const notFound = customer.error instanceof ApiError && customer.error.status === 404;

  const body = notFound ? (
    <CustomerNotFound />
  ) : customer.isPending ? (
    <Skeleton active paragraph={{ rows: 10 }} />
  ) : customer.isError ? (
    <LoadFailed title={t('detail.loadFailed')} error={customer.error} onRetry={() => void customer.refetch()} />
  ) : (
    <Flex vertical gap={16}>
      <DetailSection title={t('detail.profile')}>
        <CustomerFields customer={customer.data} />
      </DetailSection>
      <DetailSection title={t('payments.title')} hint={t('payments.hint')}>
        <CustomerPayments accountId={accountId} payments={customer.data.payments} />
      </DetailSection>
      <DetailSection title={t('mandates.title')}>
        <CustomerMandates />
      </DetailSection>
    </Flex>
  );

  return (
    <Flex vertical gap={8}>
      <LinkButton
        to={`/accounts/${accountId}/customers`}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {t('detail.back')}
      </LinkButton>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 8 }}>
        <Flex align="center" gap={12}>
          <PageTitle>{customer.data ? fullName(customer.data) : t('detail.title')}</PageTitle>
          <ModeTag />
        </Flex>
        {customer.data && canUpdate && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('edit.open')}
          </Button>
        )}
      </Flex>
      {body}
      <Suspense fallback={null}>
        {editing && customer.data && (
          <EditCustomerModal accountId={accountId} customer={customer.data} onClose={() => setEditing(false)} />
        )}
      </Suspense>
    </Flex>
  );
}
