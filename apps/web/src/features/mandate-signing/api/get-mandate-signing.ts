import type { MandateSigningView } from '@paydeck/contract/mandate-signing';
import type { MandateStatus } from '@paydeck/contract/recurring-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { linkKeys } from '../../../lib/link.keys.ts';

export type MandateSigning = Camelize<MandateSigningView>;

/** Every few seconds while the mandate awaits an answer: a live one is confirmed by its processor. */
export const mandateSigningPollMs = 10_000;

/** Awaiting the customer (`created`) or the processor's confirmation (`pending`). */
export const isAwaiting = (status: MandateStatus) => status === 'created' || status === 'pending';

/** Only a mandate nobody has answered yet can be signed (the server's `mandate_not_signable`). */
export const isSignable = (status: MandateStatus) => status === 'created';

/** Public: the token of the mandate's link authorizes it (no session). */
export const getMandateSigning = (id: string, token: string) =>
  api.get<MandateSigningView>(`/v1/mandate-signing/${encodeURIComponent(id)}`, { query: { token } });

/** The page shows its own not-found and error states. */
export const getMandateSigningQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: linkKeys.mandateSigning(id, token),
    queryFn: () => getMandateSigning(id, token),
    meta: { errorMode: 'silent' },
    refetchInterval: (query) =>
      query.state.data && isAwaiting(query.state.data.status) ? mandateSigningPollMs : false,
  });

export const useMandateSigning = (id: string, token: string) =>
  useQuery({ ...getMandateSigningQueryOptions(id, token), enabled: token !== '' });
