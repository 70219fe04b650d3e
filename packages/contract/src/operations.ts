import { z } from 'zod';
import { envelope, listPage, listQuery } from './envelope.ts';
import { operationActions, operationSourceTypes } from './operation-types.ts';

/** One row of the operation log (spec §3); rows are written once and never changed. */
export const operationLog = z
  .object({
    id: z.string(),
    operator_id: z.string(),
    operator_email: z.string(),
    admin: z.boolean().meta({ description: "Done in an operator's admin session, as an administrator." }),
    account_id: z.string().nullable().meta({ description: "Null for the user's own security changes (2FA)." }),
    account_name: z.string().nullable().meta({ description: 'The name when the operation happened.' }),
    action: z.enum(operationActions),
    source_type: z.enum(operationSourceTypes),
    source_id: z.string().nullable().meta({ description: 'The member, invitation, account… acted on.' }),
    description: z.string().meta({
      description: 'What was acted on and the change, language-neutral (emails, role names, field names).',
      example: 'ada@example.com: analyst → finance, support',
    }),
    ip: z.string(),
    refused: z.boolean().meta({ description: 'The attempt was refused for lack of permission.' }),
    time_created: z.number().int().meta({ description: 'Unix time in seconds.' }),
  })
  .meta({ id: 'OperationLog' });
export type OperationLog = z.output<typeof operationLog>;
export const operationLogListEnvelope = envelope(listPage(operationLog));

/** The account's log: filters by action and source, newest first. */
export const accountOperationListQuery = listQuery.extend({
  action: z.enum(operationActions).optional(),
  source_type: z.enum(operationSourceTypes).optional(),
});
export type AccountOperationListQuery = z.infer<typeof accountOperationListQuery>;

/** The user's own actions across their accounts (`/operations`, profile tab): also by account. */
export const operationListQuery = accountOperationListQuery.extend({
  account_id: z.string().max(64).optional(),
});
export type OperationListQuery = z.infer<typeof operationListQuery>;
