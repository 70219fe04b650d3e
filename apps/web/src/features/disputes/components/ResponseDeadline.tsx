import type { DisputeStatus } from '@paydeck/contract/payin-types';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { countdownOf, durationText, isUrgent } from './countdown.ts';
import { useNow } from './use-now.ts';

export type ResponseDeadlineProps = { status: DisputeStatus; timeExpired: number };

/**
 * `time_expired`, the response deadline: a live countdown while the dispute needs a response
 * ("3 days 4 hours left", then "deadline passed"), with the date; afterwards just the date.
 */
export const ResponseDeadline = ({ status, timeExpired }: ResponseDeadlineProps) => {
  // The catalog's language, not the format locale: the units sit inside a translated sentence.
  const { t, i18n } = useTranslation('disputes');
  const { token } = theme.useToken();
  const now = useNow();
  const date = formatDateTime(timeExpired);
  if (status !== 'needs_response') return <span style={{ color: token.colorTextSecondary }}>{date}</span>;
  const countdown = countdownOf(timeExpired, now);
  const colour = countdown.passed
    ? token.colorError
    : isUrgent(timeExpired, now)
      ? token.colorWarningText
      : token.colorText;
  return (
    <Flex vertical gap={2}>
      <span style={{ color: colour, fontWeight: token.fontWeightStrong }} data-testid="dispute-countdown">
        {countdown.passed
          ? t('deadline.passed')
          : t('deadline.left', { time: durationText(countdown.parts, i18n.language) })}
      </span>
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{date}</span>
    </Flex>
  );
};
