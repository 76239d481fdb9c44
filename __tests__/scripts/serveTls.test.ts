/**
 * @jest-environment node
 */
// scripts/serve.mjs --tls, as the benchmark serves the build (scripts/bench-web/tls.mjs): HTTP/2 over
// HTTPS with the run's certificate, HTTP/1.1 to a client that does not offer HTTP/2, and the same
// answers as over plain HTTP (Netlify's headers, its pretty URLs, its 404).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http2 from "node:http2";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fetchText, makeCertificate } from "../../scripts/bench-web/tls.mjs";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let site: string;
let certificate: ReturnType<typeof makeCertificate>;
let server: ChildProcess;
let origin: string;

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "serve-tls-"));
  fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>home</title>");
  fs.writeFileSync(path.join(site, "thank-you.html"), "<!doctype html><title>thanks</title>");
  fs.writeFileSync(path.join(site, "404.html"), "<!doctype html><title>not found</title>");
  fs.writeFileSync(path.join(site, "_headers"), "/*\n  X-Served-By: the-rules\n");
  certificate = makeCertificate();
  const port = await freePort();
  origin = `https://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port), "--dir", site, "--tls", certificate.dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (data: Buffer) => data.toString().includes("Serving") && resolve());
    server.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  certificate?.remove();
  fs.rmSync(site, { recursive: true, force: true });
});

/** One GET over HTTP/2, trusting the run's certificate: its status, headers and body. */
function getOverHttp2(pathname: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const session = http2.connect(origin, { ca: certificate.ca });
    session.on("error", reject);
    const request = session.request({ ":path": pathname });
    let headers: http2.IncomingHttpHeaders = {};
    let body = "";
    request.on("response", (received) => (headers = received));
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body });
    });
    request.end();
  });
}

test("a page is served over HTTP/2 with its rules' headers", async () => {
  const { status, headers, body } = await getOverHttp2("/thank-you");
  expect(status).toBe(200);
  expect(headers["x-served-by"]).toBe("the-rules");
  expect(headers["content-type"]).toMatch(/^text\/html/);
  expect(body).toContain("<title>thanks</title>");
});

test("an unknown path answers the 404 page over HTTP/2", async () => {
  const { status, body } = await getOverHttp2("/nowhere");
  expect(status).toBe(404);
  expect(body).toContain("<title>not found</title>");
});

test("a client without HTTP/2 gets HTTP/1.1 over the same certificate", async () => {
  expect(await fetchText(`${origin}/`, certificate.ca)).toContain("<title>home</title>");
});

test("the Chromium flag names the certificate's key, as base64 of its SHA-256", () => {
  expect(certificate.chromiumFlag).toMatch(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/);
});
