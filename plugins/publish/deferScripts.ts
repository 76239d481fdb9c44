// Gatsby's runtime (webpack's runtime, React, the app) starts when a visitor
// needs it, not on every load: each page's <script src> tags are replaced by a
// small inline starter that adds them after the first interaction (a pointer,
// a key, a touch, focus, a scroll) or once the contact form comes within a
// screen of the viewport of a loaded page, whichever is first, as soon as the visitor pauses
// (START_QUIET_MS without any of them): the runtime's start is a second or
// more of script on a phone, which must not fall between the visitor's first
// tap and the frame that answers it, nor between the keys of a name being
// typed (docs/performance.md, "Budgets"). Until then the page is
// plain HTML that already works: anchors scroll with CSS, the menu is a
// popover, the form posts to the function, and what is typed into it is
// taken over by the live form.
// The starter and Gatsby's inline set-up of its runtime run as module scripts,
// which never stop the HTML parser: they run once the page is parsed, and the
// page is laid out once before its first paint, as its floor is
// (docs/performance.md, "23 November 2026: why `/` missed its LCP budget"). The set-up that is the same on every
// page (the chunk map, the build's hash: 250 bytes of every first round trip)
// is a file the starter runs first; the page's own path stays inline.
// A browser without modules never starts the runtime and keeps the plain page.
import { createHash } from "node:crypto";
import { minify_sync as minifySync } from "terser";
import { LANDING_STORAGE_KEY, SOURCE_FIELD } from "../../supabase/functions/_shared/leadSource.ts";
import { RECEIPT_ID, RECEIPT_STORAGE_KEY } from "../../src/contact/sending/receiptKey";
import { TEAM_CONSOLE_ID } from "../../src/team/teamPage";
import { QUOTE_PAGE_ID } from "../../src/quote/quotePath";
import { afterQuoteAnswer } from "../../src/quote/early/quoteHead";
import { START_EVENTS, afterNextPaint } from "../../src/components/runtimeStart";
import { type ScriptElement, scriptElements, spliceHtml } from "./htmlScripts.mjs";

/** What starts the runtime (src/components/runtimeStart.ts). */
export { START_EVENTS };

/** The section whose approach starts the runtime (once the page has loaded), and how early: one screen before it shows. */
export const START_NEAR = { id: "contact", rootMargin: "0px 0px 100% 0px" } as const;

/** How long the visitor must have paused (none of START_EVENTS) before the runtime starts. */
export const START_QUIET_MS = 1000;

/** The starter's id in the page. */
export const STARTER_ID = "gatsby-starter";

/**
 * The starter of the page `html`: a module, so modern JavaScript, and its
 * names stay its own. It adds the scripts in order (`async = false`: fetched
 * at once, run one after the other), Gatsby's set-up first. Short, as it is
 * in every page's first round trip (docs/performance.md, "Every page fits its
 * first round trip"): it says what starts at once only on the pages that can
 * (a thank-you page, the console, the quote page, by their ids), and it is
 * minified by terser, which Gatsby's webpack minifies the site's scripts with
 * (its short names save about 70 bytes of gzip a page).
 */
export function starterScript(sources: readonly string[], html: string): string {
  const source = [
    `let sources=${JSON.stringify(sources)},events=${JSON.stringify(START_EVENTS)},options={capture:!0,passive:!0},observer,`,
    `near=document.getElementById(${JSON.stringify(START_NEAR.id)}),`,
    landingCapture(),
    "start=()=>{start=()=>{};near=0;land();for(let name of events)removeEventListener(name,go,options);observer?.disconnect();",
    "for(let src of sources)document.body.append(Object.assign(document.createElement('script'),{src,async:!1}))},",
    sourceFill(),
    // Each interaction puts the start off until the visitor pauses, and does nothing else: the tap's frame comes first.
    // Leaving the page keeps the landing values; sending the plain form fills its source.
    `timer,go=()=>{clearTimeout(timer);timer=setTimeout(()=>start(),${START_QUIET_MS})};`,
    "for(let name of events)addEventListener(name,go,options);addEventListener('pagehide',land);addEventListener('submit',fill,!0);",
    // The section's approach counts once the page has loaded (a module runs before that): a slow load's pictures,
    // and a tap at its end, come first. Not watched at all once the runtime has started (`near` cleared).
    `addEventListener('load',()=>near&&'IntersectionObserver'in window&&(observer=new IntersectionObserver(entries=>entries.some(entry=>entry.isIntersecting)&&go(),{rootMargin:${JSON.stringify(START_NEAR.rootMargin)}})).observe(near));`,
    ...startsAtOnce(html),
  ].join("");
  const { code } = minifySync(source, { module: true, toplevel: true, compress: { passes: 2 }, mangle: true });
  if (code === undefined) throw new Error("terser returned no starter");
  return code;
}

