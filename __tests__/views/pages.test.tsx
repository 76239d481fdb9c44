// What a visitor finds on each page and can do there, from the fixture content.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomePage } from "../../src/views/HomePage";
import { NotFoundPage } from "../../src/views/NotFoundPage";
import { ThankYouPage } from "../../src/views/ThankYouPage";
import { ErrorBoundary } from "../../src/components/errors/ErrorBoundary";
import { Footer } from "../../src/components/layout/Footer";
import { MARK_ID } from "../../src/components/layout/Logo";
import { QuoteFrame } from "../../src/quote/QuoteFrame";
import { mailtoHref, telHref, whatsappHref } from "../../src/components/contacts/contactLinks";
import { fillTemplate } from "../../src/content/fillTemplate";
import { fixtureShared, fixtureSite } from "../fixtures/content";
import { homePageProps, layoutProps, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

const { site } = fixtureShared;
const content = wordsOf(fixtureSite, "en");
const home = () => homePageProps(fixtureSite, "en");

describe("home page", () => {
  it("has the sections in order with their anchors", () => {
    const { container } = renderWithTheme(<HomePage {...home()} />);
    const ids = [...container.querySelectorAll("main > section")].map((section) => section.id);
    expect(ids).toEqual(["", "solution", "benefits", "contact"]);
  });

  it("has a header with the logo home link and an anchor per menu link", () => {
    renderWithTheme(<HomePage {...home()} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: content.header.logoLabel })).toHaveAttribute("href", "/");
    // On a phone-sized jsdom window the menu starts closed (display: none).
    const nav = within(banner).getByRole("navigation", { hidden: true });
    const sections = within(nav).getAllByRole("list", { hidden: true })[0];
    const anchors = within(sections)
      .getAllByRole("link", { hidden: true })
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(anchors).toEqual(content.header.links.map((link) => [link.label, `/#${link.target}`]));
  });

  it("opens and closes the phone menu with the button and Escape", async () => {
    const user = userEvent.setup();
    renderWithTheme(<HomePage {...home()} />);
    const button = screen.getByRole("button", { name: content.header.openMenuLabel });
    const nav = screen.getByRole("navigation", { hidden: true });
    // jsdom has no Popover API: the script opens the menu itself, as in older browsers.
    expect(nav).not.toHaveAttribute("data-open");
    await user.click(button);
    expect(nav).toHaveAttribute("data-open");
    expect(button).toHaveAccessibleName(content.header.closeMenuLabel);
    await user.keyboard("{Escape}");
    expect(nav).not.toHaveAttribute("data-open");
    expect(button).toHaveAccessibleName(content.header.openMenuLabel);
  });

  it("scrolls to the form and the solution from the hero and the banner", () => {
    renderWithTheme(<HomePage {...home()} />);
    expect(screen.getByRole("link", { name: content.hero.primaryCta })).toHaveAttribute("href", "#contact");
    expect(screen.getByRole("link", { name: content.hero.secondaryCta })).toHaveAttribute("href", "#solution");
    expect(screen.getByRole("link", { name: content.benefits.banner.button })).toHaveAttribute("href", "#contact");
  });

  it("shows every benefit, challenge, advantage and solution card", () => {
    renderWithTheme(<HomePage {...home()} />);
    for (const card of [...content.benefits.cards, ...content.solution.cards]) {
      expect(screen.getByRole("heading", { name: card.title })).toBeInTheDocument();
    }
    for (const item of [...content.solution.challenges.items, ...content.solution.advantages.items]) {
      expect(screen.getByText(item.title)).toBeInTheDocument();
    }
  });

  it("offers WhatsApp and e-mail contact from content/site.yaml", () => {
    renderWithTheme(<HomePage {...home()} />);
    const contact = within(screen.getByRole("region", { name: content.contact.heading }));
    expect(contact.getByRole("link", { name: new RegExp(site.phone.replace(/[+]/g, "\\+")) })).toHaveAttribute(
      "href",
      whatsappHref(site.phone),
    );
    expect(contact.getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", mailtoHref(site.email));
    expect(contact.getByRole("heading", { name: content.contact.whyChooseUs.title })).toBeInTheDocument();
  });

  it("has a footer with the copyright line, phone, e-mail, location, services and destinations", () => {
    renderWithTheme(<HomePage {...home()} />);
    const footer = within(screen.getByRole("contentinfo"));
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      fillTemplate(content.footer.copyright, { year: site.copyrightYear, company: site.companyName }),
    );
    expect(footer.getByRole("link", { name: new RegExp(site.phone.replace(/[+]/g, "\\+")) })).toHaveAttribute("href", telHref(site.phone));
    expect(footer.getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", mailtoHref(site.email));
    expect(screen.getByRole("contentinfo")).toHaveTextContent(content.footer.location);
    for (const service of content.footer.services) expect(footer.getByText(service)).toBeInTheDocument();
    expect(footer.getByRole("heading", { name: content.footer.destinationsTitle })).toBeInTheDocument();
  });

  it("draws the brand mark once, in the header, and the footer's logo reuses that drawing", () => {
    const { container } = renderWithTheme(<HomePage {...home()} />);
    const marks = [...container.querySelectorAll("svg [id]")].map((element) => element.id);
    expect(marks).toEqual([MARK_ID]);
    expect(
      within(screen.getByRole("banner")).getByRole("link", { name: content.header.logoLabel }).querySelector(`#${MARK_ID}`),
    ).not.toBeNull();
    const reused = [...screen.getByRole("contentinfo").querySelectorAll("use")].map((use) => use.getAttribute("href"));
    expect(reused).toContain(`#${MARK_ID}`);
    // Every same-page reference is to an element the page has.
    for (const use of container.querySelectorAll('use[href^="#"]'))
      expect(container.querySelector(use.getAttribute("href")!)).not.toBeNull();
  });

  it.each([true, false])("draws the mark once on the quote page too, its footer reusing it (served as built: %s)", (untilTouched) => {
    const { container } = renderWithTheme(
      <QuoteFrame content={layoutProps(fixtureSite, "en")} untilTouched={untilTouched}>
        <p>Quote</p>
      </QuoteFrame>,
    );
    expect([...container.querySelectorAll("svg [id]")].map((element) => element.id)).toEqual([MARK_ID]);
    expect(screen.getByRole("contentinfo").querySelector(`use[href="#${MARK_ID}"]`)).not.toBeNull();
  });

  it("draws the mark in a footer shown alone (the CMS's preview)", () => {
    const { container } = renderWithTheme(<Footer content={content.footer} site={site} i18n={home().i18n} />);
    expect(container.querySelector(`svg #${MARK_ID}`)).not.toBeNull();
    expect(container.querySelector('use[href^="#"]')).toBeNull();
  });
});

