import type { Currency } from '@paydeck/contract/currencies';
import {
  type CheckoutOutcome,
  checkoutOutcomes,
  type PaymentFailureCode,
  paymentFailureCodes,
} from '@paydeck/contract/payin-types';
import { Alert, Button, Input, Radio, theme } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { decimalsOf, moneyText } from '../../../lib/money.ts';
import type { Checkout } from '../api/get-checkout.ts';
import type { SimulateInput } from '../api/simulate-checkout.ts';
import { checkPartialAmount, defaultPartialAmount } from './simulator-amount.ts';

export type SimulatorFormProps = {
  checkout: Checkout;
  pending: boolean;
  error: unknown;
  onSimulate: (input: SimulateInput) => void;
};

/**
 * The payer's choices on a simulated payment: pick one, give its detail (the amount paid, the
 * failure reason), then confirm with the button, which says what will happen.
 */
export const SimulatorForm = ({ checkout, pending, error, onSimulate }: SimulatorFormProps) => {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const currency = checkout.currency as Currency;
  const [outcome, setOutcome] = useState<CheckoutOutcome>('pay_full');
  const [amounts, setAmounts] = useState({
    underpay: defaultPartialAmount('underpay', checkout.amount, currency),
    overpay: defaultPartialAmount('overpay', checkout.amount, currency),
  });
  const [failureCode, setFailureCode] = useState<PaymentFailureCode>('declined');
  const [showError, setShowError] = useState(false);
  const amountId = useId();
  const errorId = useId();

  const partial = outcome === 'underpay' || outcome === 'overpay' ? outcome : null;
  const check = partial ? checkPartialAmount(partial, amounts[partial], checkout.amount, currency) : null;
  const amountError =
    check && 'error' in check
      ? {
          required: t('simulate.amountRequired'),
          invalid: t('simulate.amountInvalid', { currency, decimals: String(decimalsOf(currency)) }),
          range: t(partial === 'underpay' ? 'simulate.underpayRange' : 'simulate.overpayRange', {
            amount: moneyText(checkout.amount, currency),
          }),
          max: t('simulate.amountAboveMaximum', { max: 'max' in check ? check.max : '' }),
        }[check.error]
      : null;

  const submitLabel =
    outcome === 'fail'
      ? t('simulate.fail')
      : outcome === 'expire'
        ? t('simulate.expire')
        : t('simulate.pay', {
            amount: moneyText(check && 'minor' in check ? check.minor : checkout.amount, currency),
          });
  const submit = () => {
    if (amountError) {
      setShowError(true);
      return;
    }
    if (outcome === 'fail') onSimulate({ outcome, failureCode });
    else if (check && 'minor' in check) onSimulate({ outcome, amount: check.minor });
    else onSimulate({ outcome });
  };

  const detail = { margin: '4px 0 8px 24px' } as const;
  return (
    <form
      aria-label={t('simulate.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      style={{ marginTop: 24, paddingTop: 24, borderTop: `1px solid ${token.colorSplit}` }}
    >
      <h2 style={{ margin: '0 0 12px', fontSize: token.fontSizeHeading5 }}>{t('simulate.title')}</h2>
      {error !== null && (
        <Alert
          type="error"
          showIcon
          title={failureMessage(error, t('simulate.refused'))}
          style={{ marginBottom: 12 }}
        />
      )}
      <Radio.Group
        value={outcome}
        onChange={(event) => {
          setOutcome(event.target.value as CheckoutOutcome);
          setShowError(false);
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {checkoutOutcomes.map((choice) => (
          <div key={choice}>
            <Radio value={choice}>{t(`simulate.outcome.${choice}`)}</Radio>
            {choice === outcome && partial && (
              <div style={detail}>
                <label
                  htmlFor={amountId}
                  style={{ display: 'block', marginBottom: 4, color: token.colorTextSecondary }}
                >
                  {t('simulate.amount')}
                </label>
                <Input
                  id={amountId}
                  inputMode="decimal"
                  prefix={currency}
                  value={amounts[partial]}
                  status={showError && amountError ? 'error' : undefined}
                  aria-invalid={showError && amountError !== null}
                  aria-describedby={showError && amountError ? errorId : undefined}
                  onChange={(event) => setAmounts((current) => ({ ...current, [partial]: event.target.value }))}
                  style={{ maxWidth: 240 }}
                />
                {showError && amountError && (
                  <div id={errorId} role="alert" style={{ color: token.colorError, marginTop: 4 }}>
                    {amountError}
                  </div>
                )}
              </div>
            )}
            {choice === outcome && choice === 'fail' && (
              <fieldset style={{ ...detail, border: 0, padding: 0 }}>
                <legend style={{ marginBottom: 4, color: token.colorTextSecondary, fontSize: token.fontSize }}>
                  {t('simulate.failureCode')}
                </legend>
                <Radio.Group
                  value={failureCode}
                  onChange={(event) => setFailureCode(event.target.value as PaymentFailureCode)}
                  style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                >
                  {paymentFailureCodes.map((code) => (
                    <Radio key={code} value={code}>
                      {t(`failure.${code}`)}
                    </Radio>
                  ))}
                </Radio.Group>
              </fieldset>
            )}
          </div>
        ))}
      </Radio.Group>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        danger={outcome === 'fail' || outcome === 'expire'}
        loading={pending}
        style={{ marginTop: 20 }}
      >
        {submitLabel}
      </Button>
    </form>
  );
};
