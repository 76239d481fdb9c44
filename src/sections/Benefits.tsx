import styled from "@emotion/styled";
import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
import { ButtonLink } from "../components/Button";
import { Icon } from "../components/Icon";
import { Card, IconBadge, Section } from "../components/Section";

export const query = graphql`
  fragment BenefitsContent on BenefitsYaml {
    eyebrow
    heading
    intro
    cards {
      icon
      title
      text
    }
    banner {
      title
      text
      button
    }
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Banner = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.accent} 0%, ${({ theme }) => theme.colors.accentHover} 100%);
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[12]}`};
  }
  h3 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes["2xl"]};
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    max-width: ${({ theme }) => theme.sizes.lead};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    flex: none;
  }
`;

/** The six reasons to ship with us and the call-to-action banner. */
export function Benefits({ content }: { content: Queries.BenefitsContentFragment }) {
  return (
    <Section id="benefits" tone="alt" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro}>
      <Grid>
        {content.cards.map((card) => (
          <Card key={card.title}>
            <IconBadge>
              <Icon name={card.icon} />
            </IconBadge>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </Card>
        ))}
      </Grid>
      <Banner aria-labelledby="benefits-banner">
        <div>
          <h3 id="benefits-banner">{content.banner.title}</h3>
          <p>{content.banner.text}</p>
        </div>
        <ButtonLink href="#contact" variant="light">
          {content.banner.button}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </Banner>
    </Section>
  );
}
