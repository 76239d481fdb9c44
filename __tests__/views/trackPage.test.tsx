// The tracking page, from the fixture content: one field that, with the
// page's script, checks the number as it is typed (naming its airline, or the
// mistake) and goes to the airline's tracking page; as served, a plain form
// that posts the number and the page's language to the function's /track.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { trackingAddress } from "../../supabase/functions/_shared/airWaybill.ts";
import { fillTemplate } from "../../src/content/fillTemplate";
import { HomePage } from "../../src/views/HomePage";
import { TrackPage } from "../../src/views/TrackPage";
import { trackFunctionUrl } from "../../src/track/TrackForm";
import { fixtureShared, fixtureSite } from "../fixtures/content";
import { homePageProps, layoutProps, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

const { airlines } = fixtureShared.airlines;
const [fixtureAir, splitFreight] = airlines;

function renderTrack(code = "en") {
  const words = wordsOf(fixtureSite, code);
  renderWithTheme(<TrackPage {...layoutProps(fixtureSite, code, "/track")} page={words.track} airlines={airlines} />);
  const field = screen.getByLabelText(words.track.label);
  return { words: words.track, field, form: field.closest("form")! };
}

const status = () => document.getElementById("track-awb-status")!;

let assign: jest.Mock;
beforeEach(() => {
  assign = jest.fn();
  Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, assign } });
});

describe("tracking page", () => {
  it("is a plain form posting the number and the page's language to the function's /track", () => {
    const { form, field } = renderTrack("ar");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", trackFunctionUrl);
    expect(trackFunctionUrl).toMatch(/\/functions\/v1\/send-contact-email\/track$/);
    expect(field).toHaveAttribute("name", "awb");
    expect(form.querySelector('input[type="hidden"][name="language"]')).toHaveValue("ar");
  });

  it("writes the hint's example number left to right, also in a right-to-left language", () => {
    const { words } = renderTrack("ar");
    const example = screen.getByText("160-12345675");
    expect(example.tagName).toBe("BDI");
    expect(example).toHaveAttribute("dir", "ltr");
    expect(example.parentElement).toHaveTextContent(fillTemplate(words.hint, { example: "160-12345675" }));
  });

  it("lists the airlines whose numbers it knows, with their prefixes", () => {
    const { words } = renderTrack();
    const list = screen.getByRole("region", { name: words.airlinesTitle });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(airlines.map((airline) => `${airline.name} ${airline.prefix}`));
  });

  it("names the airline as the number is typed, then the mistake once it is certain", async () => {
    const user = userEvent.setup();
    const { words, field } = renderTrack();
    await user.type(field, "16");
    expect(status()).toHaveTextContent("");
    await user.type(field, "0-1234");
    expect(status()).toHaveTextContent(fillTemplate(words.found, { airline: fixtureAir.name }));
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.type(field, "5674");
    expect(status()).toHaveTextContent(words.problems.checkDigit);
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.clear(field);
    await user.type(field, "999");
    expect(status()).toHaveTextContent(fillTemplate(words.problems.unknownAirline, { prefix: "999" }));
    await user.clear(field);
    await user.type(field, "020 1234 56750");
    expect(status()).toHaveTextContent(words.problems.length);
  });

  it("goes to the airline's tracking page for a right number, and stays with the mistake for a wrong one", async () => {
    const user = userEvent.setup();
    const { words, field } = renderTrack();
    await user.type(field, "020-1234567");
    await user.click(screen.getByRole("button", { name: words.submit }));
    expect(assign).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent(words.problems.length);
    expect(field).toHaveFocus();
    await user.type(field, "5");
    await user.click(screen.getByRole("button", { name: words.submit }));
    expect(status()).toHaveTextContent(fillTemplate(words.opening, { airline: splitFreight.name }));
    expect(assign).toHaveBeenCalledWith(trackingAddress(splitFreight, "02012345675"));
  });

  it("is linked from the footer of every page and from the benefit card that has a tracking link", () => {
    const content = wordsOf(fixtureSite, "ar");
    renderWithTheme(<HomePage {...homePageProps(fixtureSite, "ar")} />);
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: content.footer.trackLink })).toHaveAttribute(
      "href",
      "/ar/track",
    );
    const card = content.benefits.cards.find((candidate) => candidate.trackingLink)!;
    expect(screen.getByRole("link", { name: card.trackingLink! })).toHaveAttribute("href", "/ar/track");
    expect(screen.getAllByRole("link", { name: /tracking link/ })).toHaveLength(1);
  });
});
