import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref, useParams } from 'react-router';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { TestPayment } from '../api/create-test-payment.ts';
import { isOpenStatus, useSettledRefresh, useTestPayment } from '../api/get-test-payment.ts';
import { checkoutPathOf } from '../components/checkout-link.ts';
import { TestPaymentFields } from '../components/TestPaymentFields.tsx';

type CheckoutLinksProps = { accountId: string; payment: TestPayment };

/** The payer's page (opened in a new tab, or the link copied) and the payment's full detail. */
const CheckoutLinks = ({ accountId, payment }: CheckoutLinksProps) => {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const checkoutHref = useHref(checkoutPathOf(payment.id, payment.action.url));
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <span style={{ color: token.colorTextSecondary }}>{t('testPayment.result.link')}</span>
        <code
          data-testid="checkout-link"
          style={{ fontFamily: token.fontFamilyCode, overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 320px' }}
        >
          {payment.action.url}
        </code>
        <CopyButton text={payment.action.url} size="small" />
      </Flex>
      <Flex gap={8} wrap>
        <Button type="primary" href={checkoutHref} target="_blank" rel="noopener" icon={<ExportOutlined />}>
          {t('testPayment.result.openCheckout')}
        </Button>
        <LinkButton to={accountPath(accountId, 'payments', payment.id)}>
          {t('testPayment.result.viewPayment')}
        </LinkButton>
      </Flex>
    </Flex>
  );
};

/**
 * The test payment's result view: its status, read again every few seconds while the payer has not
 * finished (they pay in another tab), the checkout link, and the way to the full payment detail.
 * An unknown id, another account's or a live payment's is the payment's not-found.
 */
export default function TestPaymentResultPage() {
  const { t } = useTranslation('checkout');
  const { accountId = '', id = '' } = useParams();
  const payment = useTestPayment(accountId, id);
  useSettledRefresh(accountId, payment.data?.status);
  const listPath = accountPath(accountId, 'testPayment');
  const notFound = payment.error instanceof ApiError && payment.error.status === 404;

  const body = notFound ? (
    <RecordNotFound
      title={t('testPayment.result.notFound')}
      hint={t('testPayment.result.notFoundHint')}
      backLabel={t('testPayment.result.back')}
      testId="test-payment-not-found"
    />
  ) : payment.isPending ? (
    <Skeleton active paragraph={{ rows: 8 }} />
  ) : payment.isError ? (
    <LoadFailed
      title={t('testPayment.result.loadFailed')}
      error={payment.error}
      onRetry={() => void payment.refetch()}
    />
  ) : (
    <Flex vertical gap={16}>
      <DetailSection title={t('testPayment.result.overview')}>
        <TestPaymentFields payment={payment.data} />
      </DetailSection>
      <DetailSection
        title={t('testPayment.result.checkout')}
        {...(isOpenStatus(payment.data.status) ? { hint: t('testPayment.result.checkoutHint') } : {})}
      >
        <CheckoutLinks accountId={accountId} payment={payment.data} />
      </DetailSection>
    </Flex>
  );

  return (
    <Flex vertical gap={8}>
      <LinkButton
        to={listPath}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {t('testPayment.result.back')}
      </LinkButton>
      <Flex align="center" gap={12} style={{ marginBottom: 8 }}>
        <PageTitle>{t('testPayment.title')}</PageTitle>
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          {t('testPayment.alwaysTest')}
        </Tag>
      </Flex>
      {body}
    </Flex>
  );
}
