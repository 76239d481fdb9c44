// Idempotency keys for quote requests. A retry of the same request after a
// failure (timeout, network error, 5xx) reuses the key, so a request the server
// did store is not stored twice; a changed request or a new one after a
// success gets a new key.

/** A random version 4 UUID; crypto.randomUUID needs a secure context, so a fallback. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === "function") cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type IdempotencyKeys = {
  /** The key for this request body: the pending one if the body is unchanged. */
  keyFor(body: Record<string, unknown>): string;
  /** The request went through: the next one starts afresh. */
  succeeded(): void;
};

export function createIdempotencyKeys(generate: () => string = newIdempotencyKey): IdempotencyKeys {
  let pending: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: generate() };
      return pending.key;
    },
    succeeded() {
      pending = undefined;
    },
  };
}
