import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/access.ts';
import { announce } from '../../../lib/feedback.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import type { SubscriptionRecord } from '../api/get-subscription.ts';
import { CancelButton } from './CancelButton.tsx';
import { isSubscriptionCancelable } from './subscription-rules.ts';

export type SubscriptionActionsProps = { accountId: string; subscription: SubscriptionRecord };

/** "Cancel subscription" with cancel_subscription until it has ended (canceled or completed). */
export const SubscriptionActions = ({ accountId, subscription }: SubscriptionActionsProps) => {
  const { t } = useTranslation('recurring');
  const canCancel = useAccess().data?.subscription.flags.can_cancel_subscription === true;
  const cancel = useCancelSubscription(accountId);
  if (!canCancel || !isSubscriptionCancelable(subscription.status)) return null;
  // A refusal is announced by the error policy; the confirmation just closes.
  const confirm = () =>
    cancel.mutateAsync(subscription.id).then(
      () => announce((feedback) => feedback.message.success(t('subscription.cancel.done'))),
      () => undefined,
    );
  return (
    <CancelButton
      label={t('subscription.cancel.action')}
      title={t('subscription.cancel.title')}
      description={t('subscription.cancel.description')}
      confirm={t('subscription.cancel.confirm')}
      keep={t('subscription.cancel.keep')}
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
};
