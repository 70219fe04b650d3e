import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { none } from '../../../components/FieldGrid.tsx';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { SubscriptionRow } from '../api/get-subscriptions.ts';
import { intervalText } from './interval.ts';

/**
 * Spec §3 subscription columns: id (to the detail), customer, amount, how often and how many
 * times, charges made so far, status, the next charge ("next invoiced") and when it was created.
 */
export const useSubscriptionColumns = (accountId: string): TableColumns<SubscriptionRow> => {
  const { t } = useTranslation('recurring');
  return [
    idColumn(t('subscription.field.id'), { accountId, page: 'subscriptions', id: (row) => row.id }, { width: 250 }),
    idColumn(
      t('subscription.field.customer'),
      { accountId, page: 'customers', id: (row) => row.customerId },
      { key: 'customer', width: 250 },
    ),
    moneyColumn(t('subscription.field.amount'), { width: 140 }),
    { key: 'interval', title: t('subscription.field.interval'), width: 200, render: (_v, row) => intervalText(t, row) },
    {
      key: 'completed',
      title: t('subscription.field.completed'),
      width: 110,
      render: (_v, row) => t('subscription.completedOf', { done: row.intervalCompleted, all: row.intervalCount }),
    },
    statusColumn(t('subscription.field.status'), 'subscription'),
    {
      key: 'nextInvoiced',
      title: t('subscription.field.nextInvoiced'),
      width: 170,
      render: (_v, row) => (row.timeCurrentPeriodEnd === null ? none : formatDateTime(row.timeCurrentPeriodEnd)),
    },
    timeColumn(t('subscription.field.timeCreated'), (row) => row.timeCreated, { key: 'timeCreated' }),
  ];
};
