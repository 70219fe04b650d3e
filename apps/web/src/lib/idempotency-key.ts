/**
 * A fresh random UUID (v4) for a write's `Idempotency-Key`: a retry of the same write sends the
 * same key, so the server answers it once. `crypto.randomUUID` exists only in secure contexts (an
 * instance served over plain HTTP on a LAN has none), `getRandomValues` everywhere.
 */
export const newIdempotencyKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
