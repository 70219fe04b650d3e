/**
 * The in-app path of a payment's checkout page, from its `action.url` (absolute, with the server's
 * configured public address): opened from the dashboard, it stays on the address in use.
 */
export const checkoutPathOf = (id: string, actionUrl: string) => {
  const token = new URL(actionUrl, window.location.href).searchParams.get('token') ?? '';
  return `/checkout/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
};
