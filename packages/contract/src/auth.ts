import { z } from 'zod';
import { emailMaxLength, emailPattern } from './email.ts';
import { envelope } from './envelope.ts';
import type { FieldMessageKey } from './errors.ts';
import { isValidRecoveryCode, normalizeRecoveryCode, otpPattern } from './identity-rules.ts';
import { isValidPassword, passwordMaxLength } from './password.ts';

export const emailSchema = z.string().max(emailMaxLength).regex(emailPattern).meta({ format: 'email' });

/** A new password: spec §5 policy (8–256, a letter, a digit, a special character). */
export const newPasswordSchema = z
  .string()
  .max(passwordMaxLength)
  .refine(isValidPassword, { message: 'password_policy' satisfies FieldMessageKey })
  .meta({ description: '8–256 characters with a letter, a digit and a special character.' });

/** One-time tokens mailed or handed out (confirmation, reset, invitation, admin sign-in). */
export const oneTimeToken = z.string().max(200).meta({ description: 'The token from the emailed link.' });

export const otpSchema = z
  .string()
  .regex(otpPattern)
  .meta({ description: 'Six-digit code from the authenticator app.' });

/** A 2FA recovery code as typed: case, spaces and the hyphen are ignored. */
export const recoveryCodeSchema = z
  .string()
  .max(32)
  .refine(isValidRecoveryCode, { message: 'recovery_code_format' satisfies FieldMessageKey })
  .transform(normalizeRecoveryCode)
  .meta({ description: 'One of the ten recovery codes shown when 2FA was turned on, e.g. `k7m2p-x9qrt`.' });

/** A second factor: the authenticator's code or, instead, a recovery code (one of the two). */
export const secondFactorFields = {
  otp: otpSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
};
export const oneSecondFactor = (body: { otp?: string | undefined; recovery_code?: string | undefined }) =>
  (body.otp === undefined) !== (body.recovery_code === undefined);
export const oneSecondFactorMessage = { message: 'otp_or_recovery_code' satisfies FieldMessageKey };

export const loginBody = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(passwordMaxLength),
    remember: z.boolean().default(false).meta({ description: 'Keep me signed in: one week instead of 12 hours.' }),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof loginBody>;

export const loginResult = z
  .object({
    token: z.string().optional().meta({ description: 'Session bearer token; absent while a 2FA code is required.' }),
    expires_at: z.number().int().optional().meta({ description: 'Session expiry, Unix seconds.' }),
    mfa_required: z.boolean(),
    mfa_token: z.string().optional().meta({ description: 'Passed to POST /v1/login_mfa with the code.' }),
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.output<typeof loginResult>;
export const loginResultEnvelope = envelope(loginResult);

export const loginMfaBody = z
  .object({ mfa_token: z.string().max(200).optional(), ...secondFactorFields })
  .refine(oneSecondFactor, oneSecondFactorMessage)
  .meta({ id: 'LoginMfaBody', description: 'The pending sign-in and either `otp` or `recovery_code`.' });
export type LoginMfaBody = z.input<typeof loginMfaBody>;

export const registerBody = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    agreement: z.literal(true).meta({
      description: 'The user agrees to the service agreement, privacy policy and AML/KYC clause.',
    }),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.input<typeof registerBody>;
export type RegisterResult = z.output<typeof registerResult>;

export const registerResult = z.object({ email: z.string() }).meta({ id: 'RegisterResult' });
export const registerResultEnvelope = envelope(registerResult);

export const tokenBody = z.object({ token: oneTimeToken }).meta({ id: 'TokenBody' });
export type TokenBody = z.input<typeof tokenBody>;

export const passwordForgetBody = z.object({ email: emailSchema }).meta({ id: 'PasswordForgetBody' });
export type PasswordForgetBody = z.input<typeof passwordForgetBody>;

export const passwordResetBody = z
  .object({ token: oneTimeToken, password: newPasswordSchema })
  .meta({ id: 'PasswordResetBody' });
export type PasswordResetBody = z.input<typeof passwordResetBody>;

export const passwordChangeBody = z
  .object({ old_password: z.string().min(1).max(passwordMaxLength), password: newPasswordSchema })
  .meta({ id: 'PasswordChangeBody' });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** Accepting an invitation: a new user sets a password; a signed-in existing user just joins. */
export const acceptInvitationBody = z
  .object({ token: oneTimeToken, password: newPasswordSchema.optional() })
  .meta({ id: 'AcceptInvitationBody' });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

export const invitationPreview = z
  .object({
    email: z.string(),
    account_name: z.string(),
    merchant_name: z.string(),
    user_exists: z.boolean().meta({ description: 'Whether the invited email already has a Paydeck user.' }),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.output<typeof invitationPreview>;
export const invitationPreviewEnvelope = envelope(invitationPreview);

export const acceptInvitationResult = z
  .object({
    account_id: z.string(),
    token: z.string().optional().meta({ description: 'A new session, when the invitation created the user.' }),
    expires_at: z.number().int().optional(),
  })
  .meta({ id: 'AcceptInvitationResult' });
export type AcceptInvitationResult = z.output<typeof acceptInvitationResult>;
export const acceptInvitationResultEnvelope = envelope(acceptInvitationResult);

export const emptyResultEnvelope = envelope(z.object({}));
