// What a visitor finds on each page and can do there, from the fixture content.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomePage } from "../../src/templates/HomePage";
import { NotFoundPage } from "../../src/templates/NotFoundPage";
import { ThankYouPage } from "../../src/templates/ThankYouPage";
import { ErrorBoundary } from "../../src/components/ErrorBoundary";
import { fillTemplate, mailtoHref, telHref, whatsappHref } from "../../src/components/contactLinks";
import { fixtureContent as content } from "../fixtures/content";
import { homePageProps, layoutProps } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

const { site } = content;

describe("home page", () => {
  it("has the sections in order with their anchors", () => {
    const { container } = renderWithTheme(<HomePage {...homePageProps(content)} />);
    const ids = [...container.querySelectorAll("main > section")].map((section) => section.id);
    expect(ids).toEqual(["", "solution", "benefits", "contact"]);
  });

  it("has a header with the logo home link and an anchor per menu link", () => {
    renderWithTheme(<HomePage {...homePageProps(content)} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: content.header.logoLabel })).toHaveAttribute("href", "/");
    // On a phone-sized jsdom window the menu starts closed (display: none).
    const nav = within(banner).getByRole("navigation", { hidden: true });
    const anchors = within(nav)
      .getAllByRole("link", { hidden: true })
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(anchors).toEqual(content.header.links.map((link) => [link.label, `/#${link.target}`]));
  });

  it("opens and closes the phone menu with the button and Escape", async () => {
    const user = userEvent.setup();
    renderWithTheme(<HomePage {...homePageProps(content)} />);
    const button = screen.getByRole("button", { name: content.header.openMenuLabel });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName(content.header.closeMenuLabel);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("scrolls to the form and the solution from the hero and the banner", () => {
    renderWithTheme(<HomePage {...homePageProps(content)} />);
    expect(screen.getByRole("link", { name: content.hero.primaryCta })).toHaveAttribute("href", "#contact");
    expect(screen.getByRole("link", { name: content.hero.secondaryCta })).toHaveAttribute("href", "#solution");
    expect(screen.getByRole("link", { name: content.benefits.banner.button })).toHaveAttribute("href", "#contact");
  });

  it("shows every benefit, challenge, advantage and solution card", () => {
    renderWithTheme(<HomePage {...homePageProps(content)} />);
    for (const card of [...content.benefits.cards, ...content.solution.cards]) {
      expect(screen.getByRole("heading", { name: card.title })).toBeInTheDocument();
    }
    for (const item of [...content.solution.challenges.items, ...content.solution.advantages.items]) {
      expect(screen.getByText(item.title)).toBeInTheDocument();
    }
  });

  it("offers WhatsApp and e-mail contact from content/site.yaml", () => {
    renderWithTheme(<HomePage {...homePageProps(content)} />);
    const contact = within(screen.getByRole("region", { name: content.contact.heading }));
    expect(contact.getByRole("link", { name: new RegExp(site.phone.replace(/[+]/g, "\\+")) })).toHaveAttribute(
      "href",
      whatsappHref(site.phone),
    );
    expect(contact.getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", mailtoHref(site.email));
    expect(contact.getByRole("heading", { name: content.contact.whyChooseUs.title })).toBeInTheDocument();
  });

  it("has a footer with the copyright line, phone, e-mail, location, services and destinations", () => {
    renderWithTheme(<HomePage {...homePageProps(content)} />);
    const footer = within(screen.getByRole("contentinfo"));
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      fillTemplate(content.footer.copyright, { year: site.copyrightYear, company: site.companyName }),
    );
    expect(footer.getByRole("link", { name: new RegExp(site.phone.replace(/[+]/g, "\\+")) })).toHaveAttribute("href", telHref(site.phone));
    expect(footer.getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", mailtoHref(site.email));
    expect(screen.getByRole("contentinfo")).toHaveTextContent(site.location);
    for (const service of content.footer.services) expect(footer.getByText(service)).toBeInTheDocument();
    expect(footer.getByRole("heading", { name: content.footer.destinationsTitle })).toBeInTheDocument();
  });
});

describe("thank-you page", () => {
  it("thanks the visitor, says what happens next and links home, to the form and to direct contact", () => {
    renderWithTheme(<ThankYouPage {...layoutProps(content)} page={content.thankYou} />);
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
    renderWithTheme(<NotFoundPage {...layoutProps(content)} page={content.notFound} />);
    expect(screen.getByRole("heading", { level: 1, name: content.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: content.notFound.homeLink })).toHaveAttribute("href", "/");
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
