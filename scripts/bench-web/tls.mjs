// The benchmark's servers speak HTTPS and HTTP/2, as Netlify does (scripts/serve.mjs --tls):
// Lighthouse's simulated throttling (Lantern) gives an HTTP/1.1 origin up to six connections, a new
// one a round trip of its own, and which request gets a new one turns on the order the load
// happened to take, where an HTTP/2 origin has one. A certificate made for the run, trusted by the
// run's Chromium alone, and by the bench's own requests.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";

/**
 * A key and a self-signed certificate for 127.0.0.1, made by openssl in a
 * folder of their own; the Chromium flag that trusts that key alone (by its
 * SPKI's SHA-256, so the pages are a secure origin with no certificate error,
 * as on the live site); and the certificate, for the bench's own requests.
 */
export function makeCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const keyAndCertificate = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert];
  execFileSync("openssl", ["req", "-x509", "-days", "2", ...keyAndCertificate, ...subject], { stdio: ["ignore", "ignore", "inherit"] });
  const ca = fs.readFileSync(cert);
  const spki = new crypto.X509Certificate(ca).publicKey.export({ type: "spki", format: "der" });
  return {
    dir,
    ca,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${crypto.createHash("sha256").update(spki).digest("base64")}`,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A page's HTML as one of the servers sends it, trusting the run's certificate. */
export const fetchText = (url, ca) =>
  new Promise((resolve, reject) =>
    https
      .get(url, { ca }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        response.on("error", reject);
      })
      .on("error", reject),
  );
