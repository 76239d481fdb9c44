// One Lighthouse run of a page in Debian's Chromium (mobile), written to its
// report file and summed up: scores, paints, blocking time, scripts, long tasks
// (by script, and by the moment of the load they came with).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { blockingByMoment } from "./moments.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const lighthouseConfig = (throttlingMethod, onlyCategories = CATEGORIES) => ({
  extends: "lighthouse:default",
  settings: { formFactor: "mobile", throttlingMethod, onlyCategories },
});

/** A script's file name; Lighthouse names time it cannot attribute "Unattributable". */
const fileName = (url) => (URL.canParse(url) ? path.basename(new URL(url).pathname) || url : url);

/** The largest paint's element, as Lighthouse names it: its selector and the start of its text. */
function lcpElementOf(lhr) {
  const node = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ""} "${(node.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 60)}"` : "unknown";
}

export function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = (audit("resource-summary")?.details?.items ?? []).find((item) => item.resourceType === "script");
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
    fcp: audit("first-contentful-paint")?.numericValue,
    lcp: audit("largest-contentful-paint")?.numericValue,
    tbt: audit("total-blocking-time")?.numericValue,
    cls: audit("cumulative-layout-shift")?.numericValue,
    scriptBytes: scripts?.transferSize ?? 0,
    scriptRequests: scripts?.requestCount ?? 0,
    longTasks: (audit("long-tasks")?.details?.items ?? []).map((task) => ({ script: fileName(task.url), ms: Math.round(task.duration) })),
    moments: blockingByMoment(lhr).blocking,
    bootup: (audit("bootup-time")?.details?.items ?? []).map((item) => ({ script: fileName(item.url), ms: Math.round(item.total) })),
    // The scripts the load fetched, by their paths, and what Lighthouse found to be the largest paint.
    scriptPaths: [
      ...new Set(
        (audit("network-requests")?.details?.items ?? [])
          .filter((item) => item.resourceType === "Script")
          .map((item) => new URL(item.url).pathname),
      ),
    ],
    lcpElement: lcpElementOf(lhr),
    // When the quote's answer (the quote page's head's call to the function's /quote/<reference>) had come, if asked for.
    answerIn: (audit("network-requests")?.details?.items ?? []).find(
      (item) => item.resourceType === "Fetch" && /\/send-contact-email\/quote\/[^/?#]+([?#]|$)/.test(item.url),
    )?.networkEndTime,
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === "binary")
      .map((item) => item.id),
  };
}

export async function runLighthouse({ url, file, throttlingMethod, onlyCategories, chromium }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromium.executablePath, chromeFlags: ["--headless=new", ...chromium.args] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      lighthouseConfig(throttlingMethod, onlyCategories),
    );
    fs.writeFileSync(file, result.report);
    return summarise(result.lhr);
  } finally {
    await chrome.kill();
  }
}
