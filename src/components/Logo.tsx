import styled from "@emotion/styled";
import logoMark from "../images/logo-mark.svg";

const Wrapper = styled.span<{ inverted: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.01em;
  color: ${({ theme, inverted }) => (inverted ? theme.colors.white : theme.colors.ink)};
  white-space: nowrap;
  img {
    width: ${({ theme }) => theme.sizes.logo};
    height: ${({ theme }) => theme.sizes.logo};
  }
`;

/** The brand mark and name. The name is text, so it stays sharp and translatable. */
export function Logo({ companyName, onDark = false }: { companyName: string; onDark?: boolean }) {
  return (
    <Wrapper inverted={onDark}>
      <img src={logoMark} alt="" width={36} height={36} />
      <span>{companyName}</span>
    </Wrapper>
  );
}
