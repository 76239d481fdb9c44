import { css } from "@emotion/react";
import { theme } from "../theme";
import { contentIcon, Icon } from "./Icon";
import { IconBadge } from "./IconBadge";

const { colors, space, radii, shadows, fontSizes } = theme;

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[8]};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  h3 {
    font-size: ${fontSizes.xl};
  }
  p {
    color: ${colors.text};
  }
`;

type FeatureCardProps = {
  card: { icon: string; title: string; text: string };
  tone?: "accent" | "sky";
};

/** A white card: an icon named in content, a title and a sentence or two (the solution and benefit grids). */
export function FeatureCard({ card, tone = "accent" }: FeatureCardProps) {
  return (
    <article css={cardStyles}>
      <IconBadge tone={tone}>
        <Icon name={contentIcon(card.icon)} />
      </IconBadge>
      <h3>{card.title}</h3>
      <p>{card.text}</p>
    </article>
  );
}
