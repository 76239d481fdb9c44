import styled from "@emotion/styled";

/** A list whose items start with a small orange icon, for the dark panels (Why Choose Us, footer contact). */
export const IconList = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.accentBright};
  }
`;
