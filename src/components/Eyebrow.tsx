import type { ComponentPropsWithoutRef } from "react";
import { css } from "@emotion/react";
import { theme } from "../theme";

const { colors, space, fontSizes, fontWeights } = theme;

const eyebrowStyles = css`
  /* Doubled, to win over a heading block's own paragraph rule. */
  && {
    margin: 0 0 ${space[3]};
    font-size: ${fontSizes.sm};
    color: ${colors.accent};
  }
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/** The short line above a section's heading. */
export function Eyebrow(props: ComponentPropsWithoutRef<"p">) {
  return <p css={eyebrowStyles} {...props} />;
}
