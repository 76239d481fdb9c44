// `npm run backend` as a developer runs it: a process that serves the real
// function, answers the site's calls, writes the outbox and keeps its leads
// across a restart.
import { assertEquals } from "./support/assert.ts";
import { SITE_ORIGIN, validRequest } from "./support/harness.ts";
import { freePort } from "../../local/freePort.ts";
import { startLocalBackend } from "../../local/localBackend.ts";

const headers = {
  origin: SITE_ORIGIN,
  authorization: "Bearer local-anon-key",
  apikey: "local-anon-key",
  "content-type": "application/json",
  "idempotency-key": "local-backend-test",
};

Deno.test({
  name: "the local backend serves the function, writes the outbox and keeps leads across restarts",
  sanitizeResources: false,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "contact-backend-" });
    const port = freePort();
    const url = `http://127.0.0.1:${port}/functions/v1/send-contact-email`;
    const env = { PORT: String(port), DATA_DIR: dataDir, RETRY_INTERVAL_MS: "600000" };
    try {
      let backend = await startLocalBackend(env);
      assertEquals(backend.url, url, backend.readyLine);

      const preflight = await fetch(url, { method: "OPTIONS", headers: { origin: SITE_ORIGIN } });
      await preflight.body?.cancel();
      assertEquals(preflight.status, 204);
      assertEquals(preflight.headers.get("access-control-allow-origin"), SITE_ORIGIN);

      const first = await fetch(url, { method: "POST", headers, body: JSON.stringify(validRequest()) });
      assertEquals(first.status, 200);
      const { id } = await first.json();
      const email = JSON.parse(await Deno.readTextFile(`${dataDir}/outbox/contact-request_${id}_team.json`));
      assertEquals(email.replyTo, "mei@shop.example");
      assertEquals(await backend.stop(), 0, "exits cleanly on SIGTERM");

      backend = await startLocalBackend(env);
      const again = await fetch(url, { method: "POST", headers, body: JSON.stringify(validRequest()) });
      assertEquals(again.status, 200);
      assertEquals((await again.json()).id, id, "the lead survived the restart");
      assertEquals(again.headers.get("idempotent-replayed"), "true");
      assertEquals(await backend.stop(), 0);
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
