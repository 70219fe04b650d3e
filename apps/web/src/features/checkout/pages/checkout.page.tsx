import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { isOpen, useCheckout } from '../api/get-checkout.ts';
import { useSimulateCheckout } from '../api/simulate-checkout.ts';
import { CheckoutDetails } from '../components/CheckoutDetails.tsx';
import { CheckoutOutcome } from '../components/CheckoutOutcome.tsx';
import { ModeNotice } from '../components/ModeNotice.tsx';
import { PayInstructions } from '../components/PayInstructions.tsx';
import { SimulatorForm } from '../components/SimulatorForm.tsx';

/**
 * The payer's page of a payment (`/checkout/{id}?token=…`, the payment's `action.url`): public, no
 * session. It shows what the payer pays and, while the payment is open, how to pay; a test payment
 * adds the simulated payer's choices, a live one awaits its payment through the method (only the
 * payment provider completes it; the page polls). Once it is over: the outcome and the way back to
 * the merchant. A missing or wrong token is the same "not found" as an unknown payment.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const checkout = useCheckout(id, token);
  const simulate = useSimulateCheckout(id, token);
  const notFound = token === '' || (checkout.error instanceof ApiError && checkout.error.status === 404);

  if (notFound) {
    return (
      <PublicLayout>
        <PublicResult status="error" title={t('notFound.title')} description={t('notFound.hint')} />
      </PublicLayout>
    );
  }
  if (checkout.isPending) {
    return (
      <PublicLayout>
        <PublicResult status="loading" title={t('loading')} />
      </PublicLayout>
    );
  }
  if (checkout.isError) {
    return (
      <PublicLayout>
        <PublicResult
          status="error"
          title={t('loadFailed')}
          description={failureMessage(checkout.error, t('loadFailedHint', { ns: 'common' }))}
        >
          <Button onClick={() => void checkout.refetch()}>{t('actions.retry', { ns: 'common' })}</Button>
        </PublicResult>
      </PublicLayout>
    );
  }

  const view = checkout.data;
  return (
    <PublicLayout>
      <PublicPanel title={t('title', { name: view.accountName })} subtitle={view.merchantName} width={520}>
        <ModeNotice livemode={view.livemode} open={isOpen(view.status)} method={view.paymentMethod} />
        <CheckoutDetails checkout={view} />
        {isOpen(view.status) ? (
          <>
            <PayInstructions checkout={view} />
            {!view.livemode && (
              <SimulatorForm
                // A new answer starts the form afresh (the page stays on a payment that moved on).
                key={view.status}
                checkout={view}
                pending={simulate.isPending}
                error={simulate.error}
                onSimulate={(input) => simulate.mutate(input)}
              />
            )}
          </>
        ) : (
          <CheckoutOutcome checkout={view} />
        )}
      </PublicPanel>
    </PublicLayout>
  );
}
