import type { ReactNode } from "react";
import styled from "@emotion/styled";
import { Container } from "./Container";

type Tone = "light" | "alt";

const Band = styled.section<{ tone: Tone }>`
  padding: ${({ theme }) => `${theme.space[16]} 0`};
  background: ${({ theme, tone }) => (tone === "alt" ? theme.colors.surfaceAlt : theme.colors.surface)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[24]} 0`};
  }
`;

const Heading = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto ${({ theme }) => theme.space[12]};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
  }
  p {
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Eyebrow = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

type SectionProps = {
  id: string;
  tone?: Tone;
  eyebrow: string;
  heading: string;
  intro: string;
  children: ReactNode;
};

/** A titled band of the home page; its id is the anchor the header links to. */
export function Section({ id, tone = "light", eyebrow, heading, intro, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Band id={id} tone={tone} aria-labelledby={headingId}>
      <Container>
        <Heading>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id={headingId}>{heading}</h2>
          <p>{intro}</p>
        </Heading>
        {children}
      </Container>
    </Band>
  );
}

/** A white card with an icon badge, used by the solution and benefit grids. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const IconBadge = styled.span<{ tone?: "accent" | "sky" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconBadge};
  height: ${({ theme }) => theme.sizes.iconBadge};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, tone }) => (tone === "sky" ? theme.colors.skySoft : theme.colors.accentSoft)};
  color: ${({ theme, tone }) => (tone === "sky" ? theme.colors.sky : theme.colors.accent)};
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;
