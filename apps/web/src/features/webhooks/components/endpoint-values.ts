import { type EnabledEvent, type WebhookApiVersion, webhookApiVersions } from '@paydeck/contract/webhook-types';
import type { WebhookEndpointFields } from '../api/create-webhook-endpoint.ts';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';
import type { WebhookEndpointChanges } from '../api/update-webhook-endpoint.ts';

export type EndpointFormValues = {
  url: string;
  description?: string | undefined;
  enabledEvents: EnabledEvent[];
  apiVersion: WebhookApiVersion;
};

const latestVersion = webhookApiVersions[webhookApiVersions.length - 1] ?? webhookApiVersions[0];

/** A new endpoint's form: the latest API version, no events yet (the user chooses). */
export const emptyEndpointValues: EndpointFormValues = { url: '', enabledEvents: [], apiVersion: latestVersion };

export const formValuesOf = (endpoint: WebhookEndpointRow): EndpointFormValues => ({
  url: endpoint.url,
  description: endpoint.description ?? '',
  enabledEvents: endpoint.enabledEvents,
  apiVersion: endpoint.apiVersion,
});

/** What the form sends when adding: texts trimmed, an empty description left out. */
export const fieldsOf = (values: EndpointFormValues): WebhookEndpointFields => {
  const description = values.description?.trim();
  return {
    url: values.url.trim(),
    enabledEvents: values.enabledEvents,
    apiVersion: values.apiVersion,
    ...(description ? { description } : {}),
  };
};

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only what changed, when editing; an emptied description clears it (`null`). */
export const changesOf = (endpoint: WebhookEndpointRow, values: EndpointFormValues): WebhookEndpointChanges => {
  const fields = fieldsOf(values);
  const description = fields.description ?? null;
  return {
    ...(fields.url !== endpoint.url && { url: fields.url }),
    ...(description !== endpoint.description && { description }),
    ...(!sameEvents(fields.enabledEvents, endpoint.enabledEvents) && { enabledEvents: fields.enabledEvents }),
    ...(fields.apiVersion !== endpoint.apiVersion && { apiVersion: fields.apiVersion }),
  };
};
