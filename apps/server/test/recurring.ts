import type { Database } from '../src/db/client.ts';
import { customers } from '../src/db/schema/customers.ts';
import { mandates, subscriptions } from '../src/db/schema/recurring.ts';
import { newId } from '../src/lib/ids.ts';

/**
 * `count` monthly HKD subscriptions of 99.00 on signed alipay_hk mandates, one customer each, all
 * due at `due` (default a minute ago) by the real clock: the billing engine's work, made straight
 * in the database. Returns their ids.
 */
export const dueSubscriptions = async (
  db: Database,
  accountId: string,
  count: number,
  options: { due?: Date; intervalCount?: number } = {},
) => {
  const due = options.due ?? new Date(Date.now() - 60_000);
  const ids: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const rows = Array.from({ length: size }, () => ({
      customerId: newId('cus'),
      mandateId: newId('mdt'),
      subscriptionId: newId('sub'),
    }));
    const common = { accountId, livemode: false };
    await db
      .insert(customers)
      .values(rows.map((row) => ({ ...common, id: row.customerId, firstName: 'Bench', lastName: 'Customer' })));
    await db.insert(mandates).values(
      rows.map((row) => ({
        ...common,
        id: row.mandateId,
        customerId: row.customerId,
        method: 'alipay_hk' as const,
        status: 'succeeded' as const,
        signingToken: `mdk_${row.mandateId}`,
        timeSigned: due,
      })),
    );
    await db.insert(subscriptions).values(
      rows.map((row) => ({
        ...common,
        id: row.subscriptionId,
        customerId: row.customerId,
        mandateId: row.mandateId,
        currency: 'HKD',
        amount: 9_900,
        intervalUnit: 'month' as const,
        intervalCount: options.intervalCount ?? 12,
        status: 'created' as const,
        timeZone: 'Asia/Hong_Kong',
        anchor: due,
        timeCurrentPeriodEnd: due,
      })),
    );
    ids.push(...rows.map((row) => row.subscriptionId));
  }
  return ids;
};
