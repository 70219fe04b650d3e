import type { Currency } from '@paydeck/contract/currencies';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/ListPage.tsx';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { quickRangeOf, todayIn } from '../../../lib/date-range.ts';
import { storage } from '../../../lib/storage.ts';
import { type CurrencyStatistics, useStatistics } from '../api/get-statistics.ts';
import { ChartSection } from '../components/ChartSection.tsx';
import { charts } from '../components/charts.ts';
import { DownloadCsvButton } from '../components/DownloadCsvButton.tsx';
import { granularityFor } from '../components/granularities.ts';
import { MethodTable } from '../components/MethodTable.tsx';
import { StatisticsControls } from '../components/StatisticsControls.tsx';
import { StatisticsLoading } from '../components/StatisticsLoading.tsx';
import { SummaryCards } from '../components/SummaryCards.tsx';
import { useStatisticsFilters } from '../components/use-statistics-filters.ts';

/**
 * The currency chosen, else the account's settlement currency when it had activity, else the one
 * with the most payments (amounts in different currencies can't be compared; counts can).
 */
const currencyShown = (currencies: CurrencyStatistics[], chosen: string | undefined, settlement: string | undefined) =>
  currencies.find((each) => each.currency === chosen) ??
  currencies.find((each) => each.currency === settlement) ??
  currencies.reduce<CurrencyStatistics | undefined>(
    (most, each) => (most && most.summary.paymentCount >= each.summary.paymentCount ? most : each),
    undefined,
  );

/**
 * Spec §2 statistics: the account's payments, refunds, disputes and payouts over a range of days
 * in its time zone, per currency (never summed across them), against the period just before, with
 * charts, their tables, the split by payment method and a CSV of the figures.
 */
export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const accountId = storage.get('accountId') ?? '';
  const account = useCurrentAccount().data;
  const accountZone = account?.timezone;
  const { filters, setFilters } = useStatisticsFilters(accountZone);
  const { range } = filters;
  const granularity = granularityFor(range, filters.granularity);
  const statistics = useStatistics(accountId, { ...range, granularity });
  const data = statistics.data;
  const chosen = data && currencyShown(data.currencies, filters.currency, account?.defaultSettlementCurrency);
  // The contract's currency enum is built from the currency table, so each code is a Currency.
  const currency = chosen?.currency as Currency | undefined;

  const body = () => {
    if (!data) return <StatisticsLoading />;
    if (!chosen || !currency)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty', { from: data.from, to: data.to })} />;
    const shown = { from: data.from, to: data.to };
    return (
      <>
        <SummaryCards
          figures={chosen}
          currency={currency}
          previous={{ from: data.previousFrom, to: data.previousTo }}
        />
        {charts.map((chart) => (
          <ChartSection
            key={chart.id}
            chart={chart}
            series={chosen.series}
            currency={currency}
            range={shown}
            granularityName={t(`granularity.${data.granularity}`)}
          />
        ))}
        <section aria-labelledby="statistics-methods">
          <h4 id="statistics-methods">{t('methods.title')}</h4>
          <MethodTable methods={chosen.methods} currency={currency} />
        </section>
      </>
    );
  };

  return (
    <ListPage
      title={t('title')}
      intro={t('intro')}
      mode
      actions={
        data && chosen && currency ? (
          <DownloadCsvButton
            series={chosen.series}
            currency={currency}
            range={{ from: data.from, to: data.to }}
            granularity={data.granularity}
          />
        ) : undefined
      }
      filters={
        <StatisticsControls
          range={range}
          // Clearing the picker goes back to the default range: statistics always have one.
          onRange={(picked) => setFilters({ range: picked ?? quickRangeOf('lastMonth', todayIn(accountZone)) })}
          granularity={granularity}
          onGranularity={(picked) => setFilters({ granularity: picked })}
          currencies={data?.currencies.map((each) => each.currency) ?? []}
          currency={currency}
          onCurrency={(picked) => setFilters({ currency: picked })}
          timeZone={data?.timeZone ?? accountZone}
        />
      }
      query={statistics}
      loadFailedTitle={t('loadFailed')}
    >
      {body()}
    </ListPage>
  );
}
