import type { MandateStatus } from '@paydeck/contract/recurring-rules';
import type { TransitionTable } from '../../lib/transitions.ts';

/**
 * Mandate lifecycle. created: waiting for the customer; pending: the customer answered and the
 * processor is confirming. It ends succeeded (signed; chargeable until canceled) or failed
 * (declined). The merchant may cancel it at any point before it fails.
 */
export const mandateTransitions: TransitionTable<MandateStatus> = {
  created: ['pending', 'canceled'],
  pending: ['succeeded', 'failed', 'canceled'],
  succeeded: ['canceled'],
  failed: [],
  canceled: [],
};
