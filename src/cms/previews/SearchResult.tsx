import { css } from "@emotion/react";
import { theme } from "../../theme";

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

const cardStyles = css`
  max-width: ${sizes.blurb};
  margin: ${space[8]} auto;
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.sm};
  img {
    display: block;
    width: 100%;
    /* 1200 x 630, as the build cuts it from the middle of the picture. */
    aspect-ratio: 1200 / 630;
    object-fit: cover;
  }
  div {
    padding: ${space[3]} ${space[4]};
  }
  p:first-of-type {
    color: ${colors.muted};
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: ${space[1]} 0;
    font-size: ${fontSizes.md};
    color: ${colors.ink};
  }
`;

/** Roughly how a chat or social app shows a link to the home page: the picture, the title, the description. */
export function LinkPreview({
  url,
  title,
  description,
  image,
  imageAlt,
  caption,
}: {
  url: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  caption: string;
}) {
  return (
    <section css={cardStyles} aria-label={caption}>
      <img src={image} alt={imageAlt} />
      <div>
        <p>{new URL(url).host}</p>
        <h2>{title}</h2>
        <p>{description}</p>
      </div>
    </section>
  );
}

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
