import { z } from 'zod';
import { dispute } from './disputes.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { eventObjectTypes, eventTypes } from './event-types.ts';
import { merchantApiQuery } from './merchant-api.ts';
import { idParams, unixSeconds } from './payin-fields.ts';
import { payment } from './payments.ts';
import { payout } from './payouts.ts';
import { mandate, subscription } from './recurring.ts';
import { refund, refundExample } from './refunds.ts';
import { settlement } from './settlements.ts';

/** What an event carries: its object as the API returned it right after the change. */
export const eventObject = z.discriminatedUnion('object', [
  payment,
  refund,
  dispute,
  settlement,
  payout,
  mandate,
  subscription,
]);
export type EventObject = z.output<typeof eventObject>;

/** A domain event: one status change (or creation) of a payment, refund or dispute. */
export const event = z
  .object({
    id: z.string(),
    object: z.literal('event'),
    livemode: z.boolean(),
    type: z.enum(eventTypes),
    object_type: z.enum(eventObjectTypes),
    object_id: z.string(),
    data: eventObject.meta({
      description: 'The object as `GET` on it answered at the moment of the change, with its new status.',
    }),
    time_created: unixSeconds,
  })
  .meta({
    id: 'Event',
    example: {
      id: 'evt_2Wq7Lm4Xz9Kd1Rb6Nc3Vt8Hy',
      object: 'event',
      livemode: false,
      type: 'refund.succeeded',
      object_type: 'refund',
      object_id: 're_5Tn8Qw2Ze6Rk1Xb4Yc7Vd3Mf',
      data: refundExample,
      time_created: 1767225612,
    },
  });
export type Event = z.output<typeof event>;
export const eventEnvelope = envelope(event);
export const eventListEnvelope = envelope(listPage(event));

export const eventListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  type: z.enum(eventTypes).optional(),
  object_id: z
    .string()
    .max(64)
    .optional()
    .meta({ description: 'Events of one payment, refund or dispute.', example: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd' }),
});
export type EventListQuery = z.infer<typeof eventListQuery>;
export const eventParams = idParams('evt_2Wq7Lm4Xz9Kd1Rb6Nc3Vt8Hy');
