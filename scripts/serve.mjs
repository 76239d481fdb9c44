#!/usr/bin/env node
// Serves the production build in public/ the way Netlify (our host) does, for
// `npm run serve`, the browser tests and the Lighthouse benchmark:
//   - a folder with an index.html gets its trailing slash (/admin -> /admin/);
//   - /thank-you answers public/thank-you.html (gatsby-adapter-netlify with
//     trailingSlash "never" writes pages as <path>.html, which `gatsby serve`
//     does not find: it answers 404 and the page hydrates over the 404 page);
//   - an unknown path answers public/404.html with status 404;
//   - public/_headers and public/_redirects apply as Netlify applies them:
//     read with Netlify's own parsers, matched the way Netlify matches them
//     (plugins/publish/netlifyFiles.mjs: the same code the build writes and
//     checks them with);
//   - text is gzip-compressed, as CDNs do.
//   - with --strip-scripts, every script the browser would run (and every
//     script preload) is removed from the HTML, the JSON-LD data kept, found
//     by the HTML parser the build uses
//     (plugins/publish/htmlScripts.mjs): the no-JavaScript floor the benchmark
//     (scripts/bench-web.mjs) compares against.
//   - with --tls <dir> (key.pem and cert.pem in it), over HTTPS with HTTP/2,
//     HTTP/1.1 to clients that do not offer it, as Netlify serves: the
//     benchmark's loads, whose simulated timings depend on the protocol
//     (Lighthouse's Lantern gives an HTTP/1.1 origin up to six connections, each
//     new one a round trip of its own; HTTP/2 one).
// Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--strip-scripts] [--tls dir]
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { withoutScripts } from "../plugins/publish/htmlScripts.mjs";
import { headersFor, readHeaders, readRedirects, redirectFor } from "../plugins/publish/netlifyFiles.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const port = Number(argument("port", process.env.PORT ?? 9000));
const host = argument("host", "127.0.0.1");
const publicDir = path.resolve(root, argument("dir", "public"));
const stripScripts = process.argv.includes("--strip-scripts");
const tlsDir = argument("tls");

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`[serve] ${publicDir}/index.html is missing: run \`npx gatsby build\` first`);
  process.exit(1);
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

/** A file's rules as Netlify's parser reads them; a line it cannot read is named here and left out. */
async function readRules(name, read) {
  const { rules, errors } = await read(path.join(publicDir, name));
  for (const error of errors) console.error(`[serve] ${name}: ${error}`);
  return rules;
}
const headerRules = await readRules("_headers", readHeaders);
const redirectRules = await readRules("_redirects", readRedirects);

const isFile = (file) => file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile();

/** The file a request path resolves to, Netlify-style (pretty URLs). */
function resolveFile(urlPath) {
  const clean = path.posix.normalize(urlPath);
  const base = path.join(publicDir, clean);
  const candidates = clean.endsWith("/")
    ? [path.join(base, "index.html"), `${base.replace(/\/+$/, "")}.html`]
    : [base, `${base}.html`, path.join(base, "index.html")];
  return candidates.find(isFile);
}

/** Answers one request (HTTP/1.1's or HTTP/2's compatible request and response). */
function answer(request, response) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const headers = {};
  for (const [name, [, value]] of headersFor(headerRules, urlPath)) headers[name] = value;
  let file = resolveFile(urlPath);
  let status = 200;
  const redirect = redirectFor(redirectRules, urlPath);
  if (redirect && (redirect.force || !file)) {
    if (redirect.status >= 300 && redirect.status < 400) {
      response.writeHead(redirect.status, { ...headers, location: redirect.to }).end();
      return;
    }
    // A rewrite: the target's file with the rule's status.
    file = resolveFile(redirect.to) ?? file;
    status = redirect.status;
  }
  if (!file) {
    file = path.join(publicDir, "404.html");
    status = 404;
  } else if (status === 200 && !urlPath.endsWith("/") && file === path.join(publicDir, urlPath, "index.html")) {
    response.writeHead(301, { ...headers, location: `${urlPath}/` }).end();
    return;
  }
  const type = TYPES[path.extname(file)] ?? "application/octet-stream";
  headers["content-type"] = type;
  let body = fs.readFileSync(file);
  if (stripScripts && path.extname(file) === ".html") body = Buffer.from(withoutScripts(body.toString("utf8")));
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    body = zlib.gzipSync(body, { level: 9 });
    headers["content-encoding"] = "gzip";
    headers.vary = "Accept-Encoding";
  }
  headers["content-length"] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

const server = tlsDir
  ? http2.createSecureServer(
      {
        key: fs.readFileSync(path.join(tlsDir, "key.pem")),
        cert: fs.readFileSync(path.join(tlsDir, "cert.pem")),
        allowHTTP1: true,
      },
      answer,
    )
  : http.createServer(answer);

server.listen(port, host, () =>
  console.log(
    `Serving ${publicDir} at ${tlsDir ? "https" : "http"}://${host}:${port}/ (Netlify-style${tlsDir ? ", HTTP/2" : ""}${stripScripts ? ", scripts removed" : ""})`,
  ),
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
