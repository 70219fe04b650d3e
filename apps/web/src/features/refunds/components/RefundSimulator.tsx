import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { announce } from '../../../lib/feedback.ts';
import { type RefundOutcome, useSimulateRefund } from '../api/simulate-refund.ts';

export type RefundSimulatorProps = { accountId: string; refundId: string };

/**
 * Test mode only: answers a pending refund as the payment method would (the server's simulator;
 * left alone, it answers "refunded" by itself within seconds).
 */
export const RefundSimulator = ({ accountId, refundId }: RefundSimulatorProps) => {
  const { t } = useTranslation('refunds');
  const simulate = useSimulateRefund(accountId);
  const run = (outcome: RefundOutcome) =>
    simulate.mutate(
      { id: refundId, outcome },
      { onSuccess: () => announce((feedback) => feedback.message.success(t(`simulate.done.${outcome}`))) },
    );
  const busy = simulate.isPending ? simulate.variables.outcome : null;
  return (
    <DetailSection title={t('simulate.title')} hint={t('simulate.hint')}>
      <Flex gap={8} wrap>
        <Button loading={busy === 'refunded'} disabled={busy !== null} onClick={() => run('refunded')}>
          {t('simulate.refunded')}
        </Button>
        <Button danger loading={busy === 'failed'} disabled={busy !== null} onClick={() => run('failed')}>
          {t('simulate.failed')}
        </Button>
      </Flex>
    </DetailSection>
  );
};
