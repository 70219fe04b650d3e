import { paymentMethodCatalogue } from '@paydeck/contract/payment-method-catalogue';
import type { IntervalUnit } from '@paydeck/contract/recurring-rules';
import type { Dayjs } from 'dayjs';
import { minorOf } from '../../../lib/money.ts';
import type { NewSubscription } from '../api/create-subscription.ts';
import { instantOfWallTime } from './wall-time.ts';

/** The form's values as typed (empty boxes are '' or undefined); names are the body's. */
export type SubscriptionFormValues = {
  customerId?: string;
  mandateId?: string;
  currency?: string;
  amount?: string;
  intervalUnit: IntervalUnit;
  intervalCount: number | null;
  timeTrialEnd?: Dayjs | null;
  description?: string;
  email?: string;
  reference?: string;
  testClock?: boolean;
};

/** The currencies a mandate's method takes (the payment-method catalogue). */
export const currenciesOf = (method: string | undefined) =>
  paymentMethodCatalogue.find((entry) => entry.method === method)?.currencies ?? [];

const clean = (value: string | undefined) => value?.trim() || undefined;

/**
 * The create body: the amount in minor units of the currency, the trial end (a wall time in the
 * display zone) in Unix seconds, and
 * only the optional fields given; null when a required one is missing (the rules said so already).
 */
export const createBodyOf = (values: SubscriptionFormValues, testMode: boolean): NewSubscription | null => {
  const customerId = clean(values.customerId);
  const amount = values.amount && values.currency ? minorOf(values.amount.trim(), values.currency) : null;
  if (!customerId || !values.mandateId || !values.currency || amount === null || values.intervalCount === null)
    return null;
  const body: NewSubscription = {
    customerId,
    mandateId: values.mandateId,
    amount,
    currency: values.currency as NewSubscription['currency'],
    intervalUnit: values.intervalUnit,
    intervalCount: values.intervalCount,
  };
  if (values.timeTrialEnd) body.timeTrialEnd = instantOfWallTime(values.timeTrialEnd);
  for (const field of ['description', 'email', 'reference'] as const) {
    const value = clean(values[field]);
    if (value) body[field] = value;
  }
  if (testMode && values.testClock) body.testClock = true;
  return body;
};

/** Every field the form has, by its name: a 422's field issues go under them. */
export const subscriptionFormFields: ReadonlySet<string> = new Set([
  'customerId',
  'mandateId',
  'currency',
  'amount',
  'intervalUnit',
  'intervalCount',
  'timeTrialEnd',
  'description',
  'email',
  'reference',
  'testClock',
]);
