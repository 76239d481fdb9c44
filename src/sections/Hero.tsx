import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ButtonLink, buttonRowStyles } from "../components/Button";
import { Container } from "../components/Container";
import { Icon } from "../components/icons/Icon";
import { SiteStylesheet } from "../components/styles/SiteStylesheet";
import { ResponsivePicture } from "../components/ResponsivePicture";
import { mirroredInRtl } from "../components/styles/mirrored";
import { HERO_IMAGE } from "../content/pictures";
import { theme } from "../theme";
import { KeepsServerHtml } from "../components/KeepsServerHtml";

export const query = graphql`
  fragment HeroContent on HeroYaml {
    eyebrow
    headline
    subheadline
    primaryCta
    secondaryCta
    imageAlt
    highlights {
      value
      label
    }
  }
  fragment HeroImage on File {
    childImageSharp {
      # HERO_IMAGE (src/content/schema.ts): 576 px wide at most, 4:3, cut from the middle of a picture of another shape.
      gatsbyImageData(
        layout: CONSTRAINED
        width: 576
        aspectRatio: 1.3333333333
        transformOptions: { fit: COVER, cropFocus: CENTER }
        formats: [AUTO, WEBP, AVIF]
        placeholder: NONE
        quality: 80
      )
    }
  }
`;

const { colors, space, sizes, fontSizes, fontWeights, lineHeights, radii, mq } = theme;

const bandStyles = css`
  position: relative;
  overflow: hidden;
  background: radial-gradient(120% 90% at 85% 10%, ${colors.nightAlt} 0%, ${colors.night} 60%);
  color: ${colors.onNight};
  padding: ${space[12]} 0 ${space[16]};
  ${mq.lg} {
    padding: ${space[20]} 0 ${space[24]};
  }
`;

const gridStyles = css`
  display: grid;
  gap: ${space[10]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: 1.15fr 1fr;
    gap: ${space[12]};
  }
`;

const copyStyles = css`
  h1 {
    color: ${colors.white};
    font-size: ${fontSizes["4xl"]};
    font-weight: ${fontWeights.heavy};
    letter-spacing: -0.02em;
  }
`;

const eyebrowStyles = css`
  display: inline-block;
  margin-bottom: ${space[5]};
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${colors.accentOutlineOnNight};
  border-radius: ${radii.md};
  background: ${colors.accentTintOnNight};
  color: ${colors.accentBright};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
`;

const leadStyles = css`
  margin-top: ${space[5]};
  max-width: ${sizes.lead};
  font-size: ${fontSizes.lg};
  color: ${colors.onNight};
`;

const highlightsStyles = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[4]};
  margin: ${space[10]} 0 0;
  padding-top: ${space[6]};
  border-top: 1px solid ${colors.hairlineOnNight};
  div {
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
  }
  /* The figure reads first on screen, the label first for screen readers (dt before dd). */
  dd {
    order: -1;
  }
  dt {
    font-size: ${fontSizes.sm};
    color: ${colors.onNightMuted};
    line-height: ${lineHeights.snug};
  }
  dd {
    margin: 0;
    /* Three figures side by side leave about 100px each on a 375px phone. */
    font-size: ${fontSizes.lg};
    ${mq.sm} {
      font-size: ${fontSizes["2xl"]};
    }
    font-weight: ${fontWeights.heavy};
    color: ${colors.white};
  }
`;

const illustrationStyles = css`
  max-width: ${sizes.lead};
  width: 100%;
  margin: 0 auto;
  img {
    display: block;
    width: 100%;
    height: auto;
    /* The build cuts the picture to this shape; the CMS's preview, which shows the file as it is, too. */
    aspect-ratio: ${HERO_IMAGE.aspectRatio};
    object-fit: cover;
    /* A photograph an editor chose sits on the dark band as a card. */
    border-radius: ${radii.xl};
  }
`;

/** The first screen: the promise, the two calls to action and the key figures. */
export function Hero({ content, image }: { content: Queries.HeroContentFragment; image: IGatsbyImageData }) {
  return (
    <KeepsServerHtml as="section" css={bandStyles} aria-labelledby="hero-heading">
      <Container css={gridStyles}>
        <div css={copyStyles}>
          <p css={eyebrowStyles}>{content.eyebrow}</p>
          <h1 id="hero-heading">{content.headline}</h1>
          <p css={leadStyles}>{content.subheadline}</p>
          <div css={buttonRowStyles}>
            <ButtonLink href="#contact">
              {content.primaryCta}
              <Icon name="arrow-right" drawn css={mirroredInRtl} />
            </ButtonLink>
            <ButtonLink href="#solution" variant="onDark">
              {content.secondaryCta}
            </ButtonLink>
          </div>
          <dl css={highlightsStyles}>
            {content.highlights.map((highlight) => (
              <div key={highlight.value}>
                <dt>{highlight.label}</dt>
                <dd>
                  {/* Isolated, so "50+" keeps its sign after the figure on a right-to-left page. */}
                  <bdi>{highlight.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div css={illustrationStyles}>
          {/* Eager and high priority: on wide screens it is the largest thing in view. */}
          <ResponsivePicture image={image} alt={content.imageAlt} priority />
        </div>
      </Container>
      {/* The home page's first screen ends here: what follows is styled by the page's stylesheet. */}
      <SiteStylesheet />
    </KeepsServerHtml>
  );
}
