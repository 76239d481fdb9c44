// gatsby-browser.tsx hydrates the served page as a transition, so React renders
// it in slices and a throttled phone's main thread is never held by the whole
// hydration at once; a page served empty is rendered, as Gatsby does.
import type { ReactElement } from "react";

const mockState = { inTransition: false };
const mockCalls: { how: "hydrate" | "render"; inTransition: boolean }[] = [];

jest.mock("react", () => {
  const actual = jest.requireActual("react");
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      mockState.inTransition = true;
      try {
        actual.startTransition(scope);
      } finally {
        mockState.inTransition = false;
      }
    },
  };
});

jest.mock("react-dom/client", () => ({
  hydrateRoot: () => {
    mockCalls.push({ how: "hydrate", inTransition: mockState.inTransition });
  },
  createRoot: () => ({
    render: () => {
      mockCalls.push({ how: "render", inTransition: mockState.inTransition });
    },
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
