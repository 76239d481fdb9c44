import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../theme";
import { Container } from "./Container";
import { Eyebrow } from "./Eyebrow";
import { KeepsServerHtml } from "./KeepsServerHtml";

const { colors, space, sizes, fontSizes, mq } = theme;

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

type SectionProps = {
  id: string;
  tone?: Tone;
  eyebrow: string;
  heading: string;
  intro: string;
  /** Holds something the page's script drives (the quote form); otherwise the band keeps the server's HTML. */
  interactive?: boolean;
  /** Further styles of the band (Emotion's `css` prop). */
  className?: string;
  children: ReactNode;
};

/** A titled band of the home page; its id is the anchor the header links to. */
export function Section({ id, tone = "light", eyebrow, heading, intro, interactive = false, className, children }: SectionProps) {
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
      <section id={id} className={className} css={band} aria-labelledby={headingId}>
        <Container>
          <KeepsServerHtml css={headingStyles}>{title}</KeepsServerHtml>
          {children}
        </Container>
      </section>
    );
  }
  return (
    <KeepsServerHtml as="section" id={id} className={className} css={band} aria-labelledby={headingId}>
      <Container>
        <div css={headingStyles}>{title}</div>
        {children}
      </Container>
    </KeepsServerHtml>
  );
}
