import { css } from "@emotion/react";

const noWrap = css`
  white-space: nowrap;
`;

/**
 * A phone number, kept on one line ("+852 1234" on one line and "5678" on the
 * next is misread) and left to right on a right-to-left page too (where the
 * "+" would otherwise move to the end).
 */
export function PhoneNumber({ value }: { value: string }) {
  return (
    <bdi dir="ltr" css={noWrap}>
      {value}
    </bdi>
  );
}
