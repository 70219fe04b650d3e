import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkIn, waitForEmail } from './mailbox.ts';

/** The demo sign-ins the server seeds (apps/server/src/seed/demo.ts). Use them for read-only checks. */
export const demoOwner = { email: 'demo@paydeck.dev', password: 'Paydeck#2026' } as const;
export const demoFinance = { email: 'finance@paydeck.dev', password: 'Paydeck#2026' } as const;

export type Session = { token: string; expiresAt: number };
type Envelope<T> = { success: boolean; data: T; error?: { code: string; message: string } };

/**
 * One API call through the server's envelope, in snake_case. A rate-limited call (429: the
 * sign-in limits are per IP, and both workers sign in) waits for its window and tries again.
 */
export const callApi = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body, baseURL }: { token?: string; body?: unknown; baseURL?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> => {
  for (let attempt = 0; ; attempt += 1) {
    // Relative to the server's URL, so a base path (PAYDECK_BASE_PATH) is kept.
    const relative = path.replace(/^\/+/, '');
    const response = await request.fetch(baseURL ? new URL(relative, baseURL).href : relative, {
      method,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { data: body }),
    });
    if (response.status() === 429 && attempt < 5) {
      const wait = Number(response.headers()['ratelimit-reset'] ?? '5');
      await new Promise((resolve) => setTimeout(resolve, (Math.min(wait, 60) + 1) * 1000));
      continue;
    }
    return { status: response.status(), body: (await response.json()) as Envelope<T> };
  }
};

/** The envelope's data of a call that must succeed. */
export const apiData = async <T>(...args: Parameters<typeof callApi>): Promise<T> => {
  const { status, body } = await callApi<T>(...args);
  if (!body.success) throw new Error(`${args[1]} ${args[2]} → ${status} ${JSON.stringify(body.error)}`);
  return body.data;
};

export const apiLogin = async (
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
  baseURL?: string,
): Promise<Session> => {
  const data = await apiData<{ token: string; expires_at: number }>(request, 'POST', '/v1/login', {
    body: { email, password },
    ...(baseURL ? { baseURL } : {}),
  });
  return { token: data.token, expiresAt: data.expires_at };
};

export type UserAccountRow = {
  id: string;
  name: string;
  merchant_id: string;
  status: 'activated' | 'inactivated';
  account_status: 'normal' | 'disabled';
  merchant_status: 'normal' | 'disabled';
};

export const userAccounts = (request: APIRequestContext, session: Session) =>
  apiData<UserAccountRow[]>(request, 'GET', '/v1/current_user_accounts', { token: session.token });

/** The id of one of the user's accounts, by name. */
export const accountIdByName = async (request: APIRequestContext, session: Session, name: string) => {
  const found = (await userAccounts(request, session)).find((account) => account.name === name);
  if (!found) throw new Error(`no account named ${name}`);
  return found.id;
};

/**
 * Opens the app with a session made through the API, the way a returning user does: the session
 * is in local storage, and the sign-in page carries on to the account (spec §2). Optionally the
 * session first selects an account, so the app opens on it.
 */
export const openSignedIn = async (page: Page, session: Session, accountId?: string) => {
  if (accountId)
    await apiData(page.request, 'POST', '/v1/select_account', {
      token: session.token,
      body: { account_id: accountId },
    });
  await page.goto('readyz');
  await page.evaluate(({ token, expiresAt }) => {
    localStorage.clear();
    localStorage.setItem('token', token);
    localStorage.setItem('expiresAt', String(expiresAt));
  }, session);
  await page.goto('user/login');
  await expect(page).toHaveURL(/\/accounts\/acct_\w+\/getting-started$/, { timeout: 30_000 });
  return page.url().match(/\/accounts\/(acct_\w+)\//)?.[1] ?? '';
};

export const password = 'Harbour#2026';

/**
 * A new user with a merchant of their own (one account, inactivated, payin), made through the API
 * as the register → confirm-email link → /user/active journey would: isolated from every other spec.
 */
export const freshMerchant = async (request: APIRequestContext, label: string) => {
  const email = `shell.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const since = Date.now();
  await apiData(request, 'POST', '/v1/register', { body: { email, password, agreement: true } });
  const token = new URL(linkIn(await waitForEmail(email, /./, since))).searchParams.get('token');
  const confirmed = await apiData<{ token: string; expires_at: number }>(request, 'POST', '/v1/confirm_email', {
    body: { token },
  });
  const session: Session = { token: confirmed.token, expiresAt: confirmed.expires_at };
  const { account_id: accountId } = await apiData<{ account_id: string }>(request, 'POST', '/v1/merchants', {
    token: session.token,
    body: { merchant_name: `Shell ${label} Trading`, country: 'HK' },
  });
  await apiData(request, 'POST', '/v1/select_account', { token: session.token, body: { account_id: accountId } });
  return { email, session, accountId };
};

/** Adds an account to the merchant of the session's selected account (owner only). */
export const createAccount = (
  request: APIRequestContext,
  session: Session,
  name: string,
  enableBusiness: ('payin' | 'payout' | 'recurring')[] = ['payin'],
) =>
  callApi<{ id: string }>(request, 'POST', '/v1/accounts', {
    token: session.token,
    body: { account_name: name, country: 'SG', enable_business: enableBusiness, default_settlement_currency: 'USD' },
  });
