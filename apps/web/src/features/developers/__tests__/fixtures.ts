import { renderRoutes } from '../../../test/render.tsx';
import ApiKeysPage from '../pages/api-keys.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };

export const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, per_page: 100 });

const secretText = `sk_test_${'S'.repeat(43)}`;
const newSecretText = `sk_test_${'N'.repeat(43)}`;
export const publishableText = `pk_test_${'P'.repeat(43)}`;

export const publishable = {
  id: 'key_pk',
  type: 'publishable',
  livemode: false,
  key: publishableText,
  status: 'active',
  // 2026-01-01 00:00:00 UTC: 08:00 in Shanghai.
  time_created: 1_767_225_600,
  time_expired: null,
};
export const secret = { ...publishable, id: 'key_sk', type: 'secret', key: 'sk_test_…SSSS' };
export const rolledSecret = {
  ...secret,
  id: 'key_old',
  key: 'sk_test_…OLDK',
  status: 'expiring',
  time_expired: 1_767_312_000,
};

/** The create answer: both keys, the secret in full (the only time). */
export const createdPair = [publishable, { ...secret, key: secretText }];
export const createdSecret = secretText;

export const rolled = {
  key: { ...secret, id: 'key_new', key: newSecretText, time_created: 1_767_312_000 },
  previous: { ...secret, status: 'expiring', time_expired: 1_767_398_400 },
};
export const rolledSecretText = newSecretText;

/** The API keys page on account acct_a in test mode (the shell stores both), times in Shanghai. */
export const openApiKeys = (livemode: '0' | '1' = '0') => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', livemode);
  return renderRoutes(
    [{ path: '/accounts/:accountId/developers/api_keys', Component: ApiKeysPage }],
    '/accounts/acct_a/developers/api_keys',
  );
};

/** The table row showing a text. */
export const rowWith = (text: string) => {
  const row = document.querySelector(`[data-testid="key-${text}"]`)?.closest('tr');
  if (!row) throw new Error(`no row for key ${text}`);
  return row as HTMLElement;
};
