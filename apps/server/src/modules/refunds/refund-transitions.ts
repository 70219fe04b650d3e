import type { RefundStatus } from '@paydeck/contract/payin-types';
import type { TransitionTable } from '../../lib/transitions.ts';

/** A refund is sent at once (pending) and the method answers refunded or failed. */
export const refundTransitions: TransitionTable<RefundStatus> = {
  pending: ['refunded', 'failed'],
  refunded: [],
  failed: [],
};
