// The CMS's preview pane: the real section in a device-wide frame, and the
// build's own words when the file being edited is incomplete.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PreviewTemplate } from "../../src/cms/PreviewTemplate";
import { PREVIEWS } from "../../src/cms/previews";
import { fixtureContent } from "../fixtures/content";

// jsdom has no layout: the pane reports a width of 600 px.
class FixedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 600 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver = FixedResizeObserver as unknown as typeof ResizeObserver;
});

/** What Decap passes: an Immutable.js entry (only get("data").toJS() is used) and the frame's document. */
const entryOf = (data: unknown) => ({ get: () => ({ toJS: () => data }) });

function showBenefits(data: unknown) {
  return (
    <PreviewTemplate entry={entryOf(data)} document={document} contentKey="benefits" content={fixtureContent} render={PREVIEWS.benefits} />
  );
}

/** Lets jsdom load the device frame's empty page, inside act(). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The body of the device frame the section is rendered into. */
const frameBody = () => {
  const frame = screen.getByTitle(/preview, \d+ pixels wide/) as HTMLIFrameElement;
  return within(frame.contentDocument!.body);
};

it("renders the real section in a phone-wide frame, and switches to desktop width", async () => {
  const user = userEvent.setup();
  render(showBenefits(fixtureContent.benefits));
  await settle();
  expect(screen.getByTitle("Phone preview, 375 pixels wide")).toBeInTheDocument();
  expect(frameBody().getByRole("heading", { level: 3, name: fixtureContent.benefits.cards[0].title })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Desktop" }));
  await settle();
  expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByTitle("Desktop preview, 1280 pixels wide")).toBeInTheDocument();
  expect(screen.getByText(/Desktop, 1280 px, shown at 47%/)).toBeInTheDocument();
});

it("lists what must be fixed in the build's words, and keeps showing the last complete version", async () => {
  const { rerender } = render(showBenefits(fixtureContent.benefits));
  await settle();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  const incomplete = { ...fixtureContent.benefits, heading: "" };
  rerender(showBenefits(incomplete));
  await settle();
  expect(screen.getByRole("alert")).toHaveTextContent("heading is required");
  expect(screen.getByRole("alert")).toHaveTextContent("the preview shows the last complete version");
  expect(screen.getByTitle(/preview/)).toBeInTheDocument();
});

it("shows only the problems when the file was never complete", () => {
  render(showBenefits({ ...fixtureContent.benefits, cards: [] }));
  expect(screen.getByRole("alert")).toHaveTextContent("cards must have at least 1 item, but has 0");
  expect(screen.queryByTitle(/preview/)).not.toBeInTheDocument();
});
