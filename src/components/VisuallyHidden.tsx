import type { ComponentPropsWithoutRef } from "react";
import { css } from "@emotion/react";

export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only (e.g. "Phone:" before a number shown with an icon). */
export function VisuallyHidden(props: ComponentPropsWithoutRef<"span">) {
  return <span css={visuallyHiddenStyles} {...props} />;
}
