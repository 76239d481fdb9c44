// The templates' props built from loaded content: the fixture for snapshots and
// behaviour, or the real content/ for the test that renders every page from
// what editors wrote.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { LayoutContent } from "../../src/components/Layout";
import type { Content } from "../../src/content/types";
import type { HomePageProps } from "../../src/templates/HomePage";

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

export const layoutProps = ({ site, header, footer }: Content): LayoutContent => ({ site, header, footer });

export const homePageProps = (content: Content): HomePageProps => ({
  ...layoutProps(content),
  hero: content.hero,
  heroImage,
  solution: content.solution,
  benefits: content.benefits,
  contact: content.contact,
  countries: content.countries,
});
