import type { PaymentStatus } from '@paydeck/contract/payin-types';
import type { TransitionTable } from '../../lib/transitions.ts';

/**
 * Payment lifecycle. created: the payer has not acted yet; pending: the payer submitted at the
 * method and its answer is awaited. The payer's payment ends paid, under_paid or over_paid (what
 * arrived), or failed; an unpaid one is canceled by the merchant or expires. Final states stay.
 */
export const paymentTransitions: TransitionTable<PaymentStatus> = {
  created: ['pending', 'canceled', 'expired'],
  pending: ['paid', 'under_paid', 'over_paid', 'failed', 'canceled', 'expired'],
  paid: [],
  under_paid: [],
  over_paid: [],
  canceled: [],
  expired: [],
  failed: [],
};
