import type { Language } from '@paydeck/contract/identity-rules';
import type { CurrentUser, UserPreferences, UserPreferencesUpdate } from '@paydeck/contract/user';
import type { AppContext } from '../../context.ts';
import { listUserAccounts } from '../../core/account-access.ts';
import type { Session } from '../../core/request.ts';
import { AppError } from '../../lib/app-error.ts';
import { setSelectedAccount } from './sessions.repository.ts';
import { findUserById, type UserRow, updateUser } from './users.repository.ts';

const languageOf = (user: UserRow): Language =>
  user.language === 'zh-CN' || user.language === 'en-US' ? user.language : 'default';

/** The signed-in user with every account they belong to; the session's account stays valid. */
export const currentUser = async (ctx: AppContext, session: Session): Promise<CurrentUser> => {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('unauthenticated');
  const memberships = await listUserAccounts(ctx.db, user.id);
  const merchants = new Map<string, CurrentUser['merchants'][number]>();
  for (const m of memberships) {
    if (!merchants.has(m.merchantId)) {
      merchants.set(m.merchantId, {
        id: m.merchantId,
        name: m.merchantName,
        is_owner: m.merchantOwnerId === user.id,
        status: m.merchantStatus,
      });
    }
  }
  // A session whose account was taken away (member removed) moves to one the user still has.
  let selected = session.selectedAccountId;
  if (!memberships.some((m) => m.id === selected)) {
    selected = memberships[0]?.id ?? null;
    await setSelectedAccount(ctx.db, session.id, selected);
  }
  return {
    id: user.id,
    email: user.email,
    mfa_enabled: user.mfaSecret !== null,
    language: languageOf(user),
    time_zone: user.timeZone,
    accounts: memberships.map((m) => ({
      id: m.id,
      name: m.name,
      merchant_id: m.merchantId,
      is_owner: m.roles.includes('owner'),
    })),
    merchants: [...merchants.values()],
    selected_account_id: selected,
    access: { admin: session.admin },
  };
};

export const preferencesOf = async (ctx: AppContext, session: Session): Promise<UserPreferences> => {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('unauthenticated');
  return { language: languageOf(user), time_zone: user.timeZone };
};

export const updatePreferences = async (ctx: AppContext, session: Session, input: UserPreferencesUpdate) => {
  await updateUser(ctx.db, session.userId, {
    ...(input.language ? { language: input.language } : {}),
    ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
  });
  return preferencesOf(ctx, session);
};
