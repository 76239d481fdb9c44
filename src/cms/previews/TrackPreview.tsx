// The tracking page's preview: the page as visitors see it, then what the
// function answers a browser without JavaScript when the number is wrong, and
// the e-mail a shipper gets when their shipment is booked, made by the
// function's own code from these words.
import { type Airline, EXAMPLE_AIR_WAYBILL } from "../../../supabase/functions/_shared/airWaybill.ts";
import { renderTrackProblemPage, type TrackProblem } from "../../../supabase/functions/_shared/replies/formReplyPages.ts";
import { Container } from "../../components/Container";
import { languageReplies } from "../../content/formReplies";
import type { LayoutContent } from "../../content/queryData";
import type { LanguageContent } from "../../content/types";
import { TrackPage } from "../../views/TrackPage";
import { wrapperStyles } from "./FormRepliesPreview";
import { BookingPreview } from "../emails/lazyEmailPreviews";

/** Each answer with a sample number, as a visitor will see it. */
const SAMPLES: { caption: string; problem: TrackProblem }[] = [
  {
    caption: "Without JavaScript: a number of the wrong length",
    problem: { kind: "mistake", problem: "length", digits: "1601234567", typed: "160-1234567" },
  },
  {
    caption: "Without JavaScript: a number with a mistyped digit",
    problem: { kind: "mistake", problem: "checkDigit", digits: "16012345674", typed: "160-12345674" },
  },
  {
    caption: "Without JavaScript: a number of an airline not in the list",
    problem: { kind: "mistake", problem: "unknownAirline", digits: "99912345675", typed: "999-12345675" },
  },
];

type TrackPreviewProps = {
  page: LanguageContent["track"];
  layout: LayoutContent;
  airlines: readonly Airline[];
  words: Pick<LanguageContent, "contact" | "formReplies" | "thankYou" | "booking">;
};

export function TrackPreview({ page, layout, airlines, words }: TrackPreviewProps) {
  const { i18n, site } = layout;
  const replies = {
    ...languageReplies({ ...words, track: page }, i18n.paths),
    name: i18n.language.name,
    direction: i18n.language.direction,
    code: i18n.language.code,
  };
  // The example number's airline (the first airline when an editor removed it), and a sample reference.
  const airline = airlines.find(({ prefix }) => prefix === EXAMPLE_AIR_WAYBILL.slice(0, 3)) ?? airlines[0];
  const awb = airline ? `${airline.prefix}${EXAMPLE_AIR_WAYBILL.slice(3)}` : null;
  return (
    <>
      <TrackPage {...layout} page={page} airlines={airlines} />
      <div css={wrapperStyles}>
        <Container>
          {SAMPLES.map(({ caption, problem }) => (
            <figure key={caption}>
              <figcaption>{caption}</figcaption>
              <iframe title={caption} srcDoc={renderTrackProblemPage(problem, replies, site.siteUrl)} />
            </figure>
          ))}
          {airline && awb && <BookingPreview words={replies} site={site} airline={airline} awb={awb} />}
        </Container>
      </div>
    </>
  );
}
