// What the rate card's preview (RatesPreview.tsx) and its mixed shipment
// (MixedShipment.tsx) share: a zone's panel and figures as editors read them.
import { css } from "@emotion/react";
import { theme } from "../../theme";

const { colors, space, radii, fontSizes, fontWeights } = theme;

export const zoneStyles = css`
  margin-bottom: ${space[6]};
  padding: ${space[4]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h2 {
    margin: 0 0 ${space[1]};
    font-size: ${fontSizes.lg};
    color: ${colors.ink};
  }
  p {
    margin: 0 0 ${space[3]};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  table {
    width: 100%;
    margin-bottom: ${space[4]};
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    font-weight: ${fontWeights.semibold};
    margin-bottom: ${space[2]};
  }
  th,
  td {
    padding: ${space[2]};
    border-bottom: 1px solid ${colors.border};
    text-align: end;
    vertical-align: top;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: start;
  }
  thead th {
    font-weight: ${fontWeights.bold};
    color: ${colors.ink};
  }
  small {
    display: block;
    color: ${colors.muted};
  }
`;

/** A weight as editors read it: 1,000 kg. */
export const kilograms = (kg: number) => `${new Intl.NumberFormat("en").format(kg)} kg`;

/** Amounts in the card's currency: to the cent, or whole. */
export function money(currency: string, minorDigits: number) {
  const format = new Intl.NumberFormat("en", { style: "currency", currency });
  const whole = new Intl.NumberFormat("en", { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return {
    minor: (amountMinor: number) => format.format(amountMinor / 10 ** minorDigits),
    whole: (amount: number) => whole.format(amount),
  };
}
