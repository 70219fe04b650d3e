import { merchantApi } from '../../../lib/merchant-api.ts';
import { type Page, useHomeQuery } from './home-query.ts';

export type HomeEndpoint = { id: string; url: string; disabledReason: 'merchant' | 'failing' | null };

/** The mode's webhook endpoints (a page of 100: an account has few). */
export const useHomeEndpoints = (accountId: string) =>
  useHomeQuery('webhookEndpoints', accountId, {}, () =>
    merchantApi.get<Page<HomeEndpoint>>('/api/webhook_endpoints', { query: { current: 1, pageSize: 100 } }),
  );
