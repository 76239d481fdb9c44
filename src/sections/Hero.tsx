import styled from "@emotion/styled";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ArrowRight } from "lucide-react";
import { ButtonLink } from "../components/Button";
import { Container } from "../components/Container";
import { ResponsivePicture } from "../components/ResponsivePicture";

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
      gatsbyImageData(layout: CONSTRAINED, width: 576, formats: [AUTO, WEBP, AVIF], placeholder: NONE, quality: 80)
    }
  }
`;

const Band = styled.section`
  position: relative;
  overflow: hidden;
  background: radial-gradient(120% 90% at 85% 10%, ${({ theme }) => theme.colors.nightAlt} 0%, ${({ theme }) => theme.colors.night} 60%);
  color: ${({ theme }) => theme.colors.onNight};
  padding: ${({ theme }) => `${theme.space[12]} 0 ${theme.space[16]}`};
  ${({ theme }) => theme.mq.lg} {
    padding: ${({ theme }) => `${theme.space[20]} 0 ${theme.space[24]}`};
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.15fr 1fr;
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const Copy = styled.div`
  h1 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes["4xl"]};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    letter-spacing: -0.02em;
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.accentOutlineOnNight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentTintOnNight};
  color: ${({ theme }) => theme.colors.accentBright};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.sizes.lead};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onNight};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  a {
    flex: 1 1 ${({ theme }) => theme.sizes.buttonBasis};
    ${({ theme }) => theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

const Highlights = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => `${theme.space[10]} 0 0`};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.hairlineOnNight};
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  /* The figure reads first on screen, the label first for screen readers (dt before dd). */
  dd {
    order: -1;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.onNightMuted};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  dd {
    margin: 0;
    /* Three figures side by side leave about 100px each on a 375px phone. */
    font-size: ${({ theme }) => theme.fontSizes.lg};
    ${({ theme }) => theme.mq.sm} {
      font-size: ${({ theme }) => theme.fontSizes["2xl"]};
    }
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Illustration = styled.div`
  max-width: ${({ theme }) => theme.sizes.lead};
  width: 100%;
  margin: 0 auto;
  img {
    width: 100%;
    height: auto;
  }
`;

/** The first screen: the promise, the two calls to action and the key figures. */
export function Hero({ content, image }: { content: Queries.HeroContentFragment; image: IGatsbyImageData }) {
  return (
    <Band aria-labelledby="hero-heading">
      <Grid>
        <Copy>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <h1 id="hero-heading">{content.headline}</h1>
          <Lead>{content.subheadline}</Lead>
          <Actions>
            <ButtonLink href="#contact">
              {content.primaryCta}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href="#solution" variant="onDark">
              {content.secondaryCta}
            </ButtonLink>
          </Actions>
          <Highlights>
            {content.highlights.map((highlight) => (
              <div key={highlight.value}>
                <dt>{highlight.label}</dt>
                <dd>{highlight.value}</dd>
              </div>
            ))}
          </Highlights>
        </Copy>
        <Illustration>
          {/* Eager and high priority: on wide screens it is the largest thing in view. */}
          <ResponsivePicture image={image} alt={content.imageAlt} priority />
        </Illustration>
      </Grid>
    </Band>
  );
}