/**
 * The pages that start the runtime at once, by the id of the element only they
 * have, and what else must hold: the thank-you page of a tab that kept a
 * receipt (the reference and price the live form was answered,
 * src/contact/sending/receipt.ts), so a reload or a reopened tab shows them
 * again (no pause awaited: nothing has been touched yet), once its first
 * screen has been painted; the team's console
 * (src/views/TeamPage.tsx), nothing without its script, as soon as its served
 * sign-in form has been painted; the shipper's quote page (src/views/QuotePage.tsx), once the quote
 * its head asked for has come and the quote's head drawn from it is painted
 * (src/quote/early/quoteHead.ts, afterQuoteAnswer). The build
 * knows which page has which id: a page's starter carries only its own.
 */
const STARTS_AT_ONCE: readonly { id: string; statement: string }[] = [
  // After the first frame: the first use of sessionStorage in a page waits for the browser to open the tab's
  // storage, which before the first paint would hold the page's first screen back (docs/performance.md,
  // "one stylesheet a page").
  {
    id: RECEIPT_ID,
    statement: `${afterNextPaint(`()=>{try{sessionStorage.getItem(${JSON.stringify(RECEIPT_STORAGE_KEY)})&&start()}catch{}}`)};`,
  },
  // Once its served sign-in form is painted: the runtime's files are then fetched and run after the first frame,
  // never before it (a member's cached framework would otherwise run between the page and its first paint).
  // A tab opened in the background has no frame: its console starts as it is shown.
  { id: TEAM_CONSOLE_ID, statement: `${afterNextPaint("()=>start()")};` },
  // Once the quote's answer has come (or a little later at most): the quote's head is drawn from it before the runtime.
  { id: QUOTE_PAGE_ID, statement: `${afterQuoteAnswer("()=>start()")};` },
];

/** The starter's statements that start the page `html` at once (none on most pages). */
const startsAtOnce = (html: string): string[] =>
  STARTS_AT_ONCE.filter(({ id }) => html.includes(`id="${id}"`)).map(({ statement }) => statement);

/**
 * The plain form's hidden source field (src/contact/ContactFormView.tsx), filled
 * as the form is sent (its submit event, before the browser reads the form)
 * with the landing values as kept (`land`), so a quick visitor who sends the
 * plain form before the runtime has started (with JavaScript on) still sends
 * where they came from; the function reads it as it reads the live form's
 * (supabase/functions/_shared/leadSource.ts). Not at a tap: the first use of
 * sessionStorage in a page waits for the browser to open the tab's storage
 * (30 to 50 ms of a throttled phone's first tap, docs/performance.md).
 * A statement of the starter: `fill`.
 */
function sourceFill(): string {
  return [
    `fill=()=>{land();try{let v=sessionStorage.getItem(${JSON.stringify(LANDING_STORAGE_KEY)});`,
    `if(v)for(let i of document.getElementsByName(${JSON.stringify(SOURCE_FIELD)}))i.value=v}catch{}},`,
  ].join("");
}

/**
 * Where the visit came from (supabase/functions/_shared/leadSource.ts), taken
 * on the page the visitor landed on as the runtime starts there, or as the
 * visitor leaves it (a tap on a link before the runtime has started) or sends
 * its plain form: the
 * landing address's utm_source, utm_medium and utm_campaign, whether a gclid
 * or fbclid came with it (never their values), the referring site's host
 * when it is another site, and the path. Kept in sessionStorage for the
 * visit, once (a later page of the visit keeps the landing values); the live
 * form sends them, bounded, with the request. A statement of the starter: `land`.
 */
