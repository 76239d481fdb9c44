import { css } from "@emotion/react";
import { Link } from "gatsby";
import { theme } from "../theme";
import { contentIcon, Icon } from "./icons/Icon";
import { IconBadge } from "./icons/IconBadge";
import { mirroredInRtl } from "./styles/mirrored";

const { colors, space, radii, shadows, fontSizes, fontWeights, sizes } = theme;

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

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${sizes.touch};
  margin-top: auto;
  font-weight: ${fontWeights.semibold};
  color: ${colors.accent};
  svg {
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
  }
`;

type FeatureCardProps = {
  card: { icon: string; title: string; text: string };
  tone?: "accent" | "sky";
  /** A link under the text (the Reliable Tracking card's to /track). */
  link?: { to: string; label: string };
};

/** A white card: an icon named in content, a title and a sentence or two (the solution and benefit grids). */
export function FeatureCard({ card, tone = "accent", link }: FeatureCardProps) {
  return (
    <article css={cardStyles}>
      <IconBadge tone={tone}>
        <Icon name={contentIcon(card.icon)} />
      </IconBadge>
      <h3>{card.title}</h3>
      <p>{card.text}</p>
      {link && (
        <Link to={link.to} css={linkStyles}>
          {link.label}
          <Icon name="arrow-right" css={mirroredInRtl} />
        </Link>
      )}
    </article>
  );
}
