import { css } from "@emotion/react";
import { theme } from "../theme";

const { colors, space, radii, fontSizes, sizes } = theme;

const resultStyles = css`
  max-width: ${sizes.prose};
  margin: ${space[8]} auto;
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.sm};
  p:first-of-type {
    color: ${colors.muted};
    overflow-wrap: anywhere;
  }
  h2 {
    margin: ${space[1]} 0;
    font-size: ${fontSizes.xl};
    font-weight: 400;
    color: ${colors.focus};
  }
`;

/** Roughly how a search engine lists the home page, from content/site.yaml's seo fields. */
export function SearchResult({ url, title, description, caption }: { url: string; title: string; description: string; caption: string }) {
  return (
    <section css={resultStyles} aria-label={caption}>
      <p>{url}</p>
      <h2>{title}</h2>
      <p>{description}</p>
    </section>
  );
}
