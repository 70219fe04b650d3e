/** In-app paths of the records a refund points at (the payments pages are another feature's). */
export const paymentPath = (accountId: string, id: string) =>
  `/accounts/${accountId}/transaction/payments/${encodeURIComponent(id)}`;
export const refundPath = (accountId: string, id: string) =>
  `/accounts/${accountId}/transaction/refunds/${encodeURIComponent(id)}`;
