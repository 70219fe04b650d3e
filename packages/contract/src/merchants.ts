import { z } from 'zod';
import { envelope } from './envelope.ts';
import { accountStatuses, activationStatuses, merchantStatuses } from './roles.ts';

const unixSeconds = z.number().int().meta({ description: 'Unix time in seconds.' });

export const merchantAccount = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(activationStatuses),
    account_status: z.enum(accountStatuses),
    country: z.string(),
    time_created: unixSeconds,
  })
  .meta({ id: 'MerchantAccount' });

/**
 * Spec §3 "Merchant". The merchant profile is the owner's (spec §2): other members get the
 * name, id and status, the accounts they belong to, and null owner fields.
 */
export const merchant = z
  .object({
    id: z.string(),
    name: z.string(),
    country: z.string(),
    status: z.enum(merchantStatuses),
    is_owner: z.boolean(),
    owner_id: z.string().nullable(),
    owner_email: z.string().nullable(),
    time_created: unixSeconds,
    accounts: z.array(merchantAccount).meta({ description: "Every account for the owner; a member's own otherwise." }),
  })
  .meta({ id: 'Merchant' });
export type Merchant = z.output<typeof merchant>;
export const merchantListEnvelope = envelope(z.array(merchant)).describe(
  'The merchants the user owns or belongs to, oldest first.',
);
