import type { ComponentPropsWithoutRef } from "react";
import { css } from "@emotion/react";
import { theme } from "../theme";

const { space, sizes, mq } = theme;

const containerStyles = css`
  width: 100%;
  max-width: ${sizes.container};
  margin: 0 auto;
  padding: 0 ${space[5]};
  ${mq.md} {
    padding: 0 ${space[8]};
  }
`;

/** Centres content at a readable width with side padding that grows with the screen. */
export function Container(props: ComponentPropsWithoutRef<"div">) {
  return <div css={containerStyles} {...props} />;
}
