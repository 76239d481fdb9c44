// gatsby-browser.tsx hydrates the served page as a transition, so React renders
// it in slices and a throttled phone's main thread is never held by the whole
// hydration at once; a page served empty is rendered, as Gatsby does.
import type { ReactElement } from "react";
import { newTransitionWatch } from "../helpers/watchedTransitions";

const mockTransitions = newTransitionWatch();
const mockCalls: { how: "hydrate" | "render" | "unmount"; inTransition: boolean }[] = [];

jest.mock("react", () => jest.requireActual("../helpers/watchedTransitions").reactWatching(() => mockTransitions));

jest.mock("react-dom/client", () => ({
  hydrateRoot: () => {
    mockCalls.push({ how: "hydrate", inTransition: mockTransitions.inside });
    return { unmount: () => mockCalls.push({ how: "unmount", inTransition: mockTransitions.inside }) };
  },
  createRoot: () => ({
    render: () => {
      mockCalls.push({ how: "render", inTransition: mockTransitions.inside });
    },
    unmount: () => mockCalls.push({ how: "unmount", inTransition: mockTransitions.inside }),
  }),
}));

// Imported after the mocks, which jest hoists above it.
import { replaceHydrateFunction } from "../../gatsby-browser";

const renderer = () => {
  const made = replaceHydrateFunction!({} as never, { plugins: [] });
  return (container: Element) => made((<p />) as ReactElement, container);
};

beforeEach(() => {
  mockCalls.length = 0;
  document.body.innerHTML = "";
});

it("hydrates a served page inside a transition", () => {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"><p>served</p></div></div>`;
  renderer()(document.getElementById("___gatsby")!);
  expect(mockCalls).toEqual([{ how: "hydrate", inTransition: true }]);
});

it("renders a page served empty, as Gatsby does", () => {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>`;
  renderer()(document.getElementById("___gatsby")!);
  expect(mockCalls).toEqual([{ how: "render", inTransition: false }]);
});

it("renders an empty element of develop's own (its loading indicator) while the page is served, and unmounts it when asked", () => {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"><p>served</p></div></div><span id="indicator"></span>`;
  const cleanUp = renderer()(document.getElementById("indicator")!);
  expect(mockCalls).toEqual([{ how: "render", inTransition: false }]);
  (cleanUp as unknown as () => void)();
  expect(mockCalls.at(-1)).toEqual({ how: "unmount", inTransition: false });
});
