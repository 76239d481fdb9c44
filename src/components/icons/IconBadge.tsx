import type { ComponentPropsWithoutRef } from "react";
import { css } from "@emotion/react";
import { theme } from "../../theme";

const { colors, radii, sizes } = theme;

const badgeStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${sizes.iconBadge};
  height: ${sizes.iconBadge};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  svg {
    width: ${sizes.icon};
    height: ${sizes.icon};
  }
`;

const toneStyles = {
  accent: undefined,
  sky: css`
    background: ${colors.skySoft};
    color: ${colors.sky};
  `,
  success: css`
    background: ${colors.successSoft};
    color: ${colors.success};
  `,
} as const;

/** The large round badge that heads a page (the thank-you page's tick). */
const largeStyles = css`
  width: ${sizes.badge};
  height: ${sizes.badge};
  border-radius: ${radii.pill};
  svg {
    width: ${sizes.iconLg};
    height: ${sizes.iconLg};
  }
`;

type IconBadgeProps = ComponentPropsWithoutRef<"span"> & { tone?: keyof typeof toneStyles; size?: "md" | "lg" };

/** An icon on a soft square of colour: cards, contact channels, the thank-you page's tick. */
export function IconBadge({ tone = "accent", size = "md", ...props }: IconBadgeProps) {
  return <span css={[badgeStyles, toneStyles[tone], size === "lg" && largeStyles]} {...props} />;
}
