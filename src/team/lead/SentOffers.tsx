// The firm offers sent to a lead, on its page, oldest first: each with its
// number, when and by whom it was sent, its last day, the chargeable weight it
// rests on, its options (exact amounts, transit days, what each covers) and
// its note; the latest is the one the shipper can book.
import { useEffect, useRef } from "react";
import { fillTemplate } from "../../content/fillTemplate";
import type { OfferCovers, SentOffer } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "../content";
import { formatDay, formatMoney, formatWeight, inHongKong } from "../format";
import { serviceName } from "../LeadsTable";
import { listStyles } from "../styles";
import { Rows } from "./Rows";

/** What an option covers, in the form's words; the console's word for none when it covers nothing asked. */
export function coversText(content: TeamConsoleContent, covers: OfferCovers): string {
  const words = content.offerForm;
  const covered = (["pickup", "door", "insurance"] as const).filter((part) => covers[part]).map((part) => words[part]);
  return covered.length > 0 ? covered.join(", ") : content.leads.none;
}

type OfferProps = { content: TeamConsoleContent; offer: SentOffer; latest: boolean; focus: boolean };

function Offer({ content, offer, latest, focus }: OfferProps) {
  const words = content.offers;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const title = fillTemplate(words.entry, { number: String(offer.number), at: inHongKong(offer.sentAt), member: offer.member });
  return (
    <li>
      <h4 id={`team-offer-${offer.number}`} ref={heading} tabIndex={-1}>
        {title}
        {latest && ` (${words.latest})`}
      </h4>
      <Rows
        rows={[
          [words.validUntil, formatDay(offer.validUntil)],
          [words.weight, formatWeight(offer.chargeableKg, content.leads)],
          [words.note, offer.note],
        ]}
      />
      <p>{words.options}</p>
      <ul css={listStyles}>
        {offer.options.map((option) => (
          <li key={option.service}>
            {fillTemplate(words.option, {
              service: serviceName(content, option.service),
              amount: formatMoney(option.amount, option.currency),
              days: option.transitDays,
              covers: coversText(content, option.covers),
            })}
          </li>
        ))}
      </ul>
    </li>
  );
}

type SentOffersProps = {
  content: TeamConsoleContent;
  offers: readonly SentOffer[];
  /** The number of the offer just sent, whose heading takes the focus. */
  focusOffer: number | null;
};

export function SentOffers({ content, offers, focusOffer }: SentOffersProps) {
  return (
    <section aria-labelledby="team-offers">
      <h3 id="team-offers">{content.offers.title}</h3>
      {offers.length === 0 ? (
        <p>{content.offers.none}</p>
      ) : (
        <ol css={listStyles}>
          {offers.map((offer, index) => (
            <Offer
              key={offer.number}
              content={content}
              offer={offer}
              latest={index === offers.length - 1}
              focus={offer.number === focusOffer}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
