// Snapshots guard each section's markup, rendered from the fixture content
// (never the editors' copy): one snapshot per piece, none repeating another,
// each the element structure a reviewer reads (helpers/structure.ts).
import { screen } from "@testing-library/react";
import { Header } from "../../src/components/layout/Header";
import { Footer } from "../../src/components/layout/Footer";
import { AppErrorScreen } from "../../src/components/errors/ErrorBoundary";
import { Hero } from "../../src/sections/Hero";
import { Solution } from "../../src/sections/Solution";
import { Benefits } from "../../src/sections/Benefits";
import { Contact } from "../../src/sections/Contact";
import { NotFoundPage } from "../../src/views/NotFoundPage";
import { ThankYouPage } from "../../src/views/ThankYouPage";
import { localizedCountries } from "../../src/content/countries";
import { fixtureShared, fixtureSite } from "../fixtures/content";
import { FIXTURE_SUGGESTIONS, heroImage, i18nOf, layoutProps, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";
import { structureOf } from "../helpers/structure";

const content = wordsOf(fixtureSite, "en");
const { site } = fixtureShared;
const i18n = i18nOf(fixtureSite, "en");

describe("section snapshots", () => {
  it("header", () => {
    const { container } = renderWithTheme(<Header content={content.header} companyName={site.companyName} i18n={i18n} />);
    expect(structureOf(container.firstElementChild!)).toMatchSnapshot();
  });

  it("hero", () => {
    const { container } = renderWithTheme(<Hero content={content.hero} image={heroImage} />);
    expect(structureOf(container.firstElementChild!)).toMatchSnapshot();
  });

  it("solution", () => {
    const { container } = renderWithTheme(<Solution content={content.solution} />);
    expect(structureOf(container.firstElementChild!)).toMatchSnapshot();
  });

  it("benefits", () => {
    const { container } = renderWithTheme(<Benefits content={content.benefits} trackPath="/track" />);
    expect(structureOf(container.firstElementChild!)).toMatchSnapshot();
  });

  it("contact, with the quote form", () => {
    const { container } = renderWithTheme(
      <Contact
        content={content.contact}
        countries={localizedCountries(fixtureShared.countries, "en")}
        suggestions={FIXTURE_SUGGESTIONS}
        site={site}
        i18n={i18n}
      />,
    );
    expect(structureOf(container.firstElementChild!)).toMatchSnapshot();
  });

  it("footer", () => {
    const { container } = renderWithTheme(<Footer content={content.footer} site={site} i18n={i18n} />);
    expect(structureOf(container.firstElementChild!)).toMatchSnapshot();
  });
});

describe("page snapshots (the main content; header and footer are above)", () => {
  it("thank-you page", () => {
    renderWithTheme(
      <ThankYouPage
        {...layoutProps(fixtureSite, "en", "/thank-you")}
        page={content.thankYou}
        quoteLink={content.booking.quoteLink}
        summaryWords={content.contact.form.cargo}
      />,
    );
    expect(structureOf(screen.getByRole("main"))).toMatchSnapshot();
  });

  it("not-found page", () => {
    renderWithTheme(<NotFoundPage {...layoutProps(fixtureSite, "en", null)} page={content.notFound} />);
    expect(structureOf(screen.getByRole("main"))).toMatchSnapshot();
  });

  it("application error screen", () => {
    const error = new Error("Boom");
    error.stack = "Error: Boom\n    at Page (page.tsx:1:1)";
    const { container } = renderWithTheme(<AppErrorScreen error={error} copy={content.appError} />);
    expect(structureOf(container.firstElementChild!)).toMatchSnapshot();
  });
});

describe("hero illustration", () => {
  it("offers AVIF and WebP, reserves its size and loads first", () => {
    const { container } = renderWithTheme(<Hero content={content.hero} image={heroImage} />);
    const image = container.querySelector("picture img");
    expect(image).toHaveAttribute("alt", content.hero.imageAlt);
    expect(image).toHaveAttribute("width", "576");
    expect(image).toHaveAttribute("height", "432");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    const types = [...container.querySelectorAll("picture source")].map((source) => source.getAttribute("type"));
    expect(types).toEqual(["image/avif", "image/webp"]);
  });
});
