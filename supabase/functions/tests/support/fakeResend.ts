// A stand-in for Resend's HTTP API on loopback. Its behaviour can be switched
// during a test: answer success, fail with 500 or 429, answer 409 without
// sending (as Resend does while another request with the same key is still
// running), or never answer. Like Resend, it remembers an idempotency key for
// 24 hours (by the test's clock), and answers 409 invalid_idempotent_request
// when a key comes back with another body.
export type FakeResendMode = "success" | "error500" | "rateLimited429" | "conflict409" | "never";

export type ReceivedEmail = {
  idempotencyKey: string | null;
  authorization: string | null;
  body: { from: string; to: string[]; reply_to?: string; subject: string; text: string; html: string };
  answeredWith: number | "nothing";
  /** A repeated idempotency key: answered 200, not sent again. */
  replayed: boolean;
};

export type FakeResend = {
  baseUrl: string;
  mode: FakeResendMode;
  received: ReceivedEmail[];
  /** The e-mails Resend accepted, once per idempotency key, as the real API does. */
  delivered(): ReceivedEmail[];
  close(): Promise<void>;
};

/** How long Resend recognises an idempotency key. */
export const RESEND_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export function startFakeResend(options: { now?: () => Date } = {}): FakeResend {
  const now = options.now ?? (() => new Date());
  const hanging = new Set<() => void>();
  const acceptedKeys = new Map<string, { id: string; at: number; body: string }>();
  const fake: FakeResend = {
    baseUrl: "",
    mode: "success",
    received: [],
    delivered: () => fake.received.filter((email) => email.answeredWith === 200 && !email.replayed),
    close: async () => {
      for (const release of hanging) release();
      await server.shutdown();
    },
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    const entry: ReceivedEmail = {
      idempotencyKey: request.headers.get("idempotency-key"),
      authorization: request.headers.get("authorization"),
      body: await request.json(),
      answeredWith: "nothing",
      replayed: false,
    };
    fake.received.push(entry);
    switch (fake.mode) {
      case "never":
        // Holds the connection open until the client gives up or the fake closes.
        await new Promise<void>((resolve) => hanging.add(resolve));
        return new Response(null, { status: 503 });
      case "error500":
        entry.answeredWith = 500;
        return Response.json({ name: "internal_server_error", message: "secret provider detail" }, { status: 500 });
      case "conflict409":
        entry.answeredWith = 409;
        return Response.json({
          name: "concurrent_idempotent_requests",
          message: "Same idempotency key used while original request is still in progress.",
        }, { status: 409 });
      case "rateLimited429":
        entry.answeredWith = 429;
        return Response.json({ name: "rate_limit_exceeded", message: "Too many requests" }, { status: 429 });
      case "success": {
        entry.answeredWith = 200;
        const key = entry.idempotencyKey ?? crypto.randomUUID();
        const previous = acceptedKeys.get(key);
        const body = JSON.stringify(entry.body);
        if (previous && now().getTime() - previous.at < RESEND_KEY_TTL_MS) {
          if (previous.body !== body) {
            entry.answeredWith = 409;
            return Response.json({
              name: "invalid_idempotent_request",
              message: "This idempotency key has been used with a different request body.",
            }, { status: 409 });
          }
          // Resend answers a repeated key with the first e-mail's id and sends nothing.
          entry.replayed = true;
          return Response.json({ id: previous.id });
        }
        // A new key, or one older than 24 hours: sent (again).
        const id = crypto.randomUUID();
        acceptedKeys.set(key, { id, at: now().getTime(), body });
        return Response.json({ id });
      }
    }
  });
  fake.baseUrl = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
  return fake;
}
