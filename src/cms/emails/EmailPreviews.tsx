// The e-mails as editors' words make them, in the CMS's previews: made by the
// function's own React Email components (supabase/functions/_shared/emails/)
// and rendered by the same render.ts, each shown in a frame of its
// own as a mail client shows it (its language, its direction), with its subject.
import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import type { Airline } from "../../../supabase/functions/_shared/airWaybill.ts";
import { bookingEmail } from "../../../supabase/functions/_shared/emails/bookingEmail.tsx";
import type { BookingWords } from "../../../supabase/functions/_shared/replies/formReplies.ts";
import { milestoneEmail, type MilestoneWords } from "../../../supabase/functions/_shared/emails/milestoneEmail.tsx";
import { MILESTONES } from "../../../supabase/functions/_shared/quotePage.ts";
import { confirmationEmail } from "../../../supabase/functions/_shared/emails/confirmationEmail.tsx";
import { answerReminderEmail, bookingRequestEmail, choiceEmail } from "../../../supabase/functions/_shared/emails/leadThreadEmails.tsx";
import { databaseNoticeEmail, volumeNoticeEmail } from "../../../supabase/functions/_shared/emails/notices.tsx";
import { offerEmail, type OfferWords } from "../../../supabase/functions/_shared/emails/offerEmail.tsx";
import { renderEmail } from "../../../supabase/functions/_shared/emails/render.ts";
import { signInCodeEmail } from "../../../supabase/functions/_shared/emails/signInCodeEmail.tsx";
import { EMAIL_LOGO_PATH, type EmailSite } from "../../../supabase/functions/_shared/emails/site.ts";
import { type ComposedEmail, teamLeadEmail } from "../../../supabase/functions/_shared/emails/team/teamEmail.tsx";
import type { TeamWords } from "../../../supabase/functions/_shared/replies/teamWords.ts";
import { weeklySummaryEmail } from "../../../supabase/functions/_shared/emails/weeklySummaryEmail.tsx";
import type { ConfirmationWords } from "../../../supabase/functions/_shared/emails/confirmationEmail.tsx";
import type { Direction } from "../../content/languages";
import type { SharedContent } from "../../content/types";
import { theme } from "../../theme";
import {
  SAMPLE_BATTERIES_LEAD,
  SAMPLE_DANGEROUS_LEAD,
  SAMPLE_LINES_LEAD,
  SAMPLE_BOOKING_REQUEST,
  SAMPLE_LEAD,
  SAMPLE_LINKS,
  SAMPLE_MOMENT,
  SAMPLE_OFFER,
  SAMPLE_QUOTE_PAGE,
  SAMPLE_REFERENCE,
  SAMPLE_REQUEST,
  SAMPLE_SIGN_IN,
  SAMPLE_WEEK,
} from "./emailSamples";

const { colors, space, radii, fontSizes, fontWeights } = theme;

const figureStyles = css`
  margin: 0 0 ${space[6]};
  figcaption {
    margin-bottom: ${space[2]};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  figcaption strong {
    display: block;
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
  }
  iframe {
    display: block;
    width: 100%;
    height: 36rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
`;

/** The company in the previews' e-mails: its name and contacts from content/site.yaml, its logo from this site. */
const previewCompany = (site: SharedContent["site"]): Pick<EmailSite, "company" | "contact"> => ({
  company: { name: site.companyName, logoUrl: EMAIL_LOGO_PATH },
  contact: { phone: site.phone, email: site.email },
});

