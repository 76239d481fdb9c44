// `npm run backend` as a developer runs it: a process that serves the real
// function, answers the site's calls, writes the outbox and keeps its leads
// across a restart.
import { assert, assertEquals } from "./support/assert.ts";
import { SITE_ORIGIN, validRequest } from "./support/harness.ts";
import { freePort } from "./support/freePort.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;


type RunningBackend = { process: Deno.ChildProcess; readyLine: string; output: () => string };

/** Starts scripts/backend.mjs and resolves once it prints its ready line. */
async function startBackend(env: Record<string, string>): Promise<RunningBackend> {
  const process = new Deno.Command("node", {
    args: ["scripts/backend.mjs"],
    cwd: ROOT,
    env,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let output = "";
  const decoder = new TextDecoder();
  const ready = new Promise<string>((resolve, reject) => {
    const read = async (stream: ReadableStream<Uint8Array>) => {
      for await (const chunk of stream) {
        output += decoder.decode(chunk);
        const line = output.split("\n").find((l) => l.startsWith("Local backend ready"));
        if (line) resolve(line);
      }
    };
    Promise.all([read(process.stdout), read(process.stderr)]).then(() =>
      reject(new Error(`backend exited before it was ready:\n${output}`))
    );
  });
  const timeout = setTimeout(() => process.kill("SIGKILL"), 120_000);
  try {
    return { process, readyLine: await ready, output: () => output };
  } finally {
    clearTimeout(timeout);
  }
}

async function stopBackend(backend: RunningBackend): Promise<number> {
  backend.process.kill("SIGTERM");
  return (await backend.process.status).code;
}

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
      let backend = await startBackend(env);
      assert(backend.readyLine.includes(url), backend.readyLine);

      const preflight = await fetch(url, { method: "OPTIONS", headers: { origin: SITE_ORIGIN } });
      await preflight.body?.cancel();
      assertEquals(preflight.status, 204);
      assertEquals(preflight.headers.get("access-control-allow-origin"), SITE_ORIGIN);

      const first = await fetch(url, { method: "POST", headers, body: JSON.stringify(validRequest()) });
      assertEquals(first.status, 200);
      const { id } = await first.json();
      const email = JSON.parse(await Deno.readTextFile(`${dataDir}/outbox/contact-request_${id}_team.json`));
      assertEquals(email.replyTo, "mei@shop.example");
      assertEquals(await stopBackend(backend), 0, "exits cleanly on SIGTERM");

      backend = await startBackend(env);
      const again = await fetch(url, { method: "POST", headers, body: JSON.stringify(validRequest()) });
      assertEquals(again.status, 200);
      assertEquals((await again.json()).id, id, "the lead survived the restart");
      assertEquals(again.headers.get("idempotent-replayed"), "true");
      assertEquals(await stopBackend(backend), 0);
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
