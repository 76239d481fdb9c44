import { graphql, type HeadProps, type PageProps } from "gatsby";
import { OrganizationJsonLd, Seo } from "../components/Seo";
import { layoutContent, required } from "../content/queryData";
import { HomePage, type HomePageProps } from "../templates/HomePage";

const homeContent = (data: Queries.HomePageQuery): HomePageProps => ({
  ...layoutContent(data),
  hero: required(data.heroYaml, "content/hero.yaml"),
  heroImage: required(data.heroImage?.childImageSharp?.gatsbyImageData, "src/images/hero.png"),
  solution: required(data.solutionYaml, "content/solution.yaml"),
  benefits: required(data.benefitsYaml, "content/benefits.yaml"),
  contact: required(data.contactYaml, "content/contact.yaml"),
  countries: required(data.countriesYaml, "content/countries.yaml"),
});

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomePage {...homeContent(data)} />;
}

export const Head = ({ data }: HeadProps<Queries.HomePageQuery>) => {
  const { site } = layoutContent(data);
  return (
    <Seo site={site} title={site.seo.title} description={site.seo.description} path="/">
      <OrganizationJsonLd site={site} />
    </Seo>
  );
};

export const query = graphql`
  query HomePage {
    ...LayoutContent
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
