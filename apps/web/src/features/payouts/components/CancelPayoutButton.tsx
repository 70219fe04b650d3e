import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutRow } from '../api/get-payouts.ts';

// The dialog loads when first opened, not with the page.
const CancelPayoutModal = lazy(() =>
  import('./CancelPayoutModal.tsx').then((module) => ({ default: module.CancelPayoutModal })),
);

export type CancelPayoutButtonProps = { accountId: string; payout: PayoutRow };

/** The payout page's "Cancel payout" and the confirmation it opens. */
export const CancelPayoutButton = ({ accountId, payout }: CancelPayoutButtonProps) => {
  const { t } = useTranslation('payouts');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button danger onClick={() => setAsking(true)} data-testid="cancel-payout">
        {t('cancel.open')}
      </Button>
      <Suspense fallback={null}>
        {asking && <CancelPayoutModal accountId={accountId} payout={payout} onClose={() => setAsking(false)} />}
      </Suspense>
    </>
  );
};
