import { z } from 'zod';
import { oneSecondFactor, oneSecondFactorMessage, otpSchema, secondFactorFields } from './auth.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { atLeastOneField } from './field-rules.ts';
import { languages, loginOutcomes, merchantNameMaxLength } from './identity-rules.ts';
import { passwordMaxLength } from './password.ts';

export const currentUserAccount = z
  .object({
    id: z.string(),
    name: z.string(),
    merchant_id: z.string(),
    is_owner: z.boolean(),
  })
  .meta({ id: 'CurrentUserAccount' });

export const currentUserMerchant = z
  .object({ id: z.string(), name: z.string(), is_owner: z.boolean(), status: z.enum(['normal', 'disabled']) })
  .meta({ id: 'CurrentUserMerchant' });

export const currentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    mfa_enabled: z.boolean(),
    language: z.enum(languages),
    time_zone: z.string().nullable(),
    accounts: z.array(currentUserAccount),
    merchants: z.array(currentUserMerchant),
    selected_account_id: z.string().nullable().meta({ description: "The session's current account." }),
    access: z
      .object({ admin: z.boolean().meta({ description: 'Signed in by an operator through an admin link.' }) })
      .meta({ description: 'Holds the admin flag (spec §3).' }),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.output<typeof currentUser>;
export const currentUserEnvelope = envelope(currentUser);

export const userPreferences = z
  .object({
    language: z.enum(languages),
    time_zone: z.string().nullable().meta({ description: 'IANA time zone; null follows the browser.' }),
  })
  .meta({ id: 'UserPreferences' });
export type UserPreferences = z.output<typeof userPreferences>;
export const userPreferencesEnvelope = envelope(userPreferences);

/** The preference fields; an update names at least one (`userPreferencesUpdate`). */
export const userPreferencesFields = z.object({
  language: z.enum(languages).optional(),
  time_zone: z.string().max(64).nullable().optional(),
});
export const userPreferencesUpdate = atLeastOneField(userPreferencesFields).meta({ id: 'UserPreferencesUpdate' });
export type UserPreferencesUpdate = z.input<typeof userPreferencesUpdate>;

export const mfaQrCode = z
  .object({
    secret: z.string().meta({ description: 'Base32 secret, for typing into an app by hand.' }),
    otpauth_url: z.string().meta({ example: 'otpauth://totp/Paydeck:demo%40paydeck.dev?secret=…&issuer=Paydeck' }),
    qrcode: z.string().meta({ description: 'PNG data URL of the otpauth URI.' }),
  })
  .meta({ id: 'MfaQrCode' });
export type MfaQrCode = z.output<typeof mfaQrCode>;
export const mfaQrCodeEnvelope = envelope(mfaQrCode);

/** The account password, asked again before 2FA settings change (a session alone is not enough). */
const currentPassword = z
  .string()
  .min(1)
  .max(passwordMaxLength)
  .meta({ description: "The account's current password." });

export const mfaEnableBody = z.object({ otp: otpSchema, password: currentPassword }).meta({ id: 'MfaEnableBody' });
export type MfaEnableBody = z.input<typeof mfaEnableBody>;

export const mfaRecoveryCodes = z
  .object({
    recovery_codes: z
      .array(z.string())
      .meta({ description: 'Ten one-time codes, shown this once (only their hashes are kept).' }),
  })
  .meta({ id: 'MfaRecoveryCodes' });
export type MfaRecoveryCodes = z.output<typeof mfaRecoveryCodes>;
export const mfaRecoveryCodesEnvelope = envelope(mfaRecoveryCodes);

export const mfaDisableBody = z
  .object(secondFactorFields)
  .refine(oneSecondFactor, oneSecondFactorMessage)
  .meta({ id: 'MfaDisableBody', description: 'A current code from the authenticator, or a recovery code.' });
export type MfaDisableBody = z.input<typeof mfaDisableBody>;

export const mfaRecoveryCodesBody = z.object({ password: currentPassword }).meta({ id: 'MfaRecoveryCodesBody' });
export type MfaRecoveryCodesBody = z.input<typeof mfaRecoveryCodesBody>;

export const mfaRecoveryCodeStatus = z
  .object({ remaining: z.number().int().meta({ description: 'Unused recovery codes; 0 while 2FA is off.' }) })
  .meta({ id: 'MfaRecoveryCodeStatus' });
export type MfaRecoveryCodeStatus = z.output<typeof mfaRecoveryCodeStatus>;
export const mfaRecoveryCodeStatusEnvelope = envelope(mfaRecoveryCodeStatus);

export const loginHistory = z
  .object({
    id: z.string(),
    device: z.string().meta({ example: 'Chrome 131 on macOS' }),
    ip: z.string(),
    description: z.enum(loginOutcomes),
    admin: z.boolean(),
    time_login: z.number().int(),
  })
  .meta({ id: 'LoginHistory' });
export type LoginHistory = z.output<typeof loginHistory>;
export const loginHistoryListEnvelope = envelope(listPage(loginHistory));
export const loginHistoryQuery = listQuery;

export const merchantActivationBody = z
  .object({
    merchant_name: z.string().trim().min(1).max(merchantNameMaxLength),
    country: z.string().length(2).meta({ description: 'ISO 3166-1 alpha-2 region.', example: 'HK' }),
  })
  .meta({ id: 'MerchantActivationBody' });
export type MerchantActivationBody = z.input<typeof merchantActivationBody>;

export const merchantActivationResult = z
  .object({ merchant_id: z.string(), account_id: z.string() })
  .meta({ id: 'MerchantActivationResult' });
export type MerchantActivationResult = z.output<typeof merchantActivationResult>;
export const merchantActivationResultEnvelope = envelope(merchantActivationResult);
