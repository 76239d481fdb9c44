import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { Airline } from "../../supabase/functions/_shared/airWaybill.ts";
import { Container } from "../components/Container";
import { Layout } from "../components/layout/Layout";
import { KeepsServerHtml } from "../components/KeepsServerHtml";
import type { LayoutContent } from "../content/queryData";
import { cardStyles } from "../contact/formStyles";
import { theme } from "../theme";
import { TrackForm } from "../track/TrackForm";

export const query = graphql`
  fragment TrackContent on TrackYaml {
    seo {
      title
      description
    }
    title
    intro
    label
    hint
    submit
    found
    opening
    problems {
      length
      checkDigit
      unknownAirline
    }
    airlinesTitle
  }
  fragment AirlinesContent on AirlinesYaml {
    airlines {
      prefix
      name
      trackingUrl
    }
  }
`;

const { colors, space, sizes, fontSizes } = theme;

const bandStyles = css`
  padding: ${space[16]} 0 ${space[20]};
  background: ${colors.surfaceAlt};
`;

const columnStyles = css`
  max-width: ${sizes.prose};
  margin: 0 auto;
  h1 {
    font-size: ${fontSizes["3xl"]};
  }
  > p {
    margin: ${space[4]} 0 ${space[8]};
    font-size: ${fontSizes.lg};
  }
`;

const airlinesStyles = css`
  margin-top: ${space[10]};
  h2 {
    font-size: ${fontSizes.md};
    margin-bottom: ${space[3]};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]} ${space[5]};
    list-style: none;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  bdi {
    unicode-bidi: isolate;
  }
`;

export type TrackPageProps = LayoutContent & { page: Queries.TrackContentFragment; airlines: readonly Airline[] };

/** The tracking page: one field for the air waybill number, and the airlines whose numbers it knows. */
export function TrackPage({ page, airlines, ...layout }: TrackPageProps) {
  return (
    <Layout content={layout}>
      <section css={bandStyles} aria-labelledby="track-heading">
        <Container>
          <div css={columnStyles}>
            <KeepsServerHtml as="h1" id="track-heading">
              {page.title}
            </KeepsServerHtml>
            <KeepsServerHtml as="p">{page.intro}</KeepsServerHtml>
            <div css={cardStyles}>
              <TrackForm copy={page} airlines={airlines} language={layout.i18n.language.code} />
            </div>
            <KeepsServerHtml as="section" css={airlinesStyles} aria-labelledby="track-airlines">
              <h2 id="track-airlines">{page.airlinesTitle}</h2>
              <ul>
                {airlines.map((airline) => (
                  <li key={airline.prefix}>
                    <bdi>{airline.name}</bdi> <bdi dir="ltr">{airline.prefix}</bdi>
                  </li>
                ))}
              </ul>
            </KeepsServerHtml>
          </div>
        </Container>
      </section>
    </Layout>
  );
}
