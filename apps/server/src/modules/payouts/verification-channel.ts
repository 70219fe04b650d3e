import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { twoFactorOn } from '../identity/users.service.ts';

export type VerificationChannel = 'totp' | 'email';

/** A user with 2FA verifies a payout with their authenticator; anyone else with a code emailed to them. */
export const verificationChannel = async (db: Executor, scope: Scope): Promise<VerificationChannel> =>
  scope.actor.type === 'user' && (await twoFactorOn(db, scope.actor.userId)) ? 'totp' : 'email';
