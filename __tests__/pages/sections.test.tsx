// Snapshots guard each section's markup and styles, rendered from the fixture
// content (never the editors' copy): one snapshot per piece, none repeating another.
import { screen } from "@testing-library/react";
import { Header } from "../../src/components/Header";
import { Footer } from "../../src/components/Footer";
import { AppErrorScreen } from "../../src/components/ErrorBoundary";
import { Hero } from "../../src/sections/Hero";
import { Solution } from "../../src/sections/Solution";
import { Benefits } from "../../src/sections/Benefits";
import { Contact } from "../../src/sections/Contact";
import { NotFoundPage } from "../../src/templates/NotFoundPage";
import { ThankYouPage } from "../../src/templates/ThankYouPage";
import { fixtureContent as content } from "../fixtures/content";
import { heroImage, layoutProps } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

describe("section snapshots", () => {
  it("header", () => {
    const { container } = renderWithTheme(<Header content={content.header} companyName={content.site.companyName} />);
    expect(container.firstChild).toMatchSnapshot();
  });

  it("hero", () => {
    const { container } = renderWithTheme(<Hero content={content.hero} image={heroImage} />);
    expect(container.firstChild).toMatchSnapshot();
  });

  it("solution", () => {
    const { container } = renderWithTheme(<Solution content={content.solution} />);
    expect(container.firstChild).toMatchSnapshot();
  });

  it("benefits", () => {
    const { container } = renderWithTheme(<Benefits content={content.benefits} />);
    expect(container.firstChild).toMatchSnapshot();
  });

  it("contact, with the quote form", () => {
    const { container } = renderWithTheme(<Contact content={content.contact} countries={content.countries} site={content.site} />);
    expect(container.firstChild).toMatchSnapshot();
  });

  it("footer", () => {
    const { container } = renderWithTheme(<Footer content={content.footer} site={content.site} />);
    expect(container.firstChild).toMatchSnapshot();
  });
});

describe("page snapshots (the main content; header and footer are above)", () => {
  it("thank-you page", () => {
    renderWithTheme(<ThankYouPage {...layoutProps(content)} page={content.thankYou} />);
    expect(screen.getByRole("main")).toMatchSnapshot();
  });

  it("not-found page", () => {
    renderWithTheme(<NotFoundPage {...layoutProps(content)} page={content.notFound} />);
    expect(screen.getByRole("main")).toMatchSnapshot();
  });

  it("application error screen", () => {
    const error = new Error("Boom");
    error.stack = "Error: Boom\n    at Page (page.tsx:1:1)";
    const { container } = renderWithTheme(<AppErrorScreen error={error} copy={content.appError} />);
    expect(container.firstChild).toMatchSnapshot();
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
