// The pages' GraphQL results (siteYaml, heroYaml, ...) built from loaded
// content: the fixture for snapshots and behaviour, or the real content/ for
// the test that renders every page from what editors wrote.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Content } from "../../src/content/types";
import type { HomePageData } from "../../src/pages/index";
import type { ThankYouPageData } from "../../src/pages/thank-you";
import type { NotFoundPageData } from "../../src/pages/404";

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

const layout = (content: Content) => ({ siteYaml: content.site, headerYaml: content.header, footerYaml: content.footer });

export const homePageData = (content: Content): HomePageData => ({
  ...layout(content),
  heroYaml: content.hero,
  heroImage: { childImageSharp: { gatsbyImageData: heroImage } },
  solutionYaml: content.solution,
  benefitsYaml: content.benefits,
  contactYaml: content.contact,
  countriesYaml: content.countries,
});

export const thankYouPageData = (content: Content): ThankYouPageData => ({ ...layout(content), thankYouYaml: content.thankYou });

export const notFoundPageData = (content: Content): NotFoundPageData => ({ ...layout(content), notFoundYaml: content.notFound });
