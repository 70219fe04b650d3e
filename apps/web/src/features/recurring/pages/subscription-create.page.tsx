import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Form, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { announce } from '../../../lib/feedback.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCreateSubscription } from '../api/create-subscription.ts';
import { SubscriptionForm } from '../components/SubscriptionForm.tsx';
import { createBodyOf, type SubscriptionFormValues } from '../components/subscription-values.ts';

/**
 * Spec §2 subscriptions/create: a customer's signed mandate charged an amount every interval, a
 * number of times, checked with the server's rules before sending. `?customer=` and `?mandate=`
 * fill the customer and its mandate (the customer's and the mandate's pages link here). A created subscription opens on its detail.
 */
export default function SubscriptionCreatePage() {
  const { t } = useTranslation('recurring');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<SubscriptionFormValues>();
  const create = useCreateSubscription(accountId);
  const testMode = !isLivemode();
  const list = accountPath(accountId, 'subscriptions');

  const submit = (values: SubscriptionFormValues) => {
    const body = createBodyOf(values, testMode);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (subscription) => {
        announce((feedback) => feedback.message.success(t('create.created')));
        void navigate(accountPath(accountId, 'subscriptions', subscription.id));
      },
    });
  };

  return (
    <Flex vertical gap={8}>
      <LinkButton
        to={list}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {t('subscription.back')}
      </LinkButton>
      <Flex align="center" gap={12}>
        <PageTitle>{t('create.title')}</PageTitle>
        <ModeTag />
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '0 0 8px', maxWidth: 860 }}>{t('create.intro')}</p>
      <div
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
          maxWidth: 1100,
        }}
      >
        <SubscriptionForm
          accountId={accountId}
          form={form}
          initialValues={{
            customerId: searchParams.get('customer') ?? undefined,
            mandateId: searchParams.get('mandate') ?? undefined,
            intervalUnit: 'month',
            intervalCount: 12,
            testClock: false,
          }}
          testMode={testMode}
          onFinish={submit}
          error={create.error}
        >
          <Flex gap="small">
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
            <LinkButton to={list} disabled={create.isPending}>
              {t('actions.cancel', { ns: 'common' })}
            </LinkButton>
          </Flex>
        </SubscriptionForm>
      </div>
    </Flex>
  );
}
