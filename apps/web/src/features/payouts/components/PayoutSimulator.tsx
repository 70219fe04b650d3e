import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { announce } from '../../../lib/feedback.ts';
import { type PayoutOutcome, useSimulatePayout } from '../api/simulate-payout.ts';

export type PayoutSimulatorProps = { accountId: string; payoutId: string };

type FailureValues = { failureCode?: string; failureMessage?: string };

/**
 * Test mode only: answers a pending payout as the payout method would: it succeeds, fails (with
 * the code and message the merchant wants to see), or needs the user to verify it.
 */
export const PayoutSimulator = ({ accountId, payoutId }: PayoutSimulatorProps) => {
  const { t } = useTranslation('payouts');
  const simulate = useSimulatePayout(accountId);
  const [form] = Form.useForm<FailureValues>();
  const [failing, setFailing] = useState(false);
  const run = (outcome: PayoutOutcome, failure: FailureValues = {}) =>
    simulate.mutate(
      {
        id: payoutId,
        outcome,
        ...(failure.failureCode?.trim() ? { failureCode: failure.failureCode.trim() } : {}),
        ...(failure.failureMessage?.trim() ? { failureMessage: failure.failureMessage.trim() } : {}),
      },
      { onSuccess: () => announce((feedback) => feedback.message.success(t(`simulate.done.${outcome}`))) },
    );
  const busy = simulate.isPending ? simulate.variables.outcome : null;
  return (
    <DetailSection title={t('simulate.title')} hint={t('simulate.hint')}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <Button loading={busy === 'succeeded'} disabled={busy !== null} onClick={() => run('succeeded')}>
            {t('simulate.succeeded')}
          </Button>
          <Button danger disabled={busy !== null} onClick={() => setFailing((open) => !open)}>
            {t('simulate.failed')}
          </Button>
          <Button loading={busy === 'needs_action'} disabled={busy !== null} onClick={() => run('needs_action')}>
            {t('simulate.needsAction')}
          </Button>
        </Flex>
        {failing && (
          <Form<FailureValues>
            form={form}
            layout="inline"
            onFinish={(values) => run('failed', values)}
            data-testid="simulate-failure"
          >
            <Form.Item name="failureCode" label={t('simulate.failureCode')} rules={[{ max: 64 }]}>
              <Input placeholder={t('simulate.failureCodePlaceholder')} autoComplete="off" />
            </Form.Item>
            <Form.Item name="failureMessage" label={t('simulate.failureMessage')} rules={[{ max: 255 }]}>
              <Input placeholder={t('simulate.failureMessagePlaceholder')} autoComplete="off" style={{ width: 320 }} />
            </Form.Item>
            <Button danger htmlType="submit" loading={busy === 'failed'} disabled={busy !== null}>
              {t('simulate.fail')}
            </Button>
          </Form>
        )}
      </Flex>
    </DetailSection>
  );
};
