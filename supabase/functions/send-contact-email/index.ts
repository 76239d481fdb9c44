// send-contact-email as deployed: the handler wired to the production
// adapters (PostgreSQL through SUPABASE_DB_URL, Resend). Logic lives in handler.ts.
import { corsHeaders, parseAllowedOrigins } from "../_shared/cors.ts";
import { connectPostgres } from "./database.ts";
import { formProblemResponse } from "./formPages.ts";
import { createContactHandler, isFormPost } from "./handler.ts";
import { consoleLogger } from "./logger.ts";
import { mailerFromEnv } from "./mailers.ts";
import { loadSettings } from "./settings.ts";
import { createContactStore } from "./store.ts";

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

function createProductionHandler(): (request: Request, info: Deno.ServeHandlerInfo) => Promise<Response> {
  const env = Deno.env.toObject();
  try {
    const settings = loadSettings(env);
    const databaseUrl = env.SUPABASE_DB_URL;
    if (!databaseUrl) throw new Error("SUPABASE_DB_URL is not set");
    const edgeRuntime = (globalThis as EdgeRuntimeGlobal).EdgeRuntime;
    return createContactHandler({
      store: createContactStore(connectPostgres(databaseUrl, { maxConnections: 3 })),
      // Without RESEND_API_KEY (`supabase functions serve` with no secrets) e-mails go to /tmp.
      mailer: mailerFromEnv(env, { timeoutMs: settings.mail.timeoutMs, fallbackOutboxDir: "/tmp/outbox" }).mailer,
      clock: () => new Date(),
      settings,
      logger: consoleLogger,
      // Answer as soon as the request is stored; the e-mail finishes in the background.
      waitUntil: edgeRuntime ? (work) => edgeRuntime.waitUntil(work) : undefined,
    });
  } catch (error) {
    // A misconfigured deployment still answers in JSON with CORS headers (a
    // page for the plain form), and says what is wrong only in the logs.
    consoleLogger.error("send-contact-email is misconfigured", { error: String(error) });
    const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
    return (request) => {
      const headers = corsHeaders(request.headers.get("origin"), allowedOrigins);
      if (request.method === "OPTIONS") return Promise.resolve(new Response(null, { status: 204, headers }));
      if (isFormPost(request)) {
        const origin = request.headers.get("origin");
        const siteOrigin = origin !== null && allowedOrigins.includes(origin) ? origin : null;
        const problem = { kind: "internalError", reference: crypto.randomUUID() } as const;
        consoleLogger.error("form post answered while misconfigured", { errorId: problem.reference });
        return Promise.resolve(formProblemResponse(500, problem, siteOrigin, headers));
      }
      headers.set("Content-Type", "application/json; charset=utf-8");
      const body = { error: { code: "internal_error", message: "internal error" } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 500, headers }));
    };
  }
}

Deno.serve(createProductionHandler());
