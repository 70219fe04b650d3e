import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../infra/mail/mail.service.ts';

export const mailRetryQueue = 'mail-retry';

/** Emails whose send after commit failed (or whose process died first) go out on the next run. */
export const registerMailJobs = async (
  boss: PgBoss,
  mailer: Mailer,
  options: { work: boolean; logger: FastifyBaseLogger },
) => {
  await boss.createQueue(mailRetryQueue);
  await boss.schedule(mailRetryQueue, '*/5 * * * *');
  if (!options.work) return;
  await boss.work(mailRetryQueue, async () => {
    const sent = await mailer.deliverPending();
    if (sent > 0) options.logger.info({ sent }, 'sent pending emails');
  });
};
