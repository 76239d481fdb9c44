// Once the team's offer has expired: the page says so and asks the team for a
// new one (POST <function>/quote/<reference>/renewal with the key). 202: the
// team was told, in the lead's thread; 429: it was asked already, as often as
// a lead may. A renewal asked since the offer (on another visit) is said at once.
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/Button";
import type { RenewalAnswer } from "../../../supabase/functions/_shared/api/quotePageApi.ts";
import type { QuoteOutcome } from "../quoteApi";
import type { ShipperQuote } from "../shipperQuote";
import type { QuotePageWords } from "../words";
import { calloutStyles } from "../blockStyles";

export type RenewProps = {
  quote: ShipperQuote;
  page: QuotePageWords;
  /** Asks for a new offer; without it (a CMS preview), no button. */
  renew?: () => Promise<QuoteOutcome<RenewalAnswer>>;
};

export function OfferRenewal({ quote, page, renew }: RenewProps) {
  const words = page.quotation;
  // What came of asking, and whether it may be asked again from here.
  const [said, setSaid] = useState<{ text: string; final: boolean } | null>(() =>
    quote.renewal ? { text: words.renewed, final: true } : null,
  );
  const [sending, setSending] = useState(false);
  // Once asked, the button is gone: the focus goes to the sentence that says what came of it.
  const saidRef = useRef<HTMLParagraphElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) saidRef.current?.focus();
  }, [asked]);

  const ask = async () => {
    setSending(true);
    const outcome = await renew!();
    setSending(false);
    if (outcome.kind === "ok") setSaid({ text: words.renewed, final: true });
    else if (outcome.kind === "tooMany") setSaid({ text: words.renewTooMany, final: true });
    else setSaid({ text: words.renewFailed, final: false });
    setAsked((count) => count + 1);
  };

  return (
    <section aria-labelledby="quote-renewal" css={calloutStyles} data-screen-only>
      <h2 id="quote-renewal">{words.expiredTitle}</h2>
      <p>{words.expiredText}</p>
      <p role="status" tabIndex={-1} ref={saidRef}>
        {said?.text}
      </p>
      {renew && !said?.final && (
        <Button disabled={sending} onClick={() => void ask()}>
          {words.renew}
        </Button>
      )}
    </section>
  );
}
