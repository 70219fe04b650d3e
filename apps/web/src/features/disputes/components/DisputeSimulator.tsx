import type { DisputeStatus } from '@paydeck/contract/payin-types';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { announce } from '../../../lib/feedback.ts';
import { type DisputeOutcome, useSimulateDispute } from '../api/simulate-dispute.ts';

export type DisputeSimulatorProps = { accountId: string; disputeId: string; status: DisputeStatus };

/**
 * Test mode only: the simulated payment method decides a dispute under review (won, lost); the
 * payer can withdraw an open one (resolved).
 */
export const DisputeSimulator = ({ accountId, disputeId, status }: DisputeSimulatorProps) => {
  const { t } = useTranslation('disputes');
  const simulate = useSimulateDispute(accountId);
  const outcomes: DisputeOutcome[] = status === 'under_review' ? ['won', 'lost', 'resolved'] : ['resolved'];
  const busy = simulate.isPending ? simulate.variables.outcome : null;
  const run = (outcome: DisputeOutcome) =>
    simulate.mutate(
      { id: disputeId, outcome },
      { onSuccess: () => announce((feedback) => feedback.message.success(t(`simulate.done.${outcome}`))) },
    );
  return (
    <DetailSection
      title={t('simulate.title')}
      hint={t(`simulate.hint.${status === 'under_review' ? 'review' : 'open'}`)}
    >
      <Flex gap={8} wrap>
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            danger={outcome === 'lost'}
            loading={busy === outcome}
            disabled={busy !== null}
            onClick={() => run(outcome)}
          >
            {t(`simulate.${outcome}`)}
          </Button>
        ))}
      </Flex>
    </DetailSection>
  );
};
