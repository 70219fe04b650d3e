import type { PgBoss } from 'pg-boss';
import type { JobContext, JobOptions } from '../../server-module.ts';
import { billDueSubscriptions, billingJob, dueSubscriptionCount } from './billing.service.ts';

/** Each lane job bills batches until nothing is due; one lane per this many due subscriptions, up to `maxLanes`. */
const subscriptionsPerLane = 500;
const maxLanes = 8;
const laneJob = 'subscriptions.bill-lane';

/** Bills batches until nothing is due; returns how many it billed. */
const drain = async (ctx: JobContext) => {
  let billed = 0;
  for (let round = await billDueSubscriptions(ctx); round > 0; round = await billDueSubscriptions(ctx)) billed += round;
  return billed;
};

/**
 * The billing engine on pg-boss: every minute `subscriptions.bill` counts what is due by the real
 * clock and queues that many lanes (`subscriptions.bill-lane`), which any worker process takes, two
 * at a time each; every lane bills claimed batches until nothing is due. Claims (billing.service.ts)
 * keep lanes off each other's subscriptions, and the charge's unique key keeps a period from being
 * charged twice whatever happens to a worker.
 */
export const registerBillingJobs = async (boss: PgBoss, ctx: JobContext, options: JobOptions) => {
  await boss.createQueue(billingJob);
  await boss.createQueue(laneJob);
  await boss.schedule(billingJob, '* * * * *');
  if (!options.work) return;
  await boss.work(billingJob, async () => {
    const due = await dueSubscriptionCount(ctx, maxLanes * subscriptionsPerLane);
    if (due === 0) return;
    const lanes = Math.min(maxLanes, Math.ceil(due / subscriptionsPerLane));
    await boss.insert(
      laneJob,
      Array.from({ length: lanes }, () => ({ data: {} })),
    );
  });
  await boss.work(laneJob, { localConcurrency: 2 }, async () => {
    const billed = await drain(ctx);
    if (billed > 0) options.logger.info({ count: billed }, 'subscription charges made');
  });
};
