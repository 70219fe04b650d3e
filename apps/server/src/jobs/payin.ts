import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../context.ts';
import { loseOverdueDisputes } from '../modules/disputes/disputes.service.ts';
import { expireDuePayments } from '../modules/payments/payments.service.ts';
import { settleDueRefunds } from '../modules/refunds/refunds.service.ts';

export const expirePaymentsQueue = 'payin.expire-payments';
export const settleRefundsQueue = 'payin.settle-refunds';
export const disputeDeadlinesQueue = 'payin.dispute-deadlines';

/**
 * Pay-in's clockwork, every minute: unpaid payments past their expiry expire, pending refunds get
 * the gateway's answer, unanswered disputes past their deadline are lost. Each sweep moves each
 * object in its own transaction through the same transition functions as the API, events and all
 * (their snapshots carry links back to the app, hence `appLink`).
 */
export const registerPayinJobs = async (
  boss: PgBoss,
  ctx: Pick<AppContext, 'db' | 'appLink'>,
  options: { work: boolean; logger: FastifyBaseLogger },
) => {
  const sweeps = [
    { queue: expirePaymentsQueue, run: () => expireDuePayments(ctx), what: 'payments expired' },
    { queue: settleRefundsQueue, run: () => settleDueRefunds(ctx), what: 'refunds settled' },
    { queue: disputeDeadlinesQueue, run: () => loseOverdueDisputes(ctx), what: 'disputes lost unanswered' },
  ];
  for (const sweep of sweeps) {
    await boss.createQueue(sweep.queue);
    await boss.schedule(sweep.queue, '* * * * *');
  }
  if (!options.work) return;
  for (const sweep of sweeps) {
    await boss.work(sweep.queue, async () => {
      const count = await sweep.run();
      if (count > 0) options.logger.info({ count }, sweep.what);
    });
  }
};
