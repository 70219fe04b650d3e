import { type EventType, eventObjectTypes, eventTypes } from '@paydeck/contract/event-types';
import { allEvents, type EnabledEvent } from '@paydeck/contract/webhook-types';

/** The event types by the object they are about, in the contract's order: the select's groups. */
export const eventGroups = eventObjectTypes.map((object) => ({
  object,
  types: eventTypes.filter((type): type is EventType => type.startsWith(`${object}.`)),
}));

/**
 * A selection as the user meant it: "All events" with types beside it is all events if it was the
 * last choice, else the types (picking a type after "All events" narrows to it).
 */
export const normalizeEvents = (next: EnabledEvent[], previous: readonly EnabledEvent[]): EnabledEvent[] => {
  if (!next.includes(allEvents) || next.length === 1) return next;
  return previous.includes(allEvents) ? next.filter((event) => event !== allEvents) : [allEvents];
};
