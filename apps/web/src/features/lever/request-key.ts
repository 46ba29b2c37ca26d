/** A fresh Idempotency-Key for one opening (the server accepts 8 to 100 of [A-Za-z0-9_.:-]). */
export function newRequestKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
