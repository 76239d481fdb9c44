// `npm run check:live` (scripts/check-live.mjs) against the production build
// served as Netlify serves it and the local backend: no problem there, and
// one line for each problem of a deliberately broken deployment (a doctored
// _headers and _redirects, and a backend whose e-mail sender is unusable and
// whose ALLOWED_ORIGINS leaves the site out).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { contactFunctionUrl } from "../../src/contact/backendConfig";
import { SITE_PORT } from "../../playwright.config";

const root = path.resolve(__dirname, "../..");
const run = promisify(execFile);

/** Runs the command as `npm run check:live` does; its exit code and its lines. */
async function checkLive(...args: string[]): Promise<{ code: number; lines: string[] }> {
  try {
    const { stdout } = await run("node", ["scripts/check-live.mjs", ...args], { cwd: root, timeout: 60_000 });
    return { code: 0, lines: stdout.trim().split("\n") };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, lines: (failed.stdout ?? "").trim().split("\n") };
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Starts a child process and resolves once a line of its output matches `ready`. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on("data", listen);
    child.stderr?.on("data", listen);
    child.on("exit", (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** `npm run backend`'s arguments (package.json), for Deno started directly so that a signal reaches it. */
function backendArguments(): string[] {
  const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const [deno, ...args] = (packageJson.scripts.backend as string).split(" ");
  expect(deno).toBe("deno");
  return args;
}

test("the served build and the local backend have no problem, and the function's URL comes from the page", async () => {
  const { code, lines } = await checkLive(`http://127.0.0.1:${SITE_PORT}`);
  expect(lines).toEqual([`No problems found on http://127.0.0.1:${SITE_PORT} and ${contactFunctionUrl}.`]);
  expect(code).toBe(0);
});

test.describe("a broken deployment", () => {
  const processes: ChildProcess[] = [];
  const folders: string[] = [];

  test.afterAll(async () => {
    for (const child of processes) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  test("gets one line per problem and exit code 1", async () => {
    test.setTimeout(180_000);
    // The build with its headers doctored: no HSTS, the CMS's policy added to the site's instead of
    // replacing it, no noindex on /admin/, and a catch-all rewrite that answers unknown paths with 200.
    const served = fs.mkdtempSync(path.join(os.tmpdir(), "hkaf-check-live-"));
    folders.push(served);
    const publicDir = path.join(root, "public");
    for (const entry of fs.readdirSync(publicDir)) {
      if (entry !== "_headers" && entry !== "_redirects") fs.symlinkSync(path.join(publicDir, entry), path.join(served, entry));
    }
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    const sitePolicy = headers.match(/^\/\*\n(?:\s+.*\n)*?\s+Content-Security-Policy: (.*)$/m)?.[1];
    expect(sitePolicy, "the site's policy in _headers").toBeTruthy();
    const doctored = headers
      .split("\n")
      .filter((line) => !/^\s+(Strict-Transport-Security|X-Robots-Tag):/.test(line))
      .join("\n")
      .replace(/^(\/admin\/\*\n\s+Content-Security-Policy: )(.*)$/m, `$1${sitePolicy}, $2`);
    expect(doctored).toContain(`${sitePolicy}, default-src`);
    fs.writeFileSync(path.join(served, "_headers"), doctored);
    const redirects = path.join(publicDir, "_redirects");
    fs.writeFileSync(
      path.join(served, "_redirects"),
      `${fs.existsSync(redirects) ? fs.readFileSync(redirects, "utf8") : ""}\n/check-live/no-such-page  /index.html  200\n`,
    );
    const sitePort = await freePort();
    processes.push(
      await start("node", ["scripts/serve.mjs", "--host", "127.0.0.1", "--port", String(sitePort), "--dir", served], {}, /^Serving /m),
    );

    // The function with a sender on resend.dev's sandbox, and the site's origin not allowed.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hkaf-check-live-backend-"));
    folders.push(dataDir);
    const backendPort = await freePort();
    processes.push(
      await start(
        path.join(root, "node_modules/.bin/deno"),
        backendArguments(),
        {
          PORT: String(backendPort),
          DATA_DIR: dataDir,
          RESEND_API_KEY: "re_not_used",
          RESEND_API_URL: "http://127.0.0.1:9/never-called",
          CONTACT_TO_EMAIL: "team@forwarder.test",
          CONTACT_FROM_EMAIL: "",
          ALLOWED_ORIGINS: "https://www.forwarder.test",
          SUPABASE_DB_URL: "",
        },
        /^Local backend ready/m,
      ),
    );
    const functionUrl = `http://127.0.0.1:${backendPort}/functions/v1/send-contact-email`;

    const { code, lines } = await checkLive(`http://127.0.0.1:${sitePort}`, functionUrl);
    expect(code).toBe(1);
    const expected = [
      /^\/admin\/: 2 Content-Security-Policies combined/,
      /^\/: no Strict-Transport-Security$/,
      /^\/thank-you: no Strict-Transport-Security$/,
      /^\/admin\/: no Strict-Transport-Security$/,
      /^\/admin\/: no X-Robots-Tag: noindex/,
      /^\/check-live\/no-such-page: answered 200, expected 404$/,
      /^\/check-live\/no-such-page: no Strict-Transport-Security$/,
      /^\/: the Content-Security-Policy's connect-src does not allow the function's origin/,
      /^\/: the Content-Security-Policy's form-action does not allow the function's origin/,
      /^function health: answered 503; missing: CONTACT_FROM_EMAIL$/,
      /^function CORS: the preflight from http:\/\/127\.0\.0\.1:\d+ answered \d+ allowing no origin/,
    ];
    for (const pattern of expected)
      expect(
        lines.filter((line) => pattern.test(line)),
        String(pattern),
      ).toHaveLength(1);
    expect(lines.at(-1)).toBe(`${expected.length} problems found on http://127.0.0.1:${sitePort} and ${functionUrl}.`);
    expect(lines, "nothing else").toHaveLength(expected.length + 1);
  });
});
