import { css } from "@emotion/react";

/**
 * For icons that point the way the text reads (an arrow forward, a paper
 * plane): turned to face the other way on a right-to-left page, whose
 * `<html dir="rtl">` mirrors the layout around them.
 */
export const mirroredInRtl = css`
  [dir="rtl"] & {
    transform: scaleX(-1);
  }
`;
