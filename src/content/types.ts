// The shape of each file in content/ once loaded and validated, taken from the
// GraphQL types Gatsby generates from the same schema (src/gatsby-types.d.ts):
// the build's queries, the tests' fixtures and the CMS previews share one type.
import type { ContentKey } from "./schema";

/** A node's own fields, without the id/parent/children/internal Gatsby adds. */
type FileFields<T> = Omit<T, keyof Queries.Node>;

type NodeTypes = {
  site: Queries.SiteYaml;
  header: Queries.HeaderYaml;
  hero: Queries.HeroYaml;
  solution: Queries.SolutionYaml;
  benefits: Queries.BenefitsYaml;
  contact: Queries.ContactYaml;
  countries: Queries.CountriesYaml;
  footer: Queries.FooterYaml;
  thankYou: Queries.ThankYouYaml;
  privacy: Queries.PrivacyYaml;
  notFound: Queries.NotFoundYaml;
  appError: Queries.AppErrorYaml;
};

/** Every content file, by its key in CONTENT_FILES. */
export type Content = { [K in ContentKey]: FileFields<NodeTypes[K]> };
