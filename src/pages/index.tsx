import { graphql, type HeadProps, type PageProps } from "gatsby";
import { OrganizationJsonLd } from "../components/layout/OrganizationJsonLd";
import { Seo } from "../components/layout/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { layoutContent, required, requiredContent, headContent } from "../content/queryData";
import { HomePage, type HomePageProps } from "../views/HomePage";

const homeContent = (data: Queries.HomePageQuery, i18n: PageI18n): HomePageProps => ({
  ...layoutContent(data, i18n),
  hero: requiredContent(data.heroYaml, "hero", i18n),
  heroImage: required(data.heroYaml?.image?.childImageSharp?.gatsbyImageData, "content/hero.yaml's image"),
  solution: requiredContent(data.solutionYaml, "solution", i18n),
  benefits: requiredContent(data.benefitsYaml, "benefits", i18n),
  contact: requiredContent(data.contactYaml, "contact", i18n),
  countries: requiredContent(data.countriesYaml, "countries", i18n),
  suggestions: {
    cities: data.quoteSuggestions?.cities ?? [],
    currency: data.quoteSuggestions?.currency ?? null,
    nonStackableHeightCm: data.quoteSuggestions?.nonStackableHeightCm ?? null,
  },
});

export default function IndexPage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>) {
  return <HomePage {...homeContent(data, pageContext.i18n)} />;
}

export const Head = ({ data, pageContext: { i18n } }: HeadProps<Queries.HomePageQuery, PageContext>) => {
  const head = headContent(data, i18n);
  return (
    <Seo {...head} title={head.common.seo.title} description={head.common.seo.description}>
      <OrganizationJsonLd site={head.site} i18n={i18n} />
    </Seo>
  );
};

export const query = graphql`
  query HomePage($language: String!) {
    ...LayoutContent
    heroYaml(language: { eq: $language }) {
      ...HeroContent
      image {
        ...HeroImage
      }
    }
    solutionYaml(language: { eq: $language }) {
      ...SolutionContent
    }
    benefitsYaml(language: { eq: $language }) {
      ...BenefitsContent
    }
    contactYaml(language: { eq: $language }) {
      ...ContactContent
    }
    countriesYaml {
      ...CountriesContent
    }
    quoteSuggestions {
      cities
      currency
      nonStackableHeightCm
    }
  }
`;
