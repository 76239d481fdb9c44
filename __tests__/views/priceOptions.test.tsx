// The options of a priced request: on the thank-you page side by side, each
// with its range and transit time, without Choose (the page links to the
// quote page, where the choice is made); with "Choose" on each where the page
// can send it (the quote page), the choice sent once and confirmed (or said to
// have failed); and the sentences of what the price covers of what the visitor
// asked. Every word comes from the fixture's content.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThankYouPage } from "../../src/views/ThankYouPage";
import { PriceOptions, type PriceOptionsProps } from "../../src/quote/PriceOptions";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { type VisitorPrice, describePrice } from "../../supabase/functions/_shared/price/visitorPrice.ts";
import { fixtureSite } from "../fixtures/content";
import { layoutProps, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

const content = wordsOf(fixtureSite, "en");
const words = content.thankYou.price;

const price: VisitorPrice = {
  currency: "USD",
  low: 3700,
  high: 4600,
  chargeableKg: 640,
  transitDays: "4-6",
  validUntil: "2099-12-31",
  options: [
    { service: "express", low: 3700, high: 4600, transitDays: "4-6", co2eKg: null },
    { service: "economy", low: 3100, high: 3900, transitDays: "7-11", co2eKg: null },
  ],
  covers: { pickup: true, door: true, insurance: false },
  specialGoods: null,
};

function renderPage(props: Partial<Parameters<typeof ThankYouPage>[0]> = {}) {
  return renderWithTheme(
    <ThankYouPage
      {...layoutProps(fixtureSite, "en", "/thank-you")}
      page={content.thankYou}
      quoteLink={content.booking.quoteLink}
      summaryWords={content.contact.form.cargo}
      reference="K7QM-4TXH"
      price={{ price }}
      {...props}
    />,
  );
}

const chooseButton = (name: string) => screen.getByRole("button", { name: `${words.choose} ${name}` });

it("shows every option side by side with its range and transit time, and what the price covers of what was asked", () => {
  renderPage({ asked: { pickupCity: "Shenzhen", door: true, insure: true } });
  const options = within(screen.getByRole("region", { name: words.optionsTitle })).getAllByRole("listitem");
  expect(options.map((option) => within(option).getByRole("heading").textContent)).toEqual([words.express, words.economy]);
  expect(options[1]).toHaveTextContent(fillTemplate(words.transit, { days: "7-11" }));
  const region = screen.getByRole("region", { name: words.title });
  expect(region).toHaveTextContent(fillTemplate(words.fromCity, { city: "Shenzhen" }));
  expect(region).toHaveTextContent(words.toDoor);
  // Insurance asked, not on the card: the team quotes it.
  expect(region).toHaveTextContent(words.insuredQuoted);
  expect(region).not.toHaveTextContent(words.fromAirport);
});

/** The options as the quote page shows them, with Choose on each (the page sends the choice with the lead's key). */
function renderOptions(props: Partial<PriceOptionsProps> = {}) {
  const options = describePrice(price, words, "en").options;
  return renderWithTheme(<PriceOptions options={options} words={words} {...props} />);
}

it("sends the choice once and says which option was chosen", async () => {
  const choose = jest.fn(async (service: string) => service as "economy");
  renderOptions({ choose });
  await userEvent.click(chooseButton(words.economy));
  expect(choose).toHaveBeenCalledTimes(1);
  expect(choose).toHaveBeenCalledWith("economy");
  expect(await screen.findByText(fillTemplate(words.chosen, { service: words.economy }))).toHaveAttribute("role", "status");
  expect(chooseButton(words.economy)).toHaveAttribute("aria-pressed", "true");
  expect(chooseButton(words.express)).toHaveAttribute("aria-pressed", "false");
  expect(screen.getByText(words.chosenBadge)).toBeInTheDocument();
});

it("says when a choice could not be sent, and chooses nothing", async () => {
  const choose = jest.fn(async () => {
    throw new Error("403");
  });
  jest.spyOn(console, "error").mockImplementation(() => {});
  renderOptions({ choose });
  await userEvent.click(chooseButton(words.express));
  expect(await screen.findByText(words.choiceFailed)).toBeInTheDocument();
  expect(chooseButton(words.express)).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByText(words.chosenBadge)).not.toBeInTheDocument();
});

it("shows a choice made before as chosen", () => {
  renderOptions({ chosen: "economy", choose: jest.fn() });
  expect(chooseButton(words.economy)).toHaveAttribute("aria-pressed", "true");
});

it("has no Choose on the thank-you page, which links to the quote page with the lead's key in the fragment", () => {
  renderPage({ quoteKey: "v1.20271128.abc" });
  expect(screen.getByRole("region", { name: words.optionsTitle })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: new RegExp(words.choose) })).not.toBeInTheDocument();
  expect(screen.getByText(content.booking.quoteLink.text)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: content.booking.quoteLink.button })).toHaveAttribute(
    "href",
    "/quote/?ref=K7QM-4TXH#key=v1.20271128.abc",
  );
});

it("has no link to the quote page without the lead's key (a page that did not send the request)", () => {
  renderPage();
  expect(screen.queryByRole("link", { name: content.booking.quoteLink.button })).not.toBeInTheDocument();
});

it("writes each range left to right in a right-to-left language, low end first, without the marks Intl puts before it", () => {
  const rtl = fixtureSite.shared.languages.languages.find((language) => language.direction === "rtl")!.code;
  const rtlWords = wordsOf(fixtureSite, rtl).thankYou.price;
  const shown = describePrice(price, rtlWords, rtl);
  renderWithTheme(<PriceOptions options={shown.options} words={rtlWords} />);
  const ranges = screen.getAllByRole("listitem").map((option) => option.querySelector("bdi")!);
  for (const [index, range] of ranges.entries()) {
    expect(range).toHaveAttribute("dir", "ltr");
    expect(range.textContent).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
    // The figures as written, low before high.
    const [low, high] = [price.options[index].low, price.options[index].high].map((amount) => new Intl.NumberFormat(rtl).format(amount));
    expect(range.textContent!.indexOf(low)).toBeLessThan(range.textContent!.indexOf(high));
    expect(range.textContent!.indexOf(low)).toBeGreaterThanOrEqual(0);
  }
});
