import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { OrganizationJsonLd, Seo } from "../components/Seo";
import { Benefits } from "../sections/Benefits";
import { Contact } from "../sections/Contact";
import { Hero } from "../sections/Hero";
import { Solution } from "../sections/Solution";

export type HomePageData = Queries.HomePageQuery;

/** The home page: header, hero, solution, benefits, contact, footer. */
export function HomePage({ data }: { data: HomePageData }) {
  const site = data.siteYaml!;
  return (
    <Layout content={{ site, header: data.headerYaml!, footer: data.footerYaml! }}>
      <Hero content={data.heroYaml!} image={data.heroImage!.childImageSharp!.gatsbyImageData as IGatsbyImageData} />
      <Solution content={data.solutionYaml!} />
      <Benefits content={data.benefitsYaml!} />
      <Contact content={data.contactYaml!} countries={data.countriesYaml!} site={site} />
    </Layout>
  );
}

export default function IndexPage({ data }: PageProps<HomePageData>) {
  return <HomePage data={data} />;
}

export const Head = ({ data }: HeadProps<HomePageData>) => {
  const site = data.siteYaml!;
  return (
    <Seo site={site} title={site.seo.title} description={site.seo.description} path="/">
      <OrganizationJsonLd site={site} />
    </Seo>
  );
};

export const query = graphql`
  query HomePage {
    siteYaml {
      ...SiteDetails
    }
    headerYaml {
      ...HeaderContent
    }
    footerYaml {
      ...FooterContent
    }
    heroYaml {
      ...HeroContent
    }
    heroImage: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "hero.png" }) {
      ...HeroImage
    }
    solutionYaml {
      ...SolutionContent
    }
    benefitsYaml {
      ...BenefitsContent
    }
    contactYaml {
      ...ContactContent
    }
    countriesYaml {
      ...CountriesContent
    }
  }
`;
