import { withdrawalFeeUsd } from '@paydeck/contract/exchange-rates';
import { settlementDescriptionMaxLength } from '@paydeck/contract/settlement-rules';
import { Alert, Form, Input, Modal, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmStepFooter } from '../../../components/ConfirmStepFooter.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { Select } from '../../../components/Select.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { minorOf, moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCreateSettlement, type WithdrawalInput } from '../api/create-settlement.ts';
import type { BalanceRow, BalanceSummaryRow } from '../api/get-balances.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { bankAccountLabel, rateText } from './balance-text.ts';
import { LiveOnlyNotice } from './LiveOnly.tsx';
import {
  bankAccountsIn,
  maxWithdrawal,
  preselectedBankAccount,
  withdrawalAmountError,
  withdrawalCurrencies,
} from './withdraw-values.ts';

type WithdrawValues = { currency?: string; amount?: string; bankAccountId?: string; description?: string };
type Confirming = {
  currency: string;
  amount: number;
  bankAccountId: string;
  description: string;
  idempotencyKey: string;
};

export type WithdrawModalProps = { accountId: string; summary: BalanceSummaryRow; onClose: () => void };

const noBalance = (currency: string): BalanceRow => ({
  currency,
  available: 0,
  pending: 0,
  frozen: 0,
  withdrawalFee: 0,
  feeExchangeRate: '1',
});

/**
 * Spec §5 withdrawal: the currency first (the other fields wait for it), then the amount (at most
 * the available balance less the fee), a bank account in that currency (its default preselected)
 * and a description; then a confirmation naming the fee (spec §9: USD 20, converted), what leaves
 * the balance and what stays. A new settlement opens its page.
 */
