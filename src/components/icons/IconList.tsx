import type { ComponentPropsWithoutRef } from "react";
import { css } from "@emotion/react";
import { theme } from "../../theme";

const { colors, space, sizes } = theme;

const iconListStyles = css`
  list-style: none;
  display: grid;
  gap: ${space[3]};
  li {
    display: flex;
    gap: ${space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    margin-top: 0.2em;
    color: ${colors.accentBright};
  }
`;

/** A list whose items start with a small orange icon, for the dark panels (Why Choose Us, footer contact). */
export function IconList(props: ComponentPropsWithoutRef<"ul">) {
  return <ul css={iconListStyles} {...props} />;
}
