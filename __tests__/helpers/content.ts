// The real files in content/, loaded and validated by the same code the build
// uses, shaped like the pages' GraphQL results (siteYaml, heroYaml, ...).
import { loadAllContent } from "../../src/content/load";
import type { HomePageData } from "../../src/pages/index";
import type { ThankYouPageData } from "../../src/pages/thank-you";
import type { NotFoundPageData } from "../../src/pages/404";

export const content = loadAllContent() as any;

const layout = { siteYaml: content.site, headerYaml: content.header, footerYaml: content.footer };

export const homePageData: HomePageData = {
  ...layout,
  heroYaml: content.hero,
  solutionYaml: content.solution,
  benefitsYaml: content.benefits,
  contactYaml: content.contact,
  countriesYaml: content.countries,
};

export const thankYouPageData: ThankYouPageData = { ...layout, thankYouYaml: content.thankYou };

export const notFoundPageData: NotFoundPageData = { ...layout, notFoundYaml: content.notFound };
