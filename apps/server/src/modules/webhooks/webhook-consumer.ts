import { eventTypes } from '@paydeck/contract/event-types';
import { allEvents } from '@paydeck/contract/webhook-types';
import { newId } from '../../lib/ids.ts';
import type { EventConsumer } from '../events/event-consumers.ts';
import { type DeliveryInsert, insertDeliveries } from './deliveries.repository.ts';
import { enabledEndpointsOf } from './endpoints.repository.ts';
import { webhookPayload } from './payloads.ts';

/**
 * Queues each event for the account's enabled endpoints of its mode that take its type; an
 * endpoint disabled now gets nothing, also after it is enabled again. Handed an event twice, it
 * queues nothing more (one delivery per endpoint and event). A batch is one read of its accounts'
 * endpoints and one insert.
 */
export const webhookEventConsumer: EventConsumer = {
  name: 'webhooks',
  eventTypes,
  handle: async (events, { db }) => {
    const endpoints = await enabledEndpointsOf(db, [...new Set(events.map((x) => x.accountId))]);
    const deliveries: DeliveryInsert[] = [];
    for (const { event, accountId } of events) {
      const receivers = endpoints.filter(
        (endpoint) =>
          endpoint.accountId === accountId &&
          endpoint.livemode === event.livemode &&
          (endpoint.enabledEvents.includes(allEvents) || endpoint.enabledEvents.includes(event.type)),
      );
      if (receivers.length === 0) continue;
      const payload = webhookPayload(event);
      for (const endpoint of receivers) {
        deliveries.push({
          accountId,
          id: newId('wd'),
          livemode: event.livemode,
          endpointId: endpoint.id,
          eventId: event.id,
          eventType: event.type,
          objectId: event.object_id,
          origin: 'event',
          payload,
          timeNextAttempt: new Date(),
        });
      }
    }
    await insertDeliveries(db, deliveries);
  },
};