describe("thank-you page", () => {
  it("thanks the visitor, says what happens next and links home, to the form and to direct contact", () => {
    renderWithTheme(
      <ThankYouPage
        {...layoutProps(fixtureSite, "en", "/thank-you")}
        page={content.thankYou}
        quoteLink={content.booking.quoteLink}
        summaryWords={content.contact.form.cargo}
      />,
    );
    const page = content.thankYou;
    expect(screen.getByRole("heading", { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText(page.emailNote)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: page.nextTitle })).toHaveTextContent(page.nextText);
    expect(screen.getByRole("link", { name: page.homeButton })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: page.anotherButton })).toHaveAttribute("href", "/#contact");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", mailtoHref(site.email));
    expect(main.getByRole("link", { name: new RegExp(page.whatsappLabel) })).toHaveAttribute("href", whatsappHref(site.phone));
  });
});

describe("not-found page", () => {
  it("says the page is missing and links home", () => {
    renderWithTheme(<NotFoundPage {...layoutProps(fixtureSite, "en", null)} page={content.notFound} />);
    expect(screen.getByRole("heading", { level: 1, name: content.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: content.notFound.homeLink })).toHaveAttribute("href", "/");
  });
});

describe("a page in another language", () => {
  const rtl = wordsOf(fixtureSite, "ar");
  const rtlHome = () => homePageProps(fixtureSite, "ar");

  it("shows that language's words, and its addresses in every link", () => {
    renderWithTheme(<HomePage {...rtlHome()} />);
    expect(screen.getByRole("heading", { level: 1, name: rtl.hero.headline })).toBeInTheDocument();
    expect(screen.queryByText(content.hero.headline)).not.toBeInTheDocument();
    const banner = within(screen.getByRole("banner"));
    expect(banner.getByRole("link", { name: rtl.header.logoLabel })).toHaveAttribute("href", "/ar");
    const sections = within(banner.getAllByRole("list", { hidden: true })[0]);
    expect(sections.getAllByRole("link", { hidden: true }).map((link) => link.getAttribute("href"))).toEqual(
      rtl.header.links.map((link) => `/ar#${link.target}`),
    );
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: rtl.footer.privacyLink })).toHaveAttribute(
      "href",
      "/ar/privacy",
    );
  });

  it("offers this page in every published language, each named in itself, the current one marked", () => {
    renderWithTheme(
      <ThankYouPage
        {...layoutProps(fixtureSite, "ar", "/thank-you")}
        page={rtl.thankYou}
        quoteLink={rtl.booking.quoteLink}
        summaryWords={rtl.contact.form.cargo}
      />,
    );
    const menu = screen.getByRole("list", { name: rtl.header.languageLabel, hidden: true });
    const links = within(menu).getAllByRole("link", { hidden: true });
    const published = fixtureShared.languages.languages.filter((language) => language.published);
    expect(
      links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("hreflang"), link.getAttribute("lang")]),
    ).toEqual(
      published.map((language) => [
        language.name,
        language.code === "en" ? "/thank-you" : `/${language.code}/thank-you`,
        language.code,
        language.code,
      ]),
    );
    expect(links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.getAttribute("hreflang"))).toEqual([
      "ar",
    ]);
  });

  it("links the thank-you and not-found pages back to that language's home page and form", () => {
    renderWithTheme(
      <ThankYouPage
        {...layoutProps(fixtureSite, "ar", "/thank-you")}
        page={rtl.thankYou}
        quoteLink={rtl.booking.quoteLink}
        summaryWords={rtl.contact.form.cargo}
      />,
    );
    expect(screen.getByRole("link", { name: rtl.thankYou.homeButton })).toHaveAttribute("href", "/ar");
    expect(screen.getByRole("link", { name: rtl.thankYou.anotherButton })).toHaveAttribute("href", "/ar#contact");
  });

  it("shows the form's countries in that language and sends their English names, with the page's language", () => {
    const { container } = renderWithTheme(<HomePage {...rtlHome()} />);
    const select = container.querySelector<HTMLSelectElement>('select[name="shippingCountry"]')!;
    const options = [...select.options].filter((option) => !option.disabled);
    const expected = [...fixtureShared.countries.primary, ...fixtureShared.countries.secondary];
    expect(options.map((option) => option.value)).toEqual(expected.map((country) => country.name));
    expect(options.map((option) => option.textContent)).toEqual(
      expected.map((country) => new Intl.DisplayNames(["ar"], { type: "region" }).of(country.code)),
    );
    expect(container.querySelector('form input[type="hidden"][name="language"]')).toHaveValue("ar");
  });
});

describe("application error screen", () => {
  afterEach(() => jest.restoreAllMocks());

  it("catches a failing page and shows the message and stack", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("The page data could not be loaded");
    };
    renderWithTheme(
      <ErrorBoundary copy={content.appError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: content.appError.title })).toBeInTheDocument();
    expect(screen.getByText("The page data could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/at Broken/);
  });
});
