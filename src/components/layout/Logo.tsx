import { css } from "@emotion/react";
import logoMark from "../../images/logo-mark.svg";
import { theme } from "../../theme";

const { colors, space, sizes, fontSizes, fontWeights } = theme;

const logoStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-weight: ${fontWeights.heavy};
  font-size: ${fontSizes.lg};
  letter-spacing: -0.01em;
  color: ${colors.ink};
  white-space: nowrap;
  img {
    width: ${sizes.logo};
    height: ${sizes.logo};
  }
`;

const onDarkStyles = css`
  color: ${colors.white};
`;

/** The brand mark and name. The name is text, so it stays sharp and translatable. */
export function Logo({ companyName, onDark = false }: { companyName: string; onDark?: boolean }) {
  return (
    <span css={[logoStyles, onDark && onDarkStyles]}>
      <img src={logoMark} alt="" width={36} height={36} />
      <span>{companyName}</span>
    </span>
  );
}
