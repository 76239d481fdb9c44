// What each content file's preview shows: the real sections and pages of the
// site, rendered from the file being edited and, for everything else, the
// content as it was when the CMS was built.
import type { ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AppErrorScreen } from "../components/ErrorBoundary";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { Layout } from "../components/Layout";
import type { ContentKey } from "../content/schema";
import type { Content } from "../content/types";
import heroImageUrl from "../images/hero.png";
import { NotFoundPage } from "../templates/NotFoundPage";
import { PrivacyPage } from "../templates/PrivacyPage";
import { ThankYouPage } from "../templates/ThankYouPage";
import { Benefits } from "../sections/Benefits";
import { Contact } from "../sections/Contact";
import { Hero } from "../sections/Hero";
import { Solution } from "../sections/Solution";
import { SearchResult } from "./SearchResult";

/** The hero illustration as one PNG: the CMS has no image processing. */
const heroImage: IGatsbyImageData = {
  layout: "constrained",
  width: 576,
  height: 432,
  images: { fallback: { src: heroImageUrl, sizes: "(min-width: 576px) 576px, 100vw" } },
};

const sampleError = (() => {
  const error = new Error("Example: the page could not be shown");
  error.stack = `${error.message}\n    at ExamplePage (example.tsx:1:1)`;
  return error;
})();

type Preview<K extends ContentKey> = (data: Content[K], content: Content) => ReactNode;

export const PREVIEWS: { [K in ContentKey]: Preview<K> } = {
  site: (site, content) => (
    <Layout content={{ site, header: content.header, footer: content.footer }}>
      <SearchResult url={`${site.siteUrl}/`} title={site.seo.title} description={site.seo.description} caption="Search result" />
    </Layout>
  ),
  header: (header, content) => <Header content={header} companyName={content.site.companyName} />,
  hero: (hero) => <Hero content={hero} image={heroImage} />,
  solution: (solution) => <Solution content={solution} />,
  benefits: (benefits) => <Benefits content={benefits} />,
  contact: (contact, content) => <Contact content={contact} countries={content.countries} site={content.site} />,
  countries: (countries, content) => <Contact content={content.contact} countries={countries} site={content.site} />,
  footer: (footer, content) => <Footer content={footer} site={content.site} />,
  thankYou: (page, { site, header, footer }) => <ThankYouPage site={site} header={header} footer={footer} page={page} />,
  privacy: (page, { site, header, footer }) => <PrivacyPage site={site} header={header} footer={footer} page={page} />,
  notFound: (page, { site, header, footer }) => <NotFoundPage site={site} header={header} footer={footer} page={page} />,
  appError: (appError) => <AppErrorScreen error={sampleError} copy={appError} />,
};
