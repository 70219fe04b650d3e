import { z } from 'zod';
import { emailMaxLength, emailPattern } from './email.ts';
import { envelope } from './envelope.ts';

export const emailSchema = z.string().max(emailMaxLength).regex(emailPattern).meta({ format: 'email' });

export const loginBody = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(256),
    remember: z.boolean().default(false).meta({ description: 'Keep me signed in: one week instead of 12 hours.' }),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof loginBody>;
export type LoginResult = z.output<typeof loginResult>;

export const loginResult = z
  .object({
    token: z.string().optional().meta({ description: 'Session bearer token; absent while a 2FA code is required.' }),
    expires_at: z.number().int().optional().meta({ description: 'Session expiry, Unix seconds.' }),
    mfa_required: z.boolean(),
    mfa_token: z.string().optional().meta({ description: 'Passed to POST /v1/login_mfa with the code.' }),
  })
  .meta({ id: 'LoginResult' });
export const loginResultEnvelope = envelope(loginResult);
