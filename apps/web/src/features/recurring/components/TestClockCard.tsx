import { Button, Flex, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { LazyDateTimePicker } from '../../../components/LazyDateTimePicker.tsx';
import { useAccess } from '../../../lib/access.ts';
import { announce } from '../../../lib/feedback.ts';
import { displayTimeZone, formatDateTime } from '../../../lib/format.ts';
import { useAdvanceTestClock } from '../api/advance-test-clock.ts';
import type { SubscriptionRecord } from '../api/get-subscription.ts';
import { intervalsAfter } from './interval.ts';
import { instantOfWallTime, wallTimeOf } from './wall-time.ts';

export type TestClockCardProps = { accountId: string; subscription: SubscriptionRecord; frozenTime: number };

/**
 * Test mode: the subscription's own clock and the way to move it (at most two intervals a step,
 * the server's limit), so the merchant can watch it go trialing → active → completed. Each step
 * bills what fell due and the page shows the answer. Once nothing more will be charged (ended, or
 * its retries spent) there is nothing to advance to.
 */
export const TestClockCard = ({ accountId, subscription: sub, frozenTime }: TestClockCardProps) => {
  const { t } = useTranslation('recurring');
  const { token } = theme.useToken();
  const canAdvance = useAccess().data?.subscription.flags.can_add_subscription === true;
  const advance = useAdvanceTestClock(accountId);
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const zone = displayTimeZone();
  const latest = intervalsAfter(frozenTime, sub.intervalUnit, 2, zone);
  const oneInterval = intervalsAfter(frozenTime, sub.intervalUnit, 1, zone);
  const nextCharge = sub.timeCurrentPeriodEnd;
  const canReachNext = nextCharge !== null && nextCharge > frozenTime && nextCharge <= latest;
  const pickedTime = picked ? instantOfWallTime(picked, zone) : null;

  const step = (to: number) =>
    advance.mutate(
      { id: sub.id, frozenTime: to },
      {
        onSuccess: () => {
          setPicked(null);
          announce((feedback) => feedback.message.success(t('testClock.advanced', { time: formatDateTime(to) })));
        },
      },
    );

  return (
    <DetailSection title={t('testClock.title')} hint={t('testClock.hint')}>
      <Flex vertical gap={12} data-testid="test-clock">
        <span>
          <span style={{ color: token.colorTextSecondary }}>{t('testClock.frozenTime')}</span>{' '}
          <strong data-testid="frozen-time">{formatDateTime(frozenTime)}</strong>
        </span>
        {nextCharge === null && <span style={{ color: token.colorTextSecondary }}>{t('testClock.ended')}</span>}
        {canAdvance && nextCharge !== null && (
          <>
            <Flex gap={8} wrap>
              <Button onClick={() => step(oneInterval)} loading={advance.isPending}>
                {t('testClock.oneInterval')}
              </Button>
              {canReachNext && (
                <Button onClick={() => step(nextCharge)} loading={advance.isPending}>
                  {t('testClock.toNextCharge')}
                </Button>
              )}
            </Flex>
            <Suspense fallback={null}>
              <Flex gap={8} wrap align="center">
                <LazyDateTimePicker
                  aria-label={t('testClock.pick')}
                  placeholder={t('testClock.pick')}
                  value={picked}
                  onChange={setPicked}
                  minDate={wallTimeOf(frozenTime, zone)}
                  maxDate={wallTimeOf(latest, zone)}
                />
                <Button
                  type="primary"
                  disabled={pickedTime === null || pickedTime <= frozenTime || pickedTime > latest}
                  loading={advance.isPending}
                  onClick={() => pickedTime !== null && step(pickedTime)}
                >
                  {t('testClock.advance')}
                </Button>
              </Flex>
            </Suspense>
            <span style={{ color: token.colorTextSecondary }}>
              {t('testClock.limit', { time: formatDateTime(latest) })}
            </span>
          </>
        )}
      </Flex>
    </DetailSection>
  );
};
