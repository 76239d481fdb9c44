// The real files in content/, loaded and validated by the same code the build
// uses, shaped like the pages' GraphQL results (siteYaml, heroYaml, ...).
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { loadAllContent } from "../../src/content/load";
import type { HomePageData } from "../../src/pages/index";
import type { ThankYouPageData } from "../../src/pages/thank-you";
import type { NotFoundPageData } from "../../src/pages/404";

export const content = loadAllContent() as any;

/** What gatsby-plugin-image gives the hero at build time, in the same shape. */
export const heroImage: IGatsbyImageData = {
  layout: "constrained",
  width: 576,
  height: 432,
  backgroundColor: "transparent",
  images: {
    fallback: {
      src: "/static/hero-576.png",
      srcSet: "/static/hero-144.png 144w,\n/static/hero-288.png 288w,\n/static/hero-576.png 576w",
      sizes: "(min-width: 576px) 576px, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/hero-288.avif 288w,\n/static/hero-576.avif 576w", sizes: "(min-width: 576px) 576px, 100vw" },
      { type: "image/webp", srcSet: "/static/hero-288.webp 288w,\n/static/hero-576.webp 576w", sizes: "(min-width: 576px) 576px, 100vw" },
    ],
  },
};

const layout = { siteYaml: content.site, headerYaml: content.header, footerYaml: content.footer };

export const homePageData: HomePageData = {
  ...layout,
  heroYaml: content.hero,
  heroImage: { childImageSharp: { gatsbyImageData: heroImage } },
  solutionYaml: content.solution,
  benefitsYaml: content.benefits,
  contactYaml: content.contact,
  countriesYaml: content.countries,
};

export const thankYouPageData: ThankYouPageData = { ...layout, thankYouYaml: content.thankYou };

export const notFoundPageData: NotFoundPageData = { ...layout, notFoundYaml: content.notFound };
