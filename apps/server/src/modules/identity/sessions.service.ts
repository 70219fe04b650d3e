import type { LoginResult } from '@paydeck/contract/auth';
import { listUserAccounts } from '../../core/account-access.ts';
import type { Executor } from '../../db/client.ts';
import { recordLogin } from './login-histories.repository.ts';
import type { RequestMeta } from './request-meta.ts';
import { insertSession, setSelectedAccount } from './sessions.repository.ts';
import type { UserRow } from './users.repository.ts';

/** Opens a session on the user's first account (or none yet) and records the sign-in. */
export const openSession = async (
  db: Executor,
  user: Pick<UserRow, 'id'>,
  meta: RequestMeta,
  options: { remember: boolean; admin?: boolean },
): Promise<LoginResult> => {
  const [first] = await listUserAccounts(db, user.id);
  const { token, timeExpired } = await insertSession(db, {
    userId: user.id,
    remember: options.remember,
    admin: options.admin ?? false,
    ip: meta.ip,
    userAgent: meta.userAgent,
    selectedAccountId: first?.id ?? null,
  });
  await recordLogin(db, {
    userId: user.id,
    outcome: 'success',
    ip: meta.ip,
    userAgent: meta.userAgent,
    admin: options.admin ?? false,
  });
  return { token, expires_at: Math.floor(timeExpired.getTime() / 1000), mfa_required: false };
};

/** Makes an account the session's current one: the user switched, created it, or joined it. */
export const selectSessionAccount = (db: Executor, sessionId: string, accountId: string) =>
  setSelectedAccount(db, sessionId, accountId);
