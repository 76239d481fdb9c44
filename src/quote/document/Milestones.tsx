// The shipment's progress once booked: its milestones with their times, as
// the team records them in its console, beside the airline's tracking link.
import { css } from "@emotion/react";
import { theme } from "../../theme";
import { fillTemplate } from "../../../supabase/functions/_shared/words/template.ts";
import type { Milestone } from "../../../supabase/functions/_shared/api/quotePageApi.ts";
import { formatMoment } from "../format";
import type { ShipperQuote } from "../shipperQuote";
import type { QuoteBookingWords, QuotePageWords } from "../words";
import { hasProgress } from "./progress";
import { linkStyles } from "../blockStyles";

const { colors, space } = theme;

const milestoneStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space[1]} ${space[4]};
    padding: ${space[2]} 0;
    border-bottom: 1px solid ${colors.border};
  }
  time {
    color: ${colors.muted};
  }
`;

/** A milestone as the shipper's e-mail names it (content/booking.yaml, milestoneEmail), the flight filled in. */
function milestoneName(
  milestone: Milestone,
  flight: string | undefined,
  door: boolean,
  words: QuoteBookingWords["milestoneEmail"],
): string {
  switch (milestone) {
    case "collected":
      return words.collected;
    case "in-hong-kong":
      return words.inHongKong;
    case "departed":
      return fillTemplate(words.departed, { flight: flight ?? "" });
    case "arrived":
      return words.arrived;
    case "delivered":
      return door ? words.deliveredDoor : words.deliveredAirport;
  }
}

export type MilestonesProps = { quote: ShipperQuote; page: QuotePageWords; bookingWords: QuoteBookingWords; language: string };

export function Milestones({ quote, page, bookingWords, language }: MilestonesProps) {
  if (!hasProgress(quote)) return null;
  const words = page.progress;
  return (
    <section aria-labelledby="quote-progress">
      <h2 id="quote-progress">{words.title}</h2>
      {quote.tracking && (
        <p>
          {words.awb}: <bdi dir="ltr">{quote.tracking.airWaybill}</bdi> ·{" "}
          <a href={quote.tracking.url} css={linkStyles} target="_blank" rel="noopener noreferrer">
            {fillTemplate(words.track, { airline: quote.tracking.airline })}
          </a>
        </p>
      )}
      <ol css={milestoneStyles}>
        {quote.milestones.map((entry) => (
          <li key={entry.milestone}>
            <span>
              <bdi>{milestoneName(entry.milestone, entry.flight, quote.asked.deliverTo === "door", bookingWords.milestoneEmail)}</bdi>
            </span>
            <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
