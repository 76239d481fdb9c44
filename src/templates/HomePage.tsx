import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Layout, type LayoutContent } from "../components/Layout";
import { Benefits } from "../sections/Benefits";
import { Contact } from "../sections/Contact";
import { Hero } from "../sections/Hero";
import { Solution } from "../sections/Solution";

export type HomePageProps = LayoutContent & {
  hero: Queries.HeroContentFragment;
  heroImage: IGatsbyImageData;
  solution: Queries.SolutionContentFragment;
  benefits: Queries.BenefitsContentFragment;
  contact: Queries.ContactContentFragment;
  countries: Queries.CountriesContentFragment;
};

/** The home page: header, hero, solution, benefits, contact, footer. */
export function HomePage({ site, header, footer, hero, heroImage, solution, benefits, contact, countries }: HomePageProps) {
  return (
    <Layout content={{ site, header, footer }}>
      <Hero content={hero} image={heroImage} />
      <Solution content={solution} />
      <Benefits content={benefits} />
      <Contact content={contact} countries={countries} site={site} />
    </Layout>
  );
}
