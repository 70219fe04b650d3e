import type { Sweep } from '../server-module.ts';

export const mailRetryQueue = 'mail-retry';

/** Emails whose send after commit failed (or whose process died first) go out on the next run. */
export const mailRetrySweep: Sweep = {
  queue: mailRetryQueue,
  cron: '*/5 * * * *',
  run: (ctx) => ctx.mailer.deliverPending(),
  what: 'sent pending emails',
};
