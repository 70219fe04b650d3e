import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { isSignable, useMandateSigning } from '../api/get-mandate-signing.ts';
import { useSignMandate } from '../api/sign-mandate.ts';
import { MandateDetails } from '../components/MandateDetails.tsx';
import { MandateOutcome } from '../components/MandateOutcome.tsx';
import { ModeNotice } from '../components/ModeNotice.tsx';
import { SimulatorForm } from '../components/SimulatorForm.tsx';

/**
 * The customer's page of a mandate (`/mandate/{id}?token=…`, the mandate's `action.url`): public,
 * no session. It shows who asks to charge which payment method and, while nobody has answered, a
 * test mandate adds the simulated customer's answers; a live one is authorized in the method's own
 * app (only its processor confirms it; the page polls). Once answered: the outcome. A missing or
 * wrong token is the same "not found" as an unknown mandate.
 */
export default function MandateSigningPage() {
  const { t } = useTranslation('mandateSigning');
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const mandate = useMandateSigning(id, token);
  const sign = useSignMandate(id, token);
  const notFound = token === '' || (mandate.error instanceof ApiError && mandate.error.status === 404);

  if (notFound) {
    return (
      <PublicLayout>
        <PublicResult status="error" title={t('notFound.title')} description={t('notFound.hint')} />
      </PublicLayout>
    );
  }
  if (mandate.isPending) {
    return (
      <PublicLayout>
        <PublicResult status="loading" title={t('loading')} />
      </PublicLayout>
    );
  }
  if (mandate.isError) {
    return (
      <PublicLayout>
        <PublicResult
          status="error"
          title={t('loadFailed')}
          description={failureMessage(mandate.error, t('loadFailedHint', { ns: 'common' }))}
        >
          <Button onClick={() => void mandate.refetch()}>{t('actions.retry', { ns: 'common' })}</Button>
        </PublicResult>
      </PublicLayout>
    );
  }

  const view = mandate.data;
  const signable = isSignable(view.status);
  return (
    <PublicLayout>
      <PublicPanel title={t('title', { name: view.accountName })} subtitle={view.merchantName} width={520}>
        <ModeNotice livemode={view.livemode} open={signable} method={view.paymentMethod} />
        <MandateDetails mandate={view} />
        {signable ? (
          !view.livemode && (
            <SimulatorForm pending={sign.isPending} error={sign.error} onSign={(outcome) => sign.mutate(outcome)} />
          )
        ) : (
          <MandateOutcome mandate={view} />
        )}
      </PublicPanel>
    </PublicLayout>
  );
}
