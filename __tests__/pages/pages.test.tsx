// What a visitor finds on each page, checked against the spec, plus page snapshots.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomePage } from "../../src/pages/index";
import { ThankYou } from "../../src/pages/thank-you";
import { NotFound } from "../../src/pages/404";
import { AppErrorScreen, ErrorBoundary } from "../../src/components/ErrorBoundary";
import { content, homePageData, notFoundPageData, thankYouPageData } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

const { site } = content;

describe("home page", () => {
  it("matches its snapshot", () => {
    const { container } = renderWithTheme(<HomePage data={homePageData} />);
    expect(container).toMatchSnapshot();
  });

  it("has the sections in the spec's order with their anchors", () => {
    const { container } = renderWithTheme(<HomePage data={homePageData} />);
    const ids = [...container.querySelectorAll("main > section")].map((section) => section.id);
    expect(ids).toEqual(["", "solution", "benefits", "contact"]);
  });

  it("has a header with the logo home link and the three anchors", () => {
    renderWithTheme(<HomePage data={homePageData} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: content.header.logoLabel })).toHaveAttribute("href", "/");
    // On a phone-sized jsdom window the menu starts closed (display: none).
    const nav = within(banner).getByRole("navigation", { hidden: true });
    const anchors = within(nav).getAllByRole("link", { hidden: true }).map((link) => [link.textContent, link.getAttribute("href")]);
    expect(anchors).toEqual([
      ["Our Solution", "/#solution"],
      ["Benefits", "/#benefits"],
      ["Contact", "/#contact"],
    ]);
  });

  it("opens and closes the phone menu with the button and Escape", async () => {
    const user = userEvent.setup();
    renderWithTheme(<HomePage data={homePageData} />);
    const button = screen.getByRole("button", { name: content.header.openMenuLabel });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName(content.header.closeMenuLabel);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("scrolls to the form and the solution from the hero and the banner", () => {
    renderWithTheme(<HomePage data={homePageData} />);
    expect(screen.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "#contact");
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#solution");
    expect(screen.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "#contact");
  });

  it("shows the six benefits, the challenges and the two solution cards", () => {
    renderWithTheme(<HomePage data={homePageData} />);
    for (const title of ["Faster Customs Clearance", "Reduced Tariffs & Duties", "Improved Delivery Speed", "Reliable Tracking", "Global Network", "24/7 Support", "Strategic Location", "Seamless Process"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText("Higher tariffs and trade restrictions")).toBeInTheDocument();
    expect(screen.getByText("Predictable, faster delivery")).toBeInTheDocument();
  });

  it("offers WhatsApp and e-mail contact from content/site.yaml", () => {
    renderWithTheme(<HomePage data={homePageData} />);
    const contact = document.getElementById("contact")!;
    expect(within(contact).getByRole("heading", { name: "Get Your Free Shipping Quote" })).toBeInTheDocument();
    const digits = site.phone.replace(/\D/g, "");
    expect(within(contact).getByRole("link", { name: new RegExp(site.phone.replace(/[+]/g, "\\+")) })).toHaveAttribute("href", `https://wa.me/${digits}`);
    expect(within(contact).getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(within(contact).getByRole("heading", { name: "Why Choose Us" })).toBeInTheDocument();
  });

  it("has a footer with the 2024 copyright, phone, e-mail, location, services and destinations", () => {
    renderWithTheme(<HomePage data={homePageData} />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(`© 2024 ${site.companyName}. All rights reserved.`);
    expect(within(footer).getByRole("link", { name: new RegExp(site.phone.replace(/[+]/g, "\\+")) })).toHaveAttribute("href", `tel:+${site.phone.replace(/\D/g, "")}`);
    expect(within(footer).getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(footer).toHaveTextContent("Hong Kong International Airport");
    for (const service of ["Express Airfreight", "Customs Clearance", "Cargo Consolidation", "Door-to-Door Delivery"]) {
      expect(within(footer).getByText(service)).toBeInTheDocument();
    }
    expect(within(footer).getByRole("heading", { name: "Destinations" })).toBeInTheDocument();
  });

  it("makes every claim of SPEC §1 somewhere in the copy", () => {
    const { container } = renderWithTheme(<HomePage data={homePageData} />);
    const text = container.textContent!.toLowerCase();
    const claims = [
      "48-72 hours", "50 countries", "hundreds", "global coverage", "secure, reliable", "real time", "24/7",
      "daily flights", "within 24 hours", "free consultation", "transparent pricing", "dedicated account manager",
      "door-to-door delivery", "customs clearance help", "insurance options", "express and economy options", "secure packaging",
    ];
    expect(claims.filter((claim) => !text.includes(claim))).toEqual([]);
  });
});

describe("thank-you page", () => {
  it("matches its snapshot", () => {
    const { container } = renderWithTheme(<ThankYou data={thankYouPageData} />);
    expect(container).toMatchSnapshot();
  });

  it("thanks the visitor and says what happens next", () => {
    renderWithTheme(<ThankYou data={thankYouPageData} />);
    expect(screen.getByRole("heading", { level: 1, name: "Thank You!" })).toBeInTheDocument();
    expect(screen.getByText(/within 24-48 hours to schedule your initial consultation/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What happens next?" })).toBeInTheDocument();
    expect(screen.getByText(/contact you within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Send Another Message" })).toHaveAttribute("href", "/#contact");
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: new RegExp(site.email) })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(within(main).getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", `https://wa.me/${site.phone.replace(/\D/g, "")}`);
  });
});

describe("not-found page", () => {
  it("matches its snapshot", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = renderWithTheme(<NotFound data={notFoundPageData} pathname="/missing" />);
    expect(container).toMatchSnapshot();
  });

  it("says the page is missing, links home and logs the path", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithTheme(<NotFound data={notFoundPageData} pathname="/no/such/page" />);
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("non-existent route"), "/no/such/page");
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
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The page data could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/at Broken/);
  });

  it("matches its snapshot", () => {
    const error = new Error("Boom");
    error.stack = "Error: Boom\n    at Page (page.tsx:1:1)";
    const { container } = renderWithTheme(<AppErrorScreen error={error} copy={content.appError} />);
    expect(container.firstChild).toMatchSnapshot();
  });
});
