import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { ButtonLink } from "../components/Button";
import { FeatureCard } from "../components/FeatureCard";
import { Icon } from "../components/icons/Icon";
import { Section } from "../components/Section";
import { mirroredInRtl } from "../components/styles/mirrored";
import { theme } from "../theme";

export const query = graphql`
  fragment BenefitsContent on BenefitsYaml {
    eyebrow
    heading
    intro
    cards {
      icon
      title
      text
      trackingLink
    }
    banner {
      title
      text
      button
    }
  }
`;

const { colors, space, radii, shadows, sizes, fontSizes, mq } = theme;

const gridStyles = css`
  display: grid;
  gap: ${space[6]};
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const bannerStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  align-items: flex-start;
  margin-top: ${space[12]};
  padding: ${space[10]};
  border-radius: ${radii.xl};
  background: linear-gradient(120deg, ${colors.accent} 0%, ${colors.accentHover} 100%);
  color: ${colors.white};
  box-shadow: ${shadows.lg};
  ${mq.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${space[12]} ${space[12]};
  }
  h3 {
    color: ${colors.white};
    font-size: ${fontSizes["2xl"]};
  }
  p {
    margin-top: ${space[2]};
    max-width: ${sizes.lead};
    font-size: ${fontSizes.lg};
  }
  a {
    flex: none;
  }
`;

/** The six reasons to ship with us (a card may link to the tracking page) and the call-to-action banner. */
export function Benefits({ content, trackPath }: { content: Queries.BenefitsContentFragment; trackPath: string }) {
  return (
    <Section id="benefits" tone="alt" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro}>
      <div css={gridStyles}>
        {content.cards.map((card) => (
          <FeatureCard key={card.title} card={card} link={card.trackingLink ? { to: trackPath, label: card.trackingLink } : undefined} />
        ))}
      </div>
      <aside css={bannerStyles} aria-labelledby="benefits-banner">
        <div>
          <h3 id="benefits-banner">{content.banner.title}</h3>
          <p>{content.banner.text}</p>
        </div>
        <ButtonLink href="#contact" variant="light">
          {content.banner.button}
          <Icon name="arrow-right" css={mirroredInRtl} />
        </ButtonLink>
      </aside>
    </Section>
  );
}
