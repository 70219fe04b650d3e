/** In-app paths of the records a dispute points at (the payments pages are another feature's). */
export const paymentPath = (accountId: string, id: string) =>
  `/accounts/${accountId}/transaction/payments/${encodeURIComponent(id)}`;
export const disputePath = (accountId: string, id: string) =>
  `/accounts/${accountId}/transaction/disputes/${encodeURIComponent(id)}`;