/** One e-mail: what it is, its subject, and the e-mail rendered in a frame (again whenever it is composed again). */
export function EmailPreview({ caption, email }: { caption: string; email: ComposedEmail }) {
  const [rendered, setRendered] = useState<{ html: string } | { problem: string } | null>(null);
  useEffect(() => {
    let current = true;
    renderEmail(email.element).then(
      ({ html }) => current && setRendered({ html }),
      (error: unknown) => current && setRendered({ problem: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [email]);
  return (
    <figure css={figureStyles}>
      <figcaption>
        {caption}
        <strong>{email.subject}</strong>
      </figcaption>
      {rendered && "html" in rendered && <iframe title={email.subject} srcDoc={rendered.html} />}
      {rendered && "problem" in rendered && <p role="alert">The e-mail could not be shown: {rendered.problem}</p>}
    </figure>
  );
}

/** The visitor's confirmation of a sample request, in `words`' language. */
export function ConfirmationPreview({ words, site }: { words: ConfirmationWords; site: SharedContent["site"] }) {
  return (
    <EmailPreview
      caption="The e-mail a visitor gets after sending the form (a sample request with cargo details)"
      email={confirmationEmail(words, previewCompany(site), SAMPLE_REQUEST)}
    />
  );
}

/** The e-mail a shipper gets when the team sends them a firm offer (a sample offer), in `words`' language. */
export function OfferPreview({ words, site }: { words: OfferWords; site: SharedContent["site"] }) {
  return (
    <EmailPreview
      caption="The e-mail a shipper gets when our team sends them a firm offer (a sample offer, the second to the sample request)"
      email={offerEmail(words, previewCompany(site), SAMPLE_OFFER)}
    />
  );
}

/** The e-mail a shipper gets when the team books their shipment under `awb` of `airline`, in `words`' language. */
export function BookingPreview({
  words,
  site,
  airline,
  awb,
}: {
  words: BookingWords;
  site: SharedContent["site"];
  airline: Airline;
  awb: string;
}) {
  return (
    <EmailPreview
      caption="The e-mail a shipper gets when our team books their shipment (a sample booking)"
      email={bookingEmail(words, previewCompany(site), { reference: SAMPLE_REFERENCE, airline, awb })}
    />
  );
}

/** The e-mails a shipper gets at each milestone of a sample booked shipment (door delivery), in `words`' language. */
export function MilestonePreviews({
  words,
  site,
  airline,
}: {
  words: MilestoneWords;
  site: SharedContent["site"];
  airline: Airline | null;
}) {
  return (
    <>
      {MILESTONES.map((milestone) => (
        <EmailPreview
          key={milestone}
          caption={`The e-mail a shipper gets when our team records the milestone "${milestone}" (a sample shipment)`}
          email={milestoneEmail(words, previewCompany(site), {
            reference: SAMPLE_REFERENCE,
            milestone,
            at: SAMPLE_MOMENT,
            flight: milestone === "departed" ? "CX 2083" : null,
            deliverTo: "door",
            tracking: airline ? { airline, awb: `${airline.prefix}12345675` } : null,
            quotePage: SAMPLE_QUOTE_PAGE,
          })}
        />
      ))}
    </>
  );
}

/** Every e-mail the team gets, with samples, in the words being edited. */
export function TeamEmailsPreview({
  words,
  code,
  direction,
  site,
}: {
  words: TeamWords;
  code: string;
  direction: Direction;
  site: SharedContent["site"];
}) {
  const emailSite: EmailSite = { ...previewCompany(site), team: { code, dir: direction, words } };
  const emails: [string, ComposedEmail][] = [
    ["A quote request with cargo details and an instant price (sample figures)", teamLeadEmail(SAMPLE_LEAD, emailSite, SAMPLE_LINKS)],
    [
      "A quote request with lithium batteries and magnets inside the products (priced, with the battery handling line)",
      teamLeadEmail(SAMPLE_BATTERIES_LEAD, emailSite, SAMPLE_LINKS),
    ],
    ["A quote request declaring batteries on their own (no instant price)", teamLeadEmail(SAMPLE_DANGEROUS_LEAD, emailSite, SAMPLE_LINKS)],
    [
      "A quote request with a packing list: each line's volume weight as priced (sample figures)",
      teamLeadEmail(SAMPLE_LINES_LEAD, emailSite, SAMPLE_LINKS),
    ],
    [
      "Sent in the request's thread when the shipper chooses an option on the thank-you page",
      choiceEmail(SAMPLE_LEAD, { service: "economy", number: 1 }, emailSite, SAMPLE_LINKS),
    ],
    [
      "Sent in the request's thread each time the shipper sends a booking request from their quote page",
      bookingRequestEmail(SAMPLE_LEAD, SAMPLE_BOOKING_REQUEST, emailSite, SAMPLE_LINKS),
    ],
    [
      "Sent in the request's thread when it is not marked answered in time",
      answerReminderEmail({ ...SAMPLE_LEAD, createdAt: SAMPLE_MOMENT }, emailSite, SAMPLE_LINKS, 20 * 60 * 60 * 1000),
    ],
    [
      "Sent when more requests arrive than the hourly ceiling of team e-mails",
      volumeNoticeEmail({ since: SAMPLE_MOMENT, teamEmailsPerHour: 30 }, emailSite),
    ],
    ["Sent when the database does not answer", databaseNoticeEmail({ kind: "away" }, SAMPLE_MOMENT, emailSite)],
    [
      "Sent when storing a quote request fails in the function's own code",
      databaseNoticeEmail({ kind: "fault", name: "TypeError", message: "x is undefined" }, SAMPLE_MOMENT, emailSite),
    ],
    [
      "Sent when the database refuses quote requests",
      databaseNoticeEmail({ kind: "refused", code: "42703", message: 'column "pickup_city" does not exist' }, SAMPLE_MOMENT, emailSite),
    ],
    ["The weekly summary, on Monday mornings (sample figures)", weeklySummaryEmail(SAMPLE_WEEK, emailSite)],
    ["Sent to a team member who asks to sign in on the team's page (a sample code)", signInCodeEmail(SAMPLE_SIGN_IN, emailSite)],
  ];
  return (
    <>
      {emails.map(([caption, email]) => (
        <EmailPreview key={caption} caption={caption} email={email} />
      ))}
    </>
  );
}
