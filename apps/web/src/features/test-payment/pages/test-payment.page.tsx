import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Flex, Skeleton, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCreateTestPayment } from '../api/create-test-payment.ts';
import { useTestMethods } from '../api/get-test-methods.ts';
import { TestPaymentForm } from '../components/TestPaymentForm.tsx';

/**
 * The test payment screen (under payment methods): a payment in test mode with a method enabled
 * there, then its result view, from which the merchant opens the payer's checkout page.
 */
export default function TestPaymentPage() {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const navigate = useNavigate();
  const methods = useTestMethods(accountId);
  const create = useCreateTestPayment(accountId);
  const canCreate = useAccess().data?.payment.flags.can_add_payment === true;

  const body = methods.isPending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : methods.isError ? (
    <LoadFailed title={t('testPayment.loadFailed')} error={methods.error} onRetry={() => void methods.refetch()} />
  ) : methods.data.length === 0 ? (
    <Alert type="info" showIcon title={t('testPayment.noMethods')} />
  ) : (
    <TestPaymentForm
      methods={methods.data}
      canCreate={canCreate}
      pending={create.isPending}
      error={create.error}
      onCreate={(input) =>
        create.mutate(input, {
          onSuccess: (payment) => navigate(accountPath(accountId, 'testPayment', payment.id)),
        })
      }
    />
  );

  return (
    <Flex vertical gap={8}>
      <LinkButton
        to={accountPath(accountId, 'paymentMethods')}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {t('testPayment.back')}
      </LinkButton>
      <Flex align="center" gap={12}>
        <PageTitle>{t('testPayment.title')}</PageTitle>
        <Tag color="orange" data-testid="always-test" style={{ marginInlineEnd: 0 }}>
          {t('testPayment.alwaysTest')}
        </Tag>
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '0 0 8px', maxWidth: 860 }}>
        {t('testPayment.intro')}
        <br />
        {t('testPayment.alwaysTestHint')}
      </p>
      {!canCreate && !methods.isPending && <Alert type="warning" showIcon title={t('testPayment.cannotCreate')} />}
      <DetailSection title={t('testPayment.create')}>{body}</DetailSection>
    </Flex>
  );
}
