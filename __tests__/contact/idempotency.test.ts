import { createIdempotencyKeys, newIdempotencyKey } from "../../src/contact/sending/idempotency";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("idempotency keys", () => {
  it("are random version 4 UUIDs", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it("fall back to getRandomValues where randomUUID is missing (plain http)", () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });

  it("stay the same while the same request is retried, change with the request or after a success", () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    const body = { name: "Ada", email: "ada@example.com" };
    expect(keys.keyFor(body)).toBe("key-1");
    expect(keys.keyFor({ email: "ada@example.com", name: "Ada" })).toBe("key-1");
    expect(keys.keyFor({ ...body, name: "Ada L." })).toBe("key-2");
    keys.succeeded();
    expect(keys.keyFor({ ...body, name: "Ada L." })).toBe("key-3");
  });
});
