import { z } from 'zod';
import { apiKeyStatuses, apiKeyTypes, rollExpiries } from './api-key-types.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';

const unixSeconds = z.number().int().meta({ description: 'Unix time in seconds.' });

/** Spec §3 "API key: type, key" (developers/api_keys). */
export const apiKey = z
  .object({
    id: z.string(),
    type: z.enum(apiKeyTypes),
    livemode: z.boolean(),
    key: z.string().meta({
      description:
        'A publishable key in full. A secret key masked (`sk_test_…` and its last 4 characters), except in the ' +
        'response that creates or rolls it: the only time it is shown in full, since only its hash is kept.',
    }),
    status: z.enum(apiKeyStatuses),
    time_created: unixSeconds,
    time_expired: unixSeconds.nullable().meta({ description: 'A rolled key stops working at this time.' }),
  })
  .meta({
    id: 'ApiKey',
    example: {
      id: 'key_4mQ8rT2vX9bN6cK1pL7sW3yZ',
      type: 'secret',
      livemode: false,
      key: 'sk_test_…Q7xZ',
      status: 'active',
      time_created: 1767225600,
      time_expired: null,
    },
  });
export type ApiKey = z.output<typeof apiKey>;

/** The keys of one mode that still work: the current pair and rolled keys until they expire. */
export const apiKeyListQuery = merchantApiQuery.extend(listQuery.pick({ page: true, per_page: true }).shape);
export type ApiKeyListQuery = z.infer<typeof apiKeyListQuery>;
export const apiKeyListEnvelope = envelope(listPage(apiKey));

export const apiKeyCreateBody = z
  .object({ livemode: livemodeBodyField })
  .meta({ id: 'ApiKeyCreateBody', example: { livemode: 0 } });
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBody>;
export const apiKeyPairEnvelope = envelope(z.array(apiKey)).describe(
  "The mode's publishable key and its secret key, the secret in full: copy it now, it is not shown again.",
);

export const apiKeyRollBody = z
  .object({
    livemode: livemodeBodyField,
    expires_in: z
      .enum(rollExpiries)
      .meta({ description: 'How long the old key keeps working: now, 1 h, 24 h or 7 days.' }),
  })
  .meta({ id: 'ApiKeyRollBody', example: { livemode: 0, expires_in: '24h' } });
export type ApiKeyRollBody = z.input<typeof apiKeyRollBody>;

export const rolledApiKey = z.object({ key: apiKey, previous: apiKey }).meta({
  id: 'RolledApiKey',
  description:
    '`key` is the new key (a secret one in full, shown this once); `previous` is the rolled key, with the time it stops working.',
  example: {
    key: {
      id: 'key_9hT3wQ6mZ1xR8vB4nC7kL2pD',
      type: 'secret',
      livemode: false,
      key: 'sk_test_<43 random characters, in full only in this response>',
      status: 'active',
      time_created: 1767312000,
      time_expired: null,
    },
    previous: {
      id: 'key_4mQ8rT2vX9bN6cK1pL7sW3yZ',
      type: 'secret',
      livemode: false,
      key: 'sk_test_…Q7xZ',
      status: 'expiring',
      time_created: 1767225600,
      time_expired: 1767398400,
    },
  },
});
export type RolledApiKey = z.output<typeof rolledApiKey>;
export const rolledApiKeyEnvelope = envelope(rolledApiKey);
