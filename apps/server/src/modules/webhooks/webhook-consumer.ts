import { eventTypes } from '@paydeck/contract/event-types';
import { newId } from '../../lib/ids.ts';
import type { EventConsumer } from '../events/event-consumers.ts';
import { insertDeliveries } from './deliveries.repository.ts';
import { endpointsFor } from './endpoints.repository.ts';
import { webhookPayload } from './payloads.ts';

/**
 * Queues each event for the account's enabled endpoints of its mode that take its type; an
 * endpoint disabled now gets nothing, also after it is enabled again. Handed an event twice, it
 * queues nothing more (one delivery per endpoint and event).
 */
export const webhookEventConsumer: EventConsumer = {
  name: 'webhooks',
  eventTypes,
  handle: async (event, { db, accountId }) => {
    const endpoints = await endpointsFor(db, accountId, event.livemode, event.type);
    const payload = webhookPayload(event);
    await insertDeliveries(
      db,
      endpoints.map((endpoint) => ({
        accountId,
        id: newId('wd'),
        livemode: event.livemode,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        objectId: event.object_id,
        origin: 'event' as const,
        payload,
        timeNextAttempt: new Date(),
      })),
    );
  },
};
