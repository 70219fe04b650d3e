import type { PayoutStatus } from '@paydeck/contract/payout-rules';
import type { TransitionTable } from '../../lib/transitions.ts';

/**
 * Spec §4 payout states: one above the account's threshold waits (waiting_action) until a user
 * verifies it; the processor may ask for action on a pending one too. Either can be canceled
 * before the processor pays; the processor succeeds or fails a pending one.
 */
export const payoutTransitions: TransitionTable<PayoutStatus> = {
  waiting_action: ['pending', 'canceled'],
  pending: ['waiting_action', 'succeeded', 'failed', 'canceled'],
  succeeded: [],
  canceled: [],
  failed: [],
};
