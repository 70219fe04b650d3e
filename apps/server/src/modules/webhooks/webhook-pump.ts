import type { JobContext, Pump } from '../../server-module.ts';
import { sendDueDeliveries } from './dispatcher.ts';

/**
 * Lanes that each send a batch of due deliveries at a time: an endpoint that takes its whole 10 s
 * holds up one lane's batch, not the others'.
 */
const lanes = 4;
const batch = 25;
const idleMs = 100;

export const webhookPumps = (ctx: JobContext): Pump[] => {
  const dispatch = {
    db: ctx.db,
    secretBox: ctx.secretBox,
    mailer: ctx.mailer,
    appLink: ctx.appLink,
    logger: ctx.logger,
    allowPrivateAddresses: ctx.webhookAllowPrivateAddresses,
    now: () => new Date(),
  };
  return [{ name: 'webhooks.send', lanes, idleMs, run: () => sendDueDeliveries(dispatch, batch) }];
};
