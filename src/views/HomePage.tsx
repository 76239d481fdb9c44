import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Layout } from "../components/layout/Layout";
import type { LayoutContent } from "../content/queryData";
import { Benefits } from "../sections/Benefits";
import { Contact } from "../sections/Contact";
import { Hero } from "../sections/Hero";
import { Solution } from "../sections/Solution";
import type { QuoteSuggestions } from "../content/rateCard";

export type HomePageProps = LayoutContent & {
  hero: Queries.HeroContentFragment;
  heroImage: IGatsbyImageData;
  solution: Queries.SolutionContentFragment;
  benefits: Queries.BenefitsContentFragment;
  contact: Queries.ContactContentFragment;
  countries: Queries.CountriesContentFragment;
  suggestions: QuoteSuggestions;
};

/** The home page: header, hero, solution, benefits, contact, footer. */
export function HomePage({ hero, heroImage, solution, benefits, contact, countries, suggestions, ...layout }: HomePageProps) {
  return (
    <Layout content={layout}>
      <Hero content={hero} image={heroImage} />
      <Solution content={solution} />
      <Benefits content={benefits} trackPath={layout.i18n.paths.track} />
      <Contact content={contact} countries={countries} suggestions={suggestions} site={layout.site} i18n={layout.i18n} />
    </Layout>
  );
}
