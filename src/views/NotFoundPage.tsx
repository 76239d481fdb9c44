import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { mirroredInRtl } from "../components/styles/mirrored";
import { ButtonLink } from "../components/Button";
import { Container } from "../components/Container";
import { Icon } from "../components/icons/Icon";
import { Layout } from "../components/layout/Layout";
import type { LayoutContent } from "../content/queryData";
import { theme } from "../theme";
import { KeepsServerHtml } from "../components/KeepsServerHtml";

export const query = graphql`
  fragment NotFoundContent on NotFoundYaml {
    seo {
      title
      description
    }
    code
    title
    text
    homeLink
  }
`;

const { colors, space, sizes, fontSizes, fontWeights } = theme;

const bandStyles = css`
  padding: ${space[20]} 0 ${space[24]};
  background: ${colors.surfaceAlt};
  text-align: center;
  h1 {
    font-size: ${fontSizes["3xl"]};
  }
  p {
    margin: ${space[4]} auto ${space[8]};
    max-width: ${sizes.prose};
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
`;

const codeStyles = css`
  display: block;
  margin-bottom: ${space[2]};
  font-size: ${fontSizes.display};
  font-weight: ${fontWeights.heavy};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${colors.accent};
`;

export type NotFoundPageProps = LayoutContent & { page: Queries.NotFoundContentFragment };

/** Any unknown address: what happened, and the way home. */
export function NotFoundPage({ page, ...layout }: NotFoundPageProps) {
  return (
    <Layout content={layout}>
      <KeepsServerHtml as="section" css={bandStyles}>
        <Container>
          <span css={codeStyles} aria-hidden="true">
            {page.code}
          </span>
          <h1>{page.title}</h1>
          <p>{page.text}</p>
          <ButtonLink href={layout.i18n.paths.home}>
            <Icon name="arrow-left" css={mirroredInRtl} />
            {page.homeLink}
          </ButtonLink>
        </Container>
      </KeepsServerHtml>
    </Layout>
  );
}
