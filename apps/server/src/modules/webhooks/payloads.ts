import { dispute } from '@paydeck/contract/disputes';
import {
  disputeEventOfStatus,
  type EventType,
  paymentEventOfStatus,
  refundEventOfStatus,
} from '@paydeck/contract/event-types';
import type { Event, EventObject } from '@paydeck/contract/events';
import { payment } from '@paydeck/contract/payments';
import { refund } from '@paydeck/contract/refunds';
import { newId } from '../../lib/ids.ts';

/** Standard Webhooks' body: `{ id, type, created, livemode, data: { object } }`, the object in the API's wire shape. */
export const webhookPayload = (event: Pick<Event, 'id' | 'type' | 'livemode' | 'data' | 'time_created'>) =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    created: event.time_created,
    livemode: event.livemode,
    data: { object: event.data },
  });

const statusOf = (table: Record<string, EventType>, type: EventType) =>
  Object.entries(table).find(([, eventType]) => eventType === type)?.[0];

/**
 * A test event of `type`: the API reference's example object in a status of that type, in the
 * endpoint's mode. Its id starts `evt_test_` so a receiver can tell it from a real one.
 */
export const sampleEvent = (type: EventType, livemode: boolean, now: Date) => {
  const [kind] = type.split('.');
  const [schema, table] =
    kind === 'refund'
      ? [refund, refundEventOfStatus]
      : kind === 'dispute'
        ? [dispute, disputeEventOfStatus]
        : [payment, paymentEventOfStatus];
  const example = schema.meta()?.example as EventObject;
  const data = { ...example, livemode, status: statusOf(table, type) ?? example.status } as EventObject;
  return {
    id: newId('evt_test'),
    type,
    livemode,
    data,
    time_created: Math.floor(now.getTime() / 1000),
  };
};
