import { accountNameMaxLength, maxAccountsPerMerchant } from '@paydeck/contract/account-rules';
import { settlementCurrencies } from '@paydeck/contract/currencies';
import type { BusinessType } from '@paydeck/contract/roles';
import { Alert, Checkbox, Form, Input, Modal, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { Select } from '../../components/Select.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/error-policy.ts';
import { announce } from '../../lib/feedback.ts';
import { type AccountCreateValues, useCreateAccount } from './api/create-account.ts';

/** Spec §9: at most 10 accounts per merchant. */
export const maxAccounts = maxAccountsPerMerchant;
const nameMaxLength = accountNameMaxLength;

/** How long the success message shows before the page reloads. */
const messageSeconds = 1.5;
const reloadFallbackMs = 8000;

const businessTypes = ['payin', 'payout', 'recurring'] as const satisfies readonly BusinessType[];

type FormValues = {
  accountName: string;
  country: string;
  enableBusiness: BusinessType[];
  defaultSettlementCurrency: AccountCreateValues['defaultSettlementCurrency'];
};

export type CreateAccountModalProps = {
  /** How many accounts the current account's merchant has now. */
  count: number;
  onClose: () => void;
};

/**
 * Adds an account to the current merchant (spec §2, §5): a banner with the limit and a counter,
 * then name, country, business type (payin by default) and default settlement currency (USD by
 * default), all required. On success the page reloads so the new account shows in the switcher.
 */
export const CreateAccountModal = ({ count, onClose }: CreateAccountModalProps) => {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateAccount();
  const full = count >= maxAccounts;
  const limitError = create.error instanceof ApiError && create.error.code === 'account_limit_reached';

  const submit = (values: FormValues) =>
    create.mutate(
      { ...values, accountName: values.accountName.trim() },
      {
        onSuccess: () => {
          // The reload (which lists the new account everywhere) waits for the message to be read;
          // should the message never show, it happens anyway.
          const reload = () => window.location.reload();
          const fallback = setTimeout(reload, reloadFallbackMs);
          announce((feedback) => {
            void feedback.message.success(t('createAccount.created'), messageSeconds).then(() => {
              clearTimeout(fallback);
              reload();
            });
          });
        },
      },
    );

  return (
    <Modal
      open
      width={1000}
      title={t('createAccount.title')}
      okText={t('createAccount.submit')}
      okButtonProps={{
        disabled: full || limitError,
        loading: create.isPending || create.isSuccess,
        htmlType: 'submit',
      }}
      onOk={() => form.submit()}
      onCancel={onClose}
      styles={{ body: { maxHeight: '80vh', overflowY: 'auto' } }}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'stretch', marginBottom: 24 }}>
        <Alert
          style={{ flex: 1 }}
          type={full || limitError ? 'error' : 'info'}
          showIcon
          title={
            full || limitError
              ? t('createAccount.limitReached', { max: maxAccounts })
              : t('createAccount.limit', { max: maxAccounts })
          }
        />
        <div
          data-testid="account-counter"
          style={{
            padding: '8px 16px',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            minWidth: 160,
          }}
        >
          <Statistic
            title={t('createAccount.counterLabel')}
            value={t('createAccount.counter', { count, max: maxAccounts })}
            styles={{ content: { color: full ? token.colorError : undefined, fontSize: token.fontSizeHeading4 } }}
          />
        </div>
      </div>
      {create.isError && !limitError && (
        <Alert
          type="error"
          showIcon
          title={failureMessage(create.error, t('createAccount.failed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={full || limitError}
        initialValues={{ enableBusiness: ['payin'], defaultSettlementCurrency: 'USD' }}
        onFinish={submit}
        requiredMark
      >
        <Form.Item
          name="accountName"
          label={t('createAccount.name')}
          rules={[{ required: true, whitespace: true, message: t('createAccount.nameRequired') }]}
        >
          <Input maxLength={nameMaxLength} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="country"
          label={t('createAccount.country')}
          rules={[{ required: true, message: t('createAccount.countryRequired') }]}
        >
          <CountrySelect />
        </Form.Item>
        <Form.Item
          name="enableBusiness"
          label={t('createAccount.business')}
          rules={[{ required: true, type: 'array', min: 1, message: t('createAccount.businessRequired') }]}
        >
          <Checkbox.Group
            options={businessTypes.map((type) => ({ value: type, label: t(`createAccount.businessTypes.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="defaultSettlementCurrency"
          label={t('createAccount.currency')}
          rules={[{ required: true, message: t('createAccount.currencyRequired') }]}
        >
          <Select
            style={{ maxWidth: 240 }}
            options={settlementCurrencies.map((currency) => ({ value: currency, label: currency }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
