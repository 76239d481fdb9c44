// The styles the quote document's blocks share: the document's (document/) and the booking's (booking/).
import { css } from "@emotion/react";
import { theme } from "../theme";

const { colors, space, radii, fontSizes, fontWeights } = theme;

export const noteStyles = css`
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

/** A block that asks something of the shipper: booking, asking again. */
export const calloutStyles = css`
  padding: ${space[5]};
  border-radius: ${radii.lg};
  border-inline-start: ${space[1]} solid ${colors.accent};
  background: ${colors.accentSoft};
`;

export const linkStyles = css`
  color: ${colors.accent};
  font-weight: ${fontWeights.semibold};
`;

/** A list of facts' terms and values (the quote's, the quotation's): the term small and muted, the value in ink. */
export const factTermStyles = css`
  dt {
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
`;
