import styled from "@emotion/styled";
import { graphql } from "gatsby";
import { CircleCheck, CircleX } from "lucide-react";
import { Icon } from "../components/Icon";
import { Card, IconBadge, Section } from "../components/Section";

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

const Comparison = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Column = styled.section<{ positive: boolean }>`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, positive }) => (positive ? theme.colors.sky : theme.colors.border)};
  background: ${({ theme, positive }) => (positive ? theme.colors.skySoft : theme.colors.surface)};
  box-shadow: ${({ theme, positive }) => (positive ? theme.shadows.md : "none")};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[5]};
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[3]};
  }
  li > svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin-top: 0.1em;
    color: ${({ theme, positive }) => (positive ? theme.colors.success : theme.colors.danger)};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type Point = { readonly title: string; readonly text: string };

function PointList({ title, items, positive }: { title: string; items: readonly Point[]; positive: boolean }) {
  const Mark = positive ? CircleCheck : CircleX;
  return (
    <Column positive={positive}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            <Mark aria-hidden="true" />
            <div>
              <strong>{item.title}</strong>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Column>
  );
}

/** Direct-from-China problems against the Hong Kong answers, then two feature cards. */
export function Solution({ content }: { content: Queries.SolutionContentFragment }) {
  return (
    <Section id="solution" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro}>
      <Comparison>
        <PointList title={content.challenges.title} items={content.challenges.items} positive={false} />
        <PointList title={content.advantages.title} items={content.advantages.items} positive />
      </Comparison>
      <Cards>
        {content.cards.map((card) => (
          <Card key={card.title}>
            <IconBadge tone="sky">
              <Icon name={card.icon} />
            </IconBadge>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
