import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { FieldGrid } from '../../../components/FieldGrid.tsx';
import { keyValues } from '../../../components/KeyValues.tsx';
import { RecordStatusTag } from '../../../components/RecordStatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { SubscriptionRecord } from '../api/get-subscription.ts';
import { intervalText } from './interval.ts';

export type SubscriptionFieldsProps = { accountId: string; subscription: SubscriptionRecord };

/** Every spec §3 subscription field; an empty one (no trial, nothing more to charge) shows a dash. */
export const SubscriptionFields = ({ accountId, subscription: sub }: SubscriptionFieldsProps) => {
  const { t } = useTranslation('recurring');
  const link = (page: 'customers' | 'mandates', id: string) => (
    <TextLink to={accountPath(accountId, page, id)}>
      <Code>{id}</Code>
    </TextLink>
  );
  return (
    <FieldGrid
      fields={[
        { key: 'id', label: t('subscription.field.id'), value: <Code>{sub.id}</Code> },
        {
          key: 'status',
          label: t('subscription.field.status'),
          value: <RecordStatusTag kind="subscription" status={sub.status} />,
        },
        { key: 'amount', label: t('subscription.field.amount'), value: moneyText(sub.amount, sub.currency) },
        { key: 'interval', label: t('subscription.field.interval'), value: intervalText(t, sub) },
        {
          key: 'completed',
          label: t('subscription.field.completed'),
          value: t('subscription.completedOfLong', { done: sub.intervalCompleted, all: sub.intervalCount }),
        },
        { key: 'trialEnd', label: t('subscription.field.trialEnd'), value: formatDateTime(sub.timeTrialEnd) },
        {
          key: 'nextInvoiced',
          label: t('subscription.field.nextInvoiced'),
          value: formatDateTime(sub.timeCurrentPeriodEnd),
        },
        {
          key: 'testClock',
          label: t('subscription.field.testClock'),
          value: sub.testClock ? formatDateTime(sub.testClock.frozenTime) : null,
        },
        { key: 'customer', label: t('subscription.field.customer'), value: link('customers', sub.customerId) },
        { key: 'mandate', label: t('subscription.field.mandate'), value: link('mandates', sub.mandateId) },
        { key: 'reference', label: t('subscription.field.reference'), value: sub.reference },
        { key: 'description', label: t('subscription.field.description'), value: sub.description },
        { key: 'email', label: t('subscription.field.email'), value: sub.email },
        { key: 'timeCreated', label: t('subscription.field.timeCreated'), value: formatDateTime(sub.timeCreated) },
        { key: 'metadata', label: t('subscription.field.metadata'), value: keyValues(sub.metadata) },
        { key: 'extra', label: t('subscription.field.extra'), value: keyValues(sub.extra) },
      ]}
    />
  );
};
