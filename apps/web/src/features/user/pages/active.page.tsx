import { ShopOutlined } from '@ant-design/icons';
import { isValidMerchantName, merchantNameMaxLength } from '@paydeck/contract/identity-rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, theme } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CountrySelectProps } from '../../../components/CountrySelect.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { countriesQueryOptions } from '../../../lib/countries.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { contractRule } from '../../../lib/form-rules.ts';
import { signOut, useCompleteSignIn } from '../../../lib/sign-in.ts';
import { storage } from '../../../lib/storage.ts';
import { useActivateMerchant } from '../api/activate-merchant.ts';

type ActiveValues = { merchantName: string; country: string };

/**
 * The region picker (antd Select, ~24 KB gzip) arrives alongside the country list it shows
 * instead of before the page: the merchant name can be typed at once, and the field is no
 * later than its data. The page starts both when it opens.
 */
const loadCountrySelect = () => import('../../../components/CountrySelect.tsx');
const CountrySelect = lazy(() => loadCountrySelect().then((module) => ({ default: module.CountrySelect })));

const RegionSelect = (props: CountrySelectProps) => (
  <Suspense fallback={<Input size="large" disabled />}>
    <CountrySelect {...props} />
  </Suspense>
);

/** Spec §2 /user/active: a signed-in user without an account names the merchant and its region. */
export default function ActivePage() {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const activate = useActivateMerchant();
  const signIn = useCompleteSignIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadCountrySelect();
    void queryClient.prefetchQuery(countriesQueryOptions());
  }, [queryClient]);

  const submit = (values: ActiveValues) => {
    signIn.reset();
    activate.mutate(
      { merchantName: values.merchantName.trim(), country: values.country },
      {
        onSuccess: ({ accountId }) => {
          storage.set('accountId', accountId);
          signIn.mutate({ accountId, redirect: searchParams.get('redirect') });
        },
      },
    );
  };

  const error = activate.error ?? signIn.error;
  return (
    <PublicLayout>
      <PublicPanel title={t('active.title')} subtitle={t('active.subtitle')} width={480}>
        <Form<ActiveValues> layout="vertical" size="large" requiredMark={false} onFinish={submit}>
          {error && (
            <Alert
              type="error"
              showIcon
              title={failureMessage(error, t('active.failed'))}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item
            name="merchantName"
            label={t('active.merchantName')}
            extra={t('active.merchantNameHint')}
            rules={[
              { required: true, whitespace: true, message: t('active.merchantNameRequired') },
              contractRule(isValidMerchantName, t('active.merchantNameLength', { max: merchantNameMaxLength })),
            ]}
          >
            <Input prefix={<ShopOutlined />} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="country"
            label={t('active.region')}
            rules={[{ required: true, message: t('active.regionRequired') }]}
          >
            <RegionSelect />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={activate.isPending || signIn.isPending}>
            {t('active.submit')}
          </Button>
        </Form>
        <p style={{ margin: '16px 0 0', textAlign: 'center', color: token.colorTextSecondary }}>
          <Button type="link" onClick={() => void signOut()}>
            {t('actions.signOut', { ns: 'common' })}
          </Button>
        </p>
      </PublicPanel>
    </PublicLayout>
  );
}
