import { graphql, type HeadProps } from "gatsby";
import { required } from "../content/queryData";
import { TeamPage } from "../views/TeamPage";

const consoleContent = (data: Queries.TeamPageQuery) => required(data.teamConsoleYaml, "content/team-console.yaml");

/** The team's console: in English only (one page, plugins/content-pipeline), never listed, its own headers (plugins/publish). */
export default function Team({ data }: { data: Queries.TeamPageQuery }) {
  return <TeamPage content={consoleContent(data)} />;
}

// Not the site's <Seo>: no canonical address, no other languages, no link preview; never listed.
export const Head = ({ data }: HeadProps<Queries.TeamPageQuery>) => (
  <>
    <html lang="en" dir="ltr" />
    <title>{consoleContent(data).title}</title>
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
  </>
);

export const query = graphql`
  query TeamPage {
    teamConsoleYaml {
      ...TeamConsoleContent
    }
  }
`;
