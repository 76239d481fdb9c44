// The Mozilla HTTP Observatory's grading (@mdn/mdn-http-observatory), applied
// offline to one response of the local server as if it were served over
// HTTPS: the scanner itself fetches a live site over the internet, which a test
// cannot, so its tests and scoring run here on a request record built the way
// its retriever builds one.
import fs from "node:fs";
import path from "node:path";

const PACKAGE = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));

export type Grade = { score: number; grade: string; results: Record<string, { result: string; modifier: number }> };

export type ServedResponse = { path: string; status: number; headers: Record<string, string>; body: string };

/**
 * The package's install step downloads the HSTS preload list, which cannot run
 * here; an empty list is the honest answer for a site not yet on it.
 */
function ensurePreloadList() {
  const file = path.join(PACKAGE, "conf", "hsts-preload.json");
  if (!fs.existsSync(file)) fs.writeFileSync(file, "{}");
}

export async function grade(hostname: string, served: ServedResponse): Promise<Grade> {
  ensurePreloadList();
  const load = (file: string) => import(path.join(PACKAGE, "src", file));
  const [
    { ALL_TESTS },
    { getGradeForScore, getScoreModifier },
    { MINIMUM_SCORE_FOR_EXTRA_CREDIT },
    { Requests },
    { parseHttpEquivHeaders },
  ] = await Promise.all([
    load("constants.js"),
    load("grader/grader.js"),
    load("grader/charts.js"),
    load("types.js"),
    load("retriever/utils.js"),
  ]);

  const url = new URL(served.path, `https://${hostname}`);
  const httpUrl = new URL(served.path, `http://${hostname}`);
  const html = /text\/html/.test(served.headers["content-type"] ?? "") ? served.body : "";
  const https = { status: served.status, headers: served.headers, verified: true, request: { headers: {} }, data: served.body };
  const requests = new Requests(hostname);
  requests.responses.auto = { ...https, httpEquiv: html ? parseHttpEquivHeaders(html, url.href) : new Map() };
  requests.responses.https = https;
  // Netlify answers plain http with a redirect to https on the same host (not measured here).
  requests.responses.http = { status: 301, headers: { location: url.href }, verified: true };
  requests.responses.httpRedirects = [
    { url: httpUrl, status: 301 },
    { url, status: served.status },
  ];
  requests.resources.path = html;
  requests.session = { url, jar: null };

  let total = 100;
  let uncurved = 100;
  const results: Grade["results"] = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    const modifier: number = getScoreModifier(output.result);
    total += modifier;
    if (modifier < 0) uncurved += modifier;
    results[output.constructor.name] = { result: output.result, modifier };
  }
  const { score, grade: letter } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? total : uncurved);
  return { score, grade: letter, results };
}
