import { css } from "@emotion/react";

const noWrap = css`
  white-space: nowrap;
`;

/** A phone number kept on one line: "+852 1234" on one line and "5678" on the next is misread. */
export function PhoneNumber({ value }: { value: string }) {
  return <span css={noWrap}>{value}</span>;
}
