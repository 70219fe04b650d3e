import type { SettlementStatus } from '@paydeck/contract/settlements';
import type { TransitionTable } from '../../lib/transitions.ts';

/** Spec §4: a withdrawal waits (pending) until the provider pays, cancels or fails it. */
export const settlementTransitions: TransitionTable<SettlementStatus> = {
  pending: ['paid', 'canceled', 'failed'],
  paid: [],
  canceled: [],
  failed: [],
};
