// The quote page's frame in the browser's bundle (src/quote/QuoteFrame.tsx):
// hydrating the build's HTML, the quote's panel becomes React's at once while
// the header and the contacts stay as served, their code not yet asked for,
// until the visitor's first interaction; then React takes over the same
// elements, which are not drawn anew, and finds them as it would draw them.
// The footer is kept as served, as on every page. The fixture's words throughout.
import type { QuotePageProps } from "../../src/views/QuotePage";
import { localizedCountries } from "../../src/content/countries";
import { fixtureSite } from "../fixtures/content";
import { layoutProps, wordsOf } from "../helpers/content";

// Two bundles' worth of modules to load, on a busy machine; and act() in React's own words (no testing library here).
jest.setTimeout(90_000);
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const words = wordsOf(fixtureSite, "en");
const props: QuotePageProps = {
  ...layoutProps(fixtureSite, "en", "/quote"),
  page: words.quotePage,
  priceWords: words.thankYou,
  bookingWords: words.booking,
  countries: localizedCountries(fixtureSite.shared.countries, "en"),
};

/**
 * The modules a bundle renders the page with: React, React DOM, Emotion, the page's view, required in a
 * registry of their own (jest.isolateModules takes require, not import).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const bundle = () => ({
  React: require("react") as typeof import("react"),
  server: require("react-dom/server") as typeof import("react-dom/server"),
  client: require("react-dom/client") as typeof import("react-dom/client"),
  act: (require("react") as typeof import("react")).act,
  CacheProvider: (require("@emotion/react") as typeof import("@emotion/react")).CacheProvider,
  createCache: (require("@emotion/cache") as typeof import("@emotion/cache")).default,
  QuotePage: (require("../../src/views/QuotePage") as typeof import("../../src/views/QuotePage")).QuotePage,
  markFirstRenderDone: (require("../../src/components/KeepsServerHtml") as typeof import("../../src/components/KeepsServerHtml"))
    .markFirstRenderDone,
  FirstScreenEnd: (require("../../src/components/styles/SiteStylesheet") as typeof import("../../src/components/styles/SiteStylesheet"))
    .FirstScreenEnd,
});
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Runs `run` with the page as a bundle built for the stage has it (webpack's constant for the stage), in a
 * registry of modules of its own, which the chunks it loads later come from too.
 */
async function withBundleOfStage<T>(stage: string, run: (modules: ReturnType<typeof bundle>) => Promise<T> | T): Promise<T> {
  const before = process.env.BUILD_STAGE;
  let result: T | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      process.env.BUILD_STAGE = stage;
      result = await run(bundle());
    });
  } finally {
    process.env.BUILD_STAGE = before;
  }
  return result!;
}

/** The page as the bundle draws it, in Emotion's cache as the site's. */
const pageOf = ({ React, CacheProvider, createCache, QuotePage }: ReturnType<typeof bundle>) =>
  React.createElement(CacheProvider, { value: createCache({ key: "css" }) }, React.createElement(QuotePage, props));

const ownedByReact = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));

beforeEach(() => {
  window.history.replaceState(null, "", "/quote?ref=K7QM-4TXH#key=v1.x");
  global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 403, json: () => Promise.resolve({}) })) as unknown as typeof fetch;
});

it("keeps the frame as served until the first interaction, then takes the same elements over", async () => {
  // As the build renders it (src/components/styles/criticalStyles.tsx): the first screen ends at the footer's stylesheet link.
  let ended = false;
  const endFirstScreen = () => !ended && (ended = true);
  const html = await withBundleOfStage("build-html", (built) =>
    built.server.renderToString(built.React.createElement(built.FirstScreenEnd.Provider, { value: endFirstScreen }, pageOf(built))),
  );
  const container = document.createElement("div");
  container.id = "___gatsby";
  container.innerHTML = html;
  document.body.append(container);
  const served = {
    header: container.querySelector("header"),
    contacts: container.querySelector('section[aria-labelledby="quote-contact"]'),
  };
  for (const element of Object.values(served)) expect(element).not.toBeNull();
  const footer = container.querySelector("footer")!;
  const footerHtml = footer.innerHTML;
  expect(footerHtml).toContain(fixtureSite.shared.site.email);
  expect(footerHtml).toContain('rel="stylesheet"');
  try {
    await withBundleOfStage("build-javascript", async (browser) => {
      const { act } = browser;
      const recoverable = jest.fn();
      await act(async () => {
        browser.client.hydrateRoot(container, pageOf(browser), { onRecoverableError: recoverable });
      });
      // As gatsby-browser.tsx does once the page has first rendered: parts rendered from now on render in full.
      browser.markFirstRenderDone();
      // The quote's panel is React's, and has asked the function; the frame is as served, and nobody's.
      expect(global.fetch).toHaveBeenCalled();
      expect(container.querySelector("h1")?.textContent).toBe(words.quotePage.forbidden.title);
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      for (const element of Object.values(served)) {
        expect(element!.isConnected).toBe(true);
        expect(ownedByReact(element)).toBe(false);
      }
      await act(async () => {
        window.dispatchEvent(new Event("pointerdown"));
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      const taken = Object.entries(served).map(([part, element]) => ({ part, same: element!.isConnected, owned: ownedByReact(element) }));
      expect(taken).toEqual(Object.keys(served).map((part) => ({ part, same: true, owned: true })));
      // Taken over as served: nothing React had to draw anew.
      expect(recoverable).not.toHaveBeenCalled();
      expect(footer.isConnected).toBe(true);
      expect(footer.innerHTML).toBe(footerHtml);
    });
  } finally {
    container.remove();
  }
});
