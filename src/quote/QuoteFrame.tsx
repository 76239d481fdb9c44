// The quote page's frame: what Layout.tsx draws around every page (the link
// that skips to the main content, the site's header, the main content, the
// footer), and the company's contacts at the quote's foot. The page's script
// starts at once, to fetch the quote (its key is in the address's fragment,
// which no server sees); the header and the contacts it does not need for
// that. In the browser they stay as the server drew them, plain HTML that
// works (the menus are popovers, the links links), until the visitor's first
// tap, key, focus or scroll, as on every other page of the site; only then
// does their code come, and React takes them over where they stand: a
// Suspense boundary keeps its server HTML until its code has come
// (docs/performance.md, "The pages whose script starts at once"). The footer,
// which every page keeps as served (KeepsServerHtml.tsx), never needs its
// code here. The build draws them all in full, as do the development server
// and the tests.
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, lazy, useState } from "react";
import { KeepsServerHtml } from "../components/KeepsServerHtml";
import { START_EVENTS } from "../components/runtimeStart";
import { Main, SkipLink } from "../components/layout/LayoutParts";
import type { LayoutContent } from "../content/queryData";

type Parts = typeof import("./frameParts");
type PartName = "Header" | "Footer" | "QuoteContacts";

/**
 * The parts, where they are drawn at once. Not in the browser's bundle: a
 * require in a branch the build drops (webpack's constant for the stage) is
 * the one way to keep a module the server renders out of the browser's.
 */
const partsAtOnce: Parts | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: an import would put them in the browser's bundle
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./frameParts") as Parts);

/** The visitor's first interaction, as the build's starter hears it. */
let touched: Promise<void> | undefined;
const firstTouch = () =>
  (touched ??= new Promise<void>((resolve) => {
    for (const name of START_EVENTS) addEventListener(name, () => resolve(), { capture: true, passive: true, once: true });
  }));

export const loadParts = () => import(/* webpackChunkName: "quote-frame" */ "./frameParts");

/** The booking form comes after the frame's parts, from their chunk (frameParts.tsx). */
export const loadBookingForm = () => loadParts().then((parts) => parts.loadBookingForm());

/** A part's component, whatever its props (FramePart gives each its own). */
type AnyPart = ComponentType<Record<string, unknown>>;

const later = (name: PartName, untilTouched: boolean) =>
  lazy(async () => {
    if (untilTouched) await firstTouch();
    return { default: (await loadParts())[name] as unknown as AnyPart };
  });

const partsLater = (untilTouched: boolean): Record<PartName, AnyPart> => ({
  Header: later("Header", untilTouched),
  Footer: later("Footer", untilTouched),
  QuoteContacts: later("QuoteContacts", untilTouched),
});
const LATER = { untilTouched: partsLater(true), atOnce: partsLater(false) };

type FramePartProps<N extends PartName> = {
  part: N;
  props: ComponentProps<Parts[N]>;
  /** Its code comes at the visitor's first interaction (the page as served); else at once (a CMS preview, drawn by no server). */
  untilTouched: boolean;
};

/**
 * One part of the frame, drawn once: a boundary whose server HTML waits for
 * its code must not be drawn again before the code comes, or React would
 * draw it anew, empty. The page's words do not change while it is open.
 */
export function FramePart<N extends PartName>({ part, props, untilTouched }: FramePartProps<N>) {
  const [element] = useState(() => {
    const Part = (partsAtOnce?.[part] as unknown as AnyPart | undefined) ?? LATER[untilTouched ? "untilTouched" : "atOnce"][part];
    return (
      <Suspense fallback={null}>
        <Part {...(props as Record<string, unknown>)} />
      </Suspense>
    );
  });
  return element;
}

/**
 * The footer as served, kept as every page keeps it (KeepsServerHtml.tsx): drawn by the build, taken over as
 * an empty shell in the browser, so its code is never needed there.
 */
function ServedFooter(props: ComponentProps<Parts["Footer"]>) {
  return partsAtOnce ? <partsAtOnce.Footer {...props} /> : <KeepsServerHtml as="footer">{null}</KeepsServerHtml>;
}

export function QuoteFrame({ content, untilTouched, children }: { content: LayoutContent; untilTouched: boolean; children: ReactNode }) {
  const { header, footer, site, i18n } = content;
  return (
    <>
      <SkipLink label={content.common.skipLinkLabel} />
      <FramePart part="Header" props={{ content: header, companyName: site.companyName, i18n }} untilTouched={untilTouched} />
      <Main>{children}</Main>
      {untilTouched ? (
        <ServedFooter content={footer} site={site} i18n={i18n} markAbove />
      ) : (
        <FramePart part="Footer" props={{ content: footer, site, i18n, markAbove: true }} untilTouched={false} />
      )}
    </>
  );
}
