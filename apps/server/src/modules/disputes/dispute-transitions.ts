import type { DisputeStatus } from '@paydeck/contract/payin-types';
import type { TransitionTable } from '../../lib/transitions.ts';

/**
 * A dispute opens needing a response. The merchant accepts it, or answers with evidence (under
 * review) and the method decides won or lost; unanswered past its deadline it is lost. The payer
 * may withdraw it while open (resolved).
 */
export const disputeTransitions: TransitionTable<DisputeStatus> = {
  needs_response: ['under_review', 'accepted', 'lost', 'resolved'],
  under_review: ['won', 'lost', 'resolved'],
  accepted: [],
  won: [],
  lost: [],
  resolved: [],
};
