import type { MandateStatus, SubscriptionStatus } from '@paydeck/contract/recurring-rules';

/** A mandate can be canceled until it has ended (spec §4: failed and canceled are final). */
export const isMandateCancelable = (status: MandateStatus) =>
  status === 'created' || status === 'pending' || status === 'succeeded';

/** A subscription can be canceled until it has ended (canceled or completed). */
export const isSubscriptionCancelable = (status: SubscriptionStatus) => status !== 'canceled' && status !== 'completed';
