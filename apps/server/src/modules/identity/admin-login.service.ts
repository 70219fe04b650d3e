import type { LoginResult } from '@paydeck/contract/auth';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from './request-meta.ts';
import { openSession } from './sessions.service.ts';
import { consumeUserToken, issueUserToken } from './user-tokens.repository.ts';
import { findUserByEmail } from './users.repository.ts';

/** Operator CLI: a one-time link, good for 10 minutes, that signs in as the merchant's user. */
export const issueAdminLoginToken = async (db: Database, email: string): Promise<string> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('user_not_exists');
  return issueUserToken(db, { purpose: 'admin_login', userId: user.id });
};

/** The session carries the admin flag: everything done in it is recorded as an administrator's act. */
export const adminSignIn = (ctx: AppContext, token: string, meta: RequestMeta): Promise<LoginResult> =>
  ctx.db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, 'admin_login', token);
    if (!used) throw new AppError('token_invalid');
    return openSession(tx, { id: used.userId }, meta, { remember: false, admin: true });
  });
