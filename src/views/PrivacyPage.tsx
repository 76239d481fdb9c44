import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { Container } from "../components/Container";
import { Layout } from "../components/layout/Layout";
import type { LayoutContent } from "../content/queryData";
import { SentenceWithEmail } from "../components/contacts/SentenceWithEmail";
import { theme } from "../theme";
import { KeepsServerHtml } from "../components/KeepsServerHtml";

export const query = graphql`
  fragment PrivacyContent on PrivacyYaml {
    seo {
      title
      description
    }
    title
    intro
    updated
    sections {
      heading
      text
    }
  }
`;

const { colors, space, sizes, fontSizes } = theme;

const bandStyles = css`
  padding: ${space[16]} 0 ${space[20]};
  background: ${colors.surface};
`;

const proseStyles = css`
  max-width: ${sizes.prose};
  margin: 0 auto;
  h1 {
    font-size: ${fontSizes["3xl"]};
  }
  h2 {
    margin-top: ${space[10]};
    font-size: ${fontSizes.xl};
  }
  p {
    margin-top: ${space[4]};
  }
  a {
    color: ${colors.accent};
    overflow-wrap: anywhere;
  }
`;

const leadStyles = css`
  font-size: ${fontSizes.lg};
`;

const updatedStyles = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

export type PrivacyPageProps = LayoutContent & { page: Queries.PrivacyContentFragment };

/** The privacy notice: who receives a request, what is kept, for how long, how to have it deleted. */
export function PrivacyPage({ page, ...layout }: PrivacyPageProps) {
  return (
    <Layout content={layout}>
      <KeepsServerHtml as="section" css={bandStyles} aria-labelledby="privacy-heading">
        <Container>
          <div css={proseStyles}>
            <h1 id="privacy-heading">{page.title}</h1>
            <p css={leadStyles}>{page.intro}</p>
            <p css={updatedStyles}>{page.updated}</p>
            {page.sections.map((section) => (
              <section key={section.heading} aria-label={section.heading}>
                <h2>{section.heading}</h2>
                <p>
                  <SentenceWithEmail template={section.text} email={layout.site.email} />
                </p>
              </section>
            ))}
          </div>
        </Container>
      </KeepsServerHtml>
    </Layout>
  );
}
