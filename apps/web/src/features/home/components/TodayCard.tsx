import { theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateFormat, todayIn } from '../../../lib/date-range.ts';
import { uiLocale } from '../../../lib/locale.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useTodayFigures } from '../api/get-today-figures.ts';
import { percentChange } from './change.ts';
import { CardEmpty, CardRows, HomeCard } from './HomeCard.tsx';

/** Today and yesterday as the account's calendar has them (its zone, not the browser's). */
export const accountDays = (timeZone: string) => {
  const today = todayIn(timeZone);
  return { from: dayjs(today).subtract(1, 'day').format(dateFormat), to: today };
};

export type TodayCardProps = { accountId: string; timeZone: string };

/** Today's payment volume in each currency against yesterday's, in the account's zone. */
export const TodayCard = ({ accountId, timeZone }: TodayCardProps) => {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const days = accountDays(timeZone);
  const figures = useTodayFigures(accountId, days);
  const rows = (figures.data?.currencies ?? []).map(({ currency, series }) => {
    const yesterday = series.find((bucket) => bucket.label === days.from)?.paymentVolume ?? 0;
    const today = series.find((bucket) => bucket.label === days.to)?.paymentVolume ?? 0;
    const change = percentChange(today, yesterday, uiLocale());
    const up = today >= yesterday;
    return {
      key: currency,
      main: <strong style={{ fontSize: token.fontSizeLG }}>{moneyText(today, currency)}</strong>,
      detail: t('today.yesterday', { amount: moneyText(yesterday, currency) }),
      end: change && (
        <span style={{ color: up ? token.colorSuccessText : token.colorErrorText }}>
          {up ? '▲' : '▼'} {change}
        </span>
      ),
    };
  });
  return (
    <HomeCard title={t('today.title')} to={accountPath(accountId, 'statistics')} query={figures} testId="home-today">
      <p style={{ margin: '0 0 8px', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {t('today.zone', { zone: figures.data?.timeZone ?? timeZone })}
      </p>
      {rows.length === 0 ? <CardEmpty>{t('today.empty')}</CardEmpty> : <CardRows rows={rows} />}
    </HomeCard>
  );
};
