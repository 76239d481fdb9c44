import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../theme";
import { Container } from "./Container";
import { Static } from "./Static";

const { colors, space, radii, shadows, sizes, fontSizes, fontWeights, mq } = theme;

type Tone = "light" | "alt";

const bandStyles = css`
  padding: ${space[16]} 0;
  background: ${colors.surface};
  ${mq.md} {
    padding: ${space[24]} 0;
  }
`;

const altBandStyles = css`
  background: ${colors.surfaceAlt};
`;

const headingStyles = css`
  max-width: ${sizes.prose};
  margin: 0 auto ${space[12]};
  text-align: center;
  h2 {
    font-size: ${fontSizes["3xl"]};
  }
  p {
    margin-top: ${space[4]};
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
`;

const eyebrowStyles = css`
  /* Doubled, to win over the heading block's own paragraph rule. */
  && {
    margin: 0 0 ${space[3]};
    font-size: ${fontSizes.sm};
    color: ${colors.accent};
  }
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export function Eyebrow(props: ComponentPropsWithoutRef<"p">) {
  return <p css={eyebrowStyles} {...props} />;
}

type SectionProps = {
  id: string;
  tone?: Tone;
  eyebrow: string;
  heading: string;
  intro: string;
  /** Holds something the page's script drives (the quote form); otherwise the band keeps the server's HTML. */
  interactive?: boolean;
  children: ReactNode;
};

/** A titled band of the home page; its id is the anchor the header links to. */
export function Section({ id, tone = "light", eyebrow, heading, intro, interactive = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  const band = [bandStyles, tone === "alt" && altBandStyles];
  const title = (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={headingId}>{heading}</h2>
      <p>{intro}</p>
    </>
  );
  if (interactive) {
    return (
      <section id={id} css={band} aria-labelledby={headingId}>
        <Container>
          <Static css={headingStyles}>{title}</Static>
          {children}
        </Container>
      </section>
    );
  }
  return (
    <Static as="section" id={id} css={band} aria-labelledby={headingId}>
      <Container>
        <div css={headingStyles}>{title}</div>
        {children}
      </Container>
    </Static>
  );
}

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[8]};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  h3 {
    font-size: ${fontSizes.xl};
  }
  p {
    color: ${colors.text};
  }
`;

/** A white card with an icon badge, used by the solution and benefit grids. */
export function Card(props: ComponentPropsWithoutRef<"article">) {
  return <article css={cardStyles} {...props} />;
}

const iconBadgeStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${sizes.iconBadge};
  height: ${sizes.iconBadge};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  svg {
    width: ${sizes.icon};
    height: ${sizes.icon};
  }
`;

const skyBadgeStyles = css`
  background: ${colors.skySoft};
  color: ${colors.sky};
`;

type IconBadgeProps = ComponentPropsWithoutRef<"span"> & { tone?: "accent" | "sky" };

export function IconBadge({ tone, ...props }: IconBadgeProps) {
  return <span css={[iconBadgeStyles, tone === "sky" && skyBadgeStyles]} {...props} />;
}
