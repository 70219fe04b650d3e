import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { loseOverdueDisputes } from '../modules/disputes/disputes.service.ts';
import { expireDuePayments } from '../modules/payments/payments.service.ts';
import { settleDueRefunds } from '../modules/refunds/refunds.service.ts';

export const expirePaymentsQueue = 'payin.expire-payments';
export const settleRefundsQueue = 'payin.settle-refunds';
export const disputeDeadlinesQueue = 'payin.dispute-deadlines';

/**
 * Pay-in's clockwork, every minute: unpaid payments past their expiry expire, pending refunds get
 * the gateway's answer, unanswered disputes past their deadline are lost. Each sweep moves each
 * object in its own transaction through the same transitions as the API.
 */
export const registerPayinJobs = async (
  boss: PgBoss,
  db: Database,
  options: { work: boolean; logger: FastifyBaseLogger },
) => {
  const sweeps = [
    { queue: expirePaymentsQueue, run: () => expireDuePayments(db), what: 'payments expired' },
    { queue: settleRefundsQueue, run: () => settleDueRefunds(db), what: 'refunds settled' },
    { queue: disputeDeadlinesQueue, run: () => loseOverdueDisputes(db), what: 'disputes lost unanswered' },
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
