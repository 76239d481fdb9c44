// The CMS's preview pane: the real section in a device-wide frame, in the
// language being edited, with the file's languages and the build's own words
// when the file being edited is incomplete.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type PreviewProps, PreviewTemplate } from "../../src/cms/PreviewTemplate";
import { PREVIEWS } from "../../src/cms/previews/filePreviews";
import { SAMPLE_OFFER } from "../../src/cms/emails/emailSamples";
import { SAMPLE_OFFER_QUOTE } from "../../src/cms/previews/quoteSample";
import { fillTemplate } from "../../src/content/fillTemplate";
import type { CmsSnapshot, LanguageContent } from "../../src/content/types";
import { fixtureSite, fixtureWords } from "../fixtures/content";

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

/** The CMS's content: the fixture site, whose draft language has only a footer so far (its words not shipped). */
const content: CmsSnapshot = { ...fixtureSite, drafts: { fr: { withWords: ["footer"], complete: ["footer"] } }, teamLanguages: ["en"] };

/** Decap's getAsset: the picture as the CMS can show it (the editor's own copy until it is published). */
const getAsset = (path: string) => ({ toString: () => `blob:cms/${path}` });

/**
 * What Decap passes: an Immutable.js-like entry whose data is the language
 * shown, with the other languages under i18n, and the frame's document.
 */
function entryOf(data: unknown, others: Record<string, unknown> = {}): PreviewProps["entry"] {
  return {
    get: (key: "data" | "slug") => (key === "data" ? { toJS: () => data } : "benefits"),
    getIn: ([, code]: ["i18n", string, "data"]) => (others[code] === undefined ? undefined : { toJS: () => others[code] }),
  };
}

function showBenefits(
  data: LanguageContent["benefits"] | unknown,
  locale = "en",
  others: Record<string, unknown> = { ar: fixtureSite.byLanguage.ar.benefits },
) {
  return (
    <PreviewTemplate
      entry={entryOf(data, others)}
      locale={locale}
      document={document}
      getAsset={getAsset}
      contentKey="benefits"
      content={content}
      render={PREVIEWS.benefits}
    />
  );
}

/** Lets jsdom load the device frame's empty page, inside act(). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const frame = () => screen.getByTitle(/preview, \d+ pixels wide/) as HTMLIFrameElement;
/** The body of the device frame the section is rendered into. */
const frameBody = () => within(frame().contentDocument!.body);

it("renders the real section in a phone-wide frame, and switches to desktop width", async () => {
  const user = userEvent.setup();
  render(showBenefits(fixtureWords.benefits));
  await settle();
  expect(screen.getByTitle("Phone preview, 375 pixels wide")).toBeInTheDocument();
  expect(frameBody().getByRole("heading", { level: 3, name: fixtureWords.benefits.cards[0].title })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Desktop" }));
  await settle();
  expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByTitle("Desktop preview, 1280 pixels wide")).toBeInTheDocument();
  expect(screen.getByText(/Desktop, 1280 px, shown at 47%/)).toBeInTheDocument();
});

it("renders the language being edited, right to left for a right-to-left language", async () => {
  const rtl = fixtureSite.byLanguage.ar.benefits;
  render(showBenefits(rtl, "ar", { ar: rtl }));
  await settle();
  expect(frameBody().getByRole("heading", { level: 3, name: rtl.cards[0].title })).toBeInTheDocument();
  expect(frame().contentDocument!.documentElement).toHaveAttribute("dir", "rtl");
  expect(frame().contentDocument!.documentElement).toHaveAttribute("lang", "ar");
});

it("shows which languages the file has, and how far each is", async () => {
  render(showBenefits(fixtureWords.benefits, "en", { ar: { ...fixtureSite.byLanguage.ar.benefits, heading: "" } }));
  await settle();
  const languages = within(screen.getByRole("region", { name: /Languages of this file/ }));
  expect(languages.getByText("English").closest("li")).toHaveTextContent("English: complete");
  expect(languages.getByText("Fixture RTL").closest("li")).toHaveTextContent("Fixture RTL: 1 to fix");
  expect(languages.getByText("Fixture draft").closest("li")).toHaveTextContent("Fixture draft: not translated yet, not on the site yet");
});

