// The brand mark and the company's name, in the header and the footer. The
// mark is drawn in the page (three shapes, the theme's colours): an image's
// data address in base64 costs about 430 bytes of compressed HTML each time
// it is written, the drawing about half, and the header's and the footer's
// are too far apart in the page for the compression to share them (every
// page's first flight, docs/performance.md). So the header draws it once,
// with an id, and the footer under it reuses that drawing (`<use>`): 186
// bytes less of every page. A footer shown alone (the CMS's preview) draws
// its own.
import { css } from "@emotion/react";
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
  svg {
    flex: none;
    width: ${sizes.logo};
    height: ${sizes.logo};
  }
`;

const onDarkStyles = css`
  color: ${colors.white};
`;

/** The id of the header's drawing of the mark, which the footer below it reuses. */
export const MARK_ID = "brand-mark";

/**
 * The brand mark and name. The name is text, so it stays sharp and translatable. The mark is drawn
 * (`mark: "drawn"`), or reuses the drawing above it in the page (`"reused"`).
 */
export function Logo({ companyName, onDark = false, mark }: { companyName: string; onDark?: boolean; mark: "drawn" | "reused" }) {
  return (
    <span css={[logoStyles, onDark && onDarkStyles]}>
      <svg viewBox="0 0 512 512" width={36} height={36} aria-hidden="true">
        {mark === "reused" ? (
          <use href={`#${MARK_ID}`} />
        ) : (
          <g id={MARK_ID}>
            <rect width="512" height="512" rx="112" fill={colors.ink} />
            <circle cx="256" cy="256" r="152" fill={colors.accent} />
            <path
              fill={colors.white}
              transform="translate(262 250) rotate(45) scale(1.08)"
              d="M0-176c15 0 24 20 24 42v92l152 82v40L24 34v78l48 36v28L0 156l-72 20v-28l48-36V34l-152 46V40l152-82v-92c0-22 9-42 24-42z"
            />
          </g>
        )}
      </svg>
      <span>{companyName}</span>
    </span>
  );
}