function landingCapture(): string {
  return [
    "land=()=>{try{let s=sessionStorage,q=new URLSearchParams(location.search),r='';",
    `if(s.getItem(${JSON.stringify(LANDING_STORAGE_KEY)}))return;try{r=new URL(document.referrer).host}catch{}`,
    `s.setItem(${JSON.stringify(LANDING_STORAGE_KEY)},JSON.stringify({s:q.get('utm_source'),m:q.get('utm_medium'),`,
    "c:q.get('utm_campaign'),g:q.has('gclid'),f:q.has('fbclid'),r:r==location.host?'':r,p:location.pathname}))}catch{}},",
  ].join("");
}

/**
 * Whether a script is one of Gatsby's page scripts: a classic script loading
 * a file of the site (`/….js`), `async` (Gatsby writes them so, at the end of
 * the body). Whatever else loads a file is left as it is, and then fails the
 * build (checks/pageProblems.ts): a change of shape is never quietly let through.
 */
export const isPageScript = ({ src, kind, attributes }: ScriptElement): boolean =>
  src !== undefined && src.startsWith("/") && !src.startsWith("//") && src.endsWith(".js") && kind === "classic" && "async" in attributes;

/**
 * The page with its page scripts held back behind the starter (written where
 * the first of them was), and the scripts it holds back. A page with none
 * (the CMS) comes back unchanged.
 */
export function deferScripts(html: string): { html: string; deferred: string[]; setup?: SetupFile } {
  const scripts = scriptElements(html);
  const pageScripts = scripts.filter(isPageScript);
  const deferred = pageScripts.map((script) => script.src!);
  if (deferred.length === 0) return { html, deferred };
  const buildSetup = scripts.filter((script) => isBuildSetup(script) && script.kind !== "data");
  const setup = buildSetup.length > 0 ? setupFile(buildSetup.map((script) => script.text).join("\n")) : undefined;
  const starter = `<script type="module" id="${STARTER_ID}">${starterScript(setup ? [setup.path, ...deferred] : deferred, html)}</script>`;
  const pageSetup = scripts.filter((script) => isRuntimeSetup(script) && !isBuildSetup(script) && script.kind === "classic");
  return {
    html: spliceHtml(html, [
      ...pageScripts.map(({ start, end }, index) => ({ start, end, text: index === 0 ? starter : "" })),
      ...buildSetup.map(({ start, end }) => ({ start, end, text: "" })),
      ...pageSetup.map(({ start, startTag, attributes }) => ({ start, end: start + startTag.length, text: moduleStartTag(attributes) })),
    ]),
    deferred,
    ...(setup ? { setup } : {}),
  };
}

/** Gatsby's set-up that is the same on every page of a build, as a file of its own: its address and its code. */
export type SetupFile = { path: string; text: string };

/** The build-wide set-up in a file named by its content (cached for a year), which the starter runs before the runtime. */
function setupFile(text: string): SetupFile {
  return { path: `/gatsby-setup-${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`, text };
}

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** A classic script's start tag as a module's: its `type` (or old `language`) replaced by `type="module"`. */
function moduleStartTag(attributes: Readonly<Record<string, string>>): string {
  const kept = Object.entries(attributes).filter(([name]) => name !== "type" && name !== "language");
  return `<script type="module"${kept.map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join("")}>`;
}

/** Gatsby's inline set-up of its runtime: the page's path and the chunk map, by id, ... */
const RUNTIME_SETUP_IDS = new Set(["gatsby-script-loader", "gatsby-chunk-mapping"]);
/** ... and the build's hash, by what it says. */
const COMPILATION_HASH = /^window\.___webpackCompilationHash=/;
/** The parts of it that are the same on every page (the chunk map and the build's hash); the page's path is its own. */
const isBuildSetup = (script: ScriptElement): boolean =>
  script.src === undefined && (script.attributes.id === "gatsby-chunk-mapping" || COMPILATION_HASH.test(script.text));

const isRuntimeSetup = (script: ScriptElement): boolean =>
  script.src === undefined && (RUNTIME_SETUP_IDS.has(script.attributes.id ?? "") || COMPILATION_HASH.test(script.text));

/** The page without Gatsby's runtime: no page scripts and none of their set-up; its other inline scripts stay. */
export function withoutRuntime(html: string): string {
  const runtime = scriptElements(html).filter((script) => isPageScript(script) || isRuntimeSetup(script));
  return spliceHtml(
    html,
    runtime.map(({ start, end }) => ({ start, end, text: "" })),
  );
}