it("lists what must be fixed in the build's words, and keeps showing the last complete version", async () => {
  const { rerender } = render(showBenefits(fixtureWords.benefits));
  await settle();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  rerender(showBenefits({ ...fixtureWords.benefits, heading: "" }));
  await settle();
  expect(screen.getByRole("alert")).toHaveTextContent("English: Fix before saving");
  expect(screen.getByRole("alert")).toHaveTextContent("heading is required");
  expect(screen.getByRole("alert")).toHaveTextContent("the preview shows the last complete version");
  expect(screen.getByTitle(/preview/)).toBeInTheDocument();
});

it("shows only the problems when the file was never complete", () => {
  render(showBenefits({ ...fixtureWords.benefits, cards: [] }));
  expect(screen.getByRole("alert")).toHaveTextContent("cards must have at least 1 item, but has 0");
  expect(screen.queryByTitle(/preview/)).not.toBeInTheDocument();
});

it("in a language not on the site yet, shows the file being edited in it and says the rest is in the default language", async () => {
  const draft = { ...fixtureWords.benefits, heading: "Brouillon" };
  render(showBenefits(draft, "fr", { fr: draft }));
  await settle();
  expect(frameBody().getByRole("heading", { level: 2, name: "Brouillon" })).toBeInTheDocument();
  expect(screen.getByText(/Fixture draft is not on the site yet/)).toHaveTextContent("Header and menu");
  expect(screen.getByText(/Fixture draft is not on the site yet/)).toHaveTextContent("Footer");
});

it("shows the hero's picture as the CMS has it, the one just chosen included, in the hero's shape", async () => {
  const hero = { ...fixtureWords.hero, image: "images/warehouse.jpg" };
  render(
    <PreviewTemplate
      entry={{ get: (key) => (key === "data" ? { toJS: () => hero } : "hero"), getIn: () => undefined }}
      locale="en"
      document={document}
      getAsset={getAsset}
      contentKey="hero"
      content={content}
      render={PREVIEWS.hero}
    />,
  );
  await settle();
  const picture = frameBody().getByRole("img", { name: hero.imageAlt });
  expect(picture).toHaveAttribute("src", "blob:cms/images/warehouse.jpg");
  expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["576", "432"]);
});

it("shows the link preview with the picture the site is shared with", async () => {
  const common = { ...fixtureWords.common, socialImage: "images/team.jpg" };
  render(
    <PreviewTemplate
      entry={{ get: (key) => (key === "data" ? { toJS: () => common } : "common"), getIn: () => undefined }}
      locale="en"
      document={document}
      getAsset={getAsset}
      contentKey="common"
      content={content}
      render={PREVIEWS.common}
    />,
  );
  await settle();
  const card = frameBody().getByRole("region", { name: /Link preview/ });
  expect(within(card).getByRole("img", { name: common.socialImageAlt })).toHaveAttribute("src", "blob:cms/images/team.jpg");
  expect(card).toHaveTextContent(common.seo.title);
});

it("shows the quote page's sample answered with the team's offer, as its quotation in the words being edited", async () => {
  const quotePage = fixtureWords.quotePage;
  render(
    <PreviewTemplate
      entry={{ get: (key) => (key === "data" ? { toJS: () => quotePage } : "quote-page"), getIn: () => undefined }}
      locale="en"
      document={document}
      getAsset={getAsset}
      contentKey="quotePage"
      content={content}
      render={PREVIEWS.quotePage}
    />,
  );
  await settle();
  const title = fillTemplate(quotePage.quotation.title, { reference: SAMPLE_OFFER_QUOTE.reference, number: "1" });
  const quotation = await frameBody().findByRole("region", { name: title });
  expect(quotation).toHaveTextContent(SAMPLE_OFFER_QUOTE.offer!.note!);
  expect(quotation).toHaveTextContent("USD 2,450.00");
});

it("shows the firm offer's e-mail with the booking file's words, made by the function's own code", async () => {
  const booking = fixtureWords.booking;
  render(
    <PreviewTemplate
      entry={{ get: (key) => (key === "data" ? { toJS: () => booking } : "booking"), getIn: () => undefined }}
      locale="en"
      document={document}
      getAsset={getAsset}
      contentKey="booking"
      content={content}
      render={PREVIEWS.booking}
    />,
  );
  await settle();
  const subject = fillTemplate(booking.offerEmail.title, { reference: SAMPLE_OFFER.reference, number: String(SAMPLE_OFFER.number) });
  const figure = (await frameBody().findByText(subject, {}, { timeout: 20_000 })).closest("figure")!;
  expect(within(figure as HTMLElement).getByTitle(subject)).toBeInTheDocument();
}, 30_000);