export const WithdrawModal = ({ accountId, summary, onClose }: WithdrawModalProps) => {
  const { t } = useTranslation('balance');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [form] = Form.useForm<WithdrawValues>();
  const live = isLivemode();
  const bankAccounts = useBankAccounts(accountId, live);
  const create = useCreateSettlement(accountId);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const currency = Form.useWatch('currency', form);

  const accounts = bankAccounts.data?.bankAccounts ?? [];
  const currencies = withdrawalCurrencies(summary, accounts);
  const balanceOf = (code: string) => summary.balances.find((row) => row.currency === code) ?? noBalance(code);
  const balance = currency ? balanceOf(currency) : undefined;
  const inCurrency = bankAccountsIn(accounts, currency);

  const review = (values: WithdrawValues) => {
    create.reset();
    if (!values.currency || !values.bankAccountId) return;
    setConfirming({
      currency: values.currency,
      amount: minorOf(values.amount?.trim() ?? '', values.currency) ?? 0,
      bankAccountId: values.bankAccountId,
      description: values.description?.trim() ?? '',
      // One key per confirmation: Confirm again after a lost answer can't withdraw twice.
      idempotencyKey: newIdempotencyKey(),
    });
  };

  const submit = () => {
    if (!confirming) return;
    create.mutate(
      { ...confirming, currency: confirming.currency as WithdrawalInput['currency'] },
      {
        onSuccess: (settlement) => {
          announce((feedback) => feedback.message.success(t('withdraw.succeeded')));
          onClose();
          navigate(accountPath(accountId, 'settlements', settlement.id));
        },
        // A refusal goes back to the form to be changed; a lost answer stays to be confirmed again
        // under the same key.
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) setConfirming(null);
        },
      },
    );
  };

  const chooseCurrency = (code: string) => {
    form.setFieldsValue({ bankAccountId: preselectedBankAccount(accounts, code) });
    if (form.getFieldValue('amount')) void form.validateFields(['amount']);
  };

  const footer = live ? (
    <ConfirmStepFooter
      confirming={confirming !== null}
      pending={create.isPending}
      next={{ label: t('withdraw.continue'), onClick: () => form.submit() }}
      confirm={{ label: t('withdraw.confirm'), onClick: submit }}
      backLabel={t('withdraw.back')}
      onBack={() => setConfirming(null)}
      onCancel={onClose}
    />
  ) : null;

  const noAccountHint = currency && bankAccounts.isSuccess && inCurrency.length === 0 && (
    <span data-testid="no-bank-account">
      {t('withdraw.noBankAccount', { currency })}{' '}
      <TextLink to={accountPath(accountId, 'withdrawalSetting')} onClick={onClose}>
        {t('withdraw.addBankAccount')}
      </TextLink>
    </span>
  );

  return (
    <Modal
      open
      title={t('withdraw.title')}
      footer={footer}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={640}
    >
      {!live ? (
        <LiveOnlyNotice accountId={accountId} />
      ) : (
        <>
          {create.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('withdraw.failed')}
              description={failureMessage(create.error, t('withdraw.failedRetry'))}
              style={{ marginBottom: 16 }}
              data-testid="withdraw-error"
            />
          )}
          {bankAccounts.isError && (
            <Alert type="warning" showIcon title={t('withdraw.bankAccountsFailed')} style={{ marginBottom: 16 }} />
          )}
          {confirming && (
            <Confirmation
              confirming={confirming}
              balance={balanceOf(confirming.currency)}
              bankAccount={accounts.find((account) => account.id === confirming.bankAccountId)}
            />
          )}
          {/* Hidden, not unmounted, while confirming: Back returns to what was typed. */}
          <Form<WithdrawValues>
            form={form}
            layout="vertical"
            onFinish={review}
            requiredMark
            style={{ display: confirming ? 'none' : undefined }}
          >
            <Form.Item
              name="currency"
              label={t('withdraw.currency')}
              rules={[{ required: true, message: t('withdraw.currencyRequired') }]}
              extra={currencies.length === 0 && bankAccounts.isSuccess ? t('withdraw.noCurrency') : undefined}
            >
              <Select
                placeholder={t('withdraw.currencyPlaceholder')}
                loading={bankAccounts.isPending}
                options={currencies.map((code) => ({ value: code, label: code }))}
                onChange={chooseCurrency}
              />
            </Form.Item>
            <Form.Item
              name="amount"
              label={t('withdraw.amount')}
              validateFirst
              extra={
                balance &&
                t('withdraw.availableHint', {
                  available: moneyText(balance.available, balance.currency),
                  max: moneyText(maxWithdrawal(balance), balance.currency),
                  fee: moneyText(balance.withdrawalFee, balance.currency),
                })
              }
              rules={[
                { required: true, whitespace: true, message: t('withdraw.amountRequired') },
                {
                  validator: async (_rule, value: unknown) => {
                    // The form's own value, not this render's: antd may run a rule made before the choice.
                    const chosen = form.getFieldValue('currency') as string | undefined;
                    if (typeof value !== 'string' || value.trim() === '' || !chosen) return;
                    const error = withdrawalAmountError(value, balanceOf(chosen), t);
                    if (error) throw new Error(error);
                  },
                },
              ]}
            >
              <Input prefix={currency} inputMode="decimal" autoComplete="off" disabled={!currency} />
            </Form.Item>
            <Form.Item
              name="bankAccountId"
              label={t('withdraw.bankAccount')}
              rules={[{ required: true, message: t('withdraw.bankAccountRequired') }]}
              extra={noAccountHint || undefined}
            >
              <Select
                disabled={!currency || inCurrency.length === 0}
                placeholder={t('withdraw.bankAccountPlaceholder')}
                options={inCurrency.map((account) => ({
                  value: account.id,
                  label: account.default
                    ? `${bankAccountLabel(account)} (${t('withdraw.default')})`
                    : bankAccountLabel(account),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('withdraw.description')}
              rules={[{ required: true, whitespace: true, message: t('withdraw.descriptionRequired') }]}
            >
              <Input.TextArea
                rows={2}
                maxLength={settlementDescriptionMaxLength}
                showCount
                disabled={!currency}
                placeholder={t('withdraw.descriptionPlaceholder')}
              />
            </Form.Item>
          </Form>
          {confirming && (
            <p style={{ margin: '12px 0 0', color: token.colorTextSecondary }}>{t('withdraw.irreversible')}</p>
          )}
        </>
      )}
    </Modal>
  );
};

type ConfirmationProps = {
  confirming: Confirming;
  balance: BalanceRow;
  bankAccount: Parameters<typeof bankAccountLabel>[0] | undefined;
};

/** What the withdrawal will do: the amount, its fee (converted from USD 20), the total taken and what stays. */
const Confirmation = ({ confirming, balance, bankAccount }: ConfirmationProps) => {
  const { t } = useTranslation('balance');
  const { currency, amount } = confirming;
  const money = (minor: number) => moneyText(minor, currency);
  const fee = balance.withdrawalFee;
  const feeText =
    currency === 'USD'
      ? money(fee)
      : t('withdraw.feeConverted', {
          fee: money(fee),
          usd: moneyText(withdrawalFeeUsd, 'USD'),
          rate: rateText('USD', currency, balance.feeExchangeRate),
        });
  const fields: Field[] = [
    { key: 'amount', label: t('withdraw.confirmAmount'), value: <strong>{money(amount)}</strong> },
    { key: 'fee', label: t('withdraw.confirmFee'), value: feeText },
    { key: 'total', label: t('withdraw.confirmTotal'), value: money(amount + fee) },
    { key: 'after', label: t('withdraw.confirmAfter'), value: money(balance.available - amount - fee) },
    { key: 'bankAccount', label: t('withdraw.bankAccount'), value: bankAccount && bankAccountLabel(bankAccount) },
    { key: 'description', label: t('withdraw.description'), value: confirming.description },
  ];
  return (
    <div data-testid="withdraw-confirmation">
      <p style={{ marginTop: 0 }}>{t('withdraw.question')}</p>
      <FieldGrid fields={fields} />
    </div>
  );
};
