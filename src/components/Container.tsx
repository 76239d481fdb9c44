import styled from "@emotion/styled";

/** Centres content at a readable width with side padding that grows with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.mq.md} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`;
