import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { FeatureCard } from "../components/FeatureCard";
import { Icon } from "../components/icons/Icon";
import { Section } from "../components/Section";
import { theme } from "../theme";

export const query = graphql`
  fragment SolutionContent on SolutionYaml {
    eyebrow
    heading
    intro
    challenges {
      title
      items {
        title
        text
      }
    }
    advantages {
      title
      items {
        title
        text
      }
    }
    cards {
      icon
      title
      text
    }
  }
`;

const { colors, space, radii, shadows, sizes, fontSizes, fontWeights, mq } = theme;

const comparisonStyles = css`
  display: grid;
  gap: ${space[6]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const columnStyles = css`
  padding: ${space[8]};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  box-shadow: none;
  h3 {
    font-size: ${fontSizes.xl};
    margin-bottom: ${space[6]};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${space[5]};
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space[3]};
  }
  li > svg {
    width: ${sizes.icon};
    height: ${sizes.icon};
    margin-top: 0.1em;
    color: ${colors.danger};
  }
  strong {
    display: block;
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
  }
  p {
    color: ${colors.text};
    font-size: ${fontSizes.md};
  }
`;

const positiveColumnStyles = css`
  border-color: ${colors.sky};
  background: ${colors.skySoft};
  box-shadow: ${shadows.md};
  li > svg {
    color: ${colors.success};
  }
`;

const cardsStyles = css`
  display: grid;
  gap: ${space[6]};
  margin-top: ${space[6]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type Point = { readonly title: string; readonly text: string };

function PointList({ title, items, positive }: { title: string; items: readonly Point[]; positive: boolean }) {
  return (
    <section css={[columnStyles, positive && positiveColumnStyles]}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            <Icon name={positive ? "circle-check" : "circle-x"} />
            <div>
              <strong>{item.title}</strong>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Direct-from-China problems against the Hong Kong answers, then two feature cards. */
export function Solution({ content }: { content: Queries.SolutionContentFragment }) {
  return (
    <Section id="solution" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro}>
      <div css={comparisonStyles}>
        <PointList title={content.challenges.title} items={content.challenges.items} positive={false} />
        <PointList title={content.advantages.title} items={content.advantages.items} positive />
      </div>
      <div css={cardsStyles}>
        {content.cards.map((card) => (
          <FeatureCard key={card.title} card={card} tone="sky" />
        ))}
      </div>
    </Section>
  );
}
