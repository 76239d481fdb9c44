#!/usr/bin/env node
// Whether a deployed send-contact-email is ready, from its health route: the
// deploy workflow's last step, and anyone's after a deploy by hand.
//   node scripts/function-health.mjs https://<project-ref>.supabase.co/functions/v1/send-contact-email
// Prints the function's report and exits 0 when it answers 200 "ok"; exits 1
// naming what is missing when it answers otherwise. While there is no answer,
// or one that is not the function's (a gateway's page while the new version
// starts), it asks again, every `--wait` seconds (5), up to `--attempts` (6).
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { attempts: { type: "string", default: "6" }, wait: { type: "string", default: "5" } },
});
const [functionUrl] = positionals;
if (!functionUrl || !/^https?:\/\//.test(functionUrl)) {
  console.error("Usage: node scripts/function-health.mjs https://<project-ref>.supabase.co/functions/v1/send-contact-email");
  process.exit(2);
}
const url = `${functionUrl.replace(/\/+$/, "")}/health`;
const attempts = Math.max(1, Number(values.attempts));

/** The function's report ({ status, missing, ... }), or null when the answer is not one. */
function reportOf(text) {
  try {
    const report = JSON.parse(text);
    return typeof report?.status === "string" && Array.isArray(report.missing) ? report : null;
  } catch {
    return null;
  }
}

let last = "no answer";
for (let attempt = 1; attempt <= attempts; attempt++) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    const report = reportOf(text);
    if (report) {
      console.log(`${url} answered ${response.status}: ${text}`);
      if (response.status === 200 && report.status === "ok") process.exit(0);
      console.error(`The deployed function is not ready: missing ${report.missing.join(", ") || "(nothing named)"}.`);
      process.exit(1);
    }
    last = `answered ${response.status} without the function's report`;
  } catch (error) {
    last = `no answer (${error.cause?.code ?? error.message})`;
  }
  console.log(`${url}: ${last}${attempt < attempts ? `; asking again in ${values.wait} s` : ""}`);
  if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, Number(values.wait) * 1000));
}
console.error(`The deployed function did not answer its health route: ${last}.`);
process.exit(1);
