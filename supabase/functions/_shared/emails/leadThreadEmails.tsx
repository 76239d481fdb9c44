/** @jsxImportSource react */
// The team's short e-mails in a lead's thread (the function's threading.ts
// gives them its headers; the subject is the lead's first e-mail's, answered):
// the shipper chose an option on their quote page, sent a booking request
// from it (at the offer it names, if any), the shipper's ask for a new offer
// once the latest expired, and the one reminder of a lead not yet marked answered. In the team's language with its words
// (content/team-emails.yaml), each ending with the link to the lead in the console. Made from the
// lead and what happened alone, so every attempt is the same e-mail.
import { type BookedOffer, MAX_RENEWALS_A_LEAD } from "../api/offers.ts";
import type { LeadLink } from "../leadActions.ts";
import type { Price, ServiceName } from "../price/pricing.ts";
import { formatDay, formatMoney } from "../words/fieldWords.ts";
import { fillTemplate as fill } from "../words/template.ts";
import { type BookingParty, type BookingRequest, formatBookingDate } from "../booking/bookingRequest.ts";
import { MAX_BOOKING_SENDS, PARTY_FIELDS } from "../booking/bookingFields.ts";
import { EmailLayout, Lines, Ltr, Paragraph, Rows, Subtitle, Title, Warning } from "./parts.tsx";
import { type EmailSite, type LeadFacts, leadForTeam, type TeamSite, withoutBidiControls } from "./site.ts";
import {
  type ComposedEmail,
  coversText,
  LeadLinkButtons,
  leadSubject,
  optionsOf,
  rangeOf,
  teamFormat,
} from "./team/teamEmail.tsx";

/** How many times a shipper may change their choice (the function's /choice refuses more). */
export const MOST_CHOICES = 5;

/** A short e-mail of the thread: a heading, its paragraphs, then the links. */
function threadEmail(
  site: EmailSite,
  email: { subject: string; title: string; paragraphs: string[]; links: LeadLink; repeat?: boolean },
): ComposedEmail {
  const { team, company } = site;
  return {
    subject: email.subject,
    element: (
      <EmailLayout
        frame={{ lang: team.code, dir: team.dir, title: email.title, preview: email.paragraphs[0], company }}
      >
        {email.repeat && <Warning>{team.words.common.repeatText}</Warning>}
        <Title>{email.title}</Title>
        {email.paragraphs.map((paragraph, index) => <Paragraph key={index}>{paragraph}</Paragraph>)}
        <LeadLinkButtons links={email.links} words={team.words} />
      </EmailLayout>
    ),
  };
}

/** The range of the option chosen, in the card's currency, with its transit time; or that none is on record. */
function chosenRange(price: Price | null, service: ServiceName, team: TeamSite): string {
  const { choice } = team.words;
  const option = price ? optionsOf(price).find((candidate) => candidate.service === service) : undefined;
  if (!price || !option) return choice.noRange;
  return fill(choice.range, {
    range: rangeOf(price.currency, option.low, option.high, team.code),
    days: option.transitDays,
  });
}

/**
 * The team's e-mail when the shipper chooses an option on the thank-you page:
 * who chose what, at what range, and what it covers. `number` counts the
 * choices of the lead (one e-mail each).
 */
export function choiceEmail(
  written: LeadFacts,
  choice: { service: ServiceName; number: number },
  site: EmailSite,
  links: LeadLink,
): ComposedEmail {
  const lead = leadForTeam(written);
  const { team } = site;
  const { words } = team;
  const price = lead.pricing?.kind === "priced" ? lead.pricing.price : null;
  const service = words.services[choice.service];
  const { number } = teamFormat(team);
  return threadEmail(site, {
    subject: leadSubject(lead, team),
    title: fill(words.choice.title, { service, reference: lead.reference }),
    paragraphs: [
      fill(words.choice.chose, {
        name: lead.name,
        service,
        reference: lead.reference,
        range: chosenRange(price, choice.service, team),
      }),
      fill(words.choice.asked, { covers: coversText(lead, price, team) }),
      fill(words.choice.count, { number: number(choice.number), most: number(MOST_CHOICES) }),
    ],
    links,
  });
}

/** A wait as the reminder says it: whole hours, or minutes. */
function waited(ms: number, team: TeamSite): string {
  const { reminder } = team.words;
  const { number } = teamFormat(team);
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0
    ? fill(reminder.hours, { hours: number(minutes / 60) })
    : fill(reminder.minutes, { minutes: number(minutes) });
}

/** When a lead's 24 hours run out, in Hong Kong time, as the team's language writes it. */
function dueAt(createdAt: Date, team: TeamSite): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Hong_Kong",
  };
  const due = new Date(createdAt.getTime() + 24 * 60 * 60 * 1000);
  try {
    return new Intl.DateTimeFormat(`${team.code}-HK`, options).format(due);
  } catch {
    return new Intl.DateTimeFormat("en-HK", options).format(due);
  }
}

/**
 * The team's one reminder of a lead still new `afterMs` after it arrived:
 * when its 24 hours run out, and its links.
 */
export function answerReminderEmail(
  written: LeadFacts & { createdAt: Date },
  site: EmailSite,
  links: LeadLink,
  afterMs: number,
  possibleRepeat = false,
): ComposedEmail {
  const lead = leadForTeam(written);
  const { team } = site;
  const { reminder } = team.words;
  return threadEmail(site, {
    subject: leadSubject(lead, team),
    title: fill(reminder.title, { reference: lead.reference }),
    paragraphs: [
      fill(reminder.text, { reference: lead.reference, name: lead.name, waited: waited(afterMs, team) }),
      fill(reminder.promise, { due: dueAt(lead.createdAt, team) }),
    ],
    links,
    repeat: possibleRepeat,
  });
}

/**
 * The team's e-mail when the shipper asks for a new offer from their quote
 * page, the latest having expired: which offer ran out and when, and which ask
 * of the lead's two this is.
 */
export function renewalEmail(
  written: LeadFacts,
  renewal: { number: number; offer: number; validUntil: string },
  site: EmailSite,
  links: LeadLink,
  possibleRepeat = false,
): ComposedEmail {
  const lead = leadForTeam(written);
  const { team } = site;
  const said = team.words.renewal;
  const { number } = teamFormat(team);
  return threadEmail(site, {
    subject: leadSubject(lead, team),
    title: fill(said.title, { reference: lead.reference }),
    paragraphs: [
      fill(said.text, {
        name: lead.name,
        reference: lead.reference,
        number: number(renewal.offer),
        date: formatDay(renewal.validUntil, team.code),
      }),
      fill(said.count, { number: number(renewal.number), most: number(MAX_RENEWALS_A_LEAD) }),
    ],
    links,
    repeat: possibleRepeat,
  });
}

/** A party's rows, without bidirectional controls: its company, contact, phone (left to right) and address (its lines). */
function partyRows(party: BookingParty, team: TeamSite) {
  const words = team.words.bookingRequest;
  return PARTY_FIELDS.map((field) => {
    const value = withoutBidiControls(party[field]);
    return {
      label: words[field],
      value: field === "phone" ? <Ltr>{value}</Ltr> : field === "address" ? <Lines text={value} /> : value,
    };
  });
}

/**
 * The team's e-mail each time the shipper sends a booking request from their
 * quote page, in the lead's thread: everything that send said (the service,
 * the offer and its amount when it was sent at one, the day the cargo is
 * ready, the supplier, the consignee, the notes) and which send of five it
 * is. What the shipper wrote is stripped of bidirectional controls, as every
 * team e-mail's visitor words are.
 */
export function bookingRequestEmail(
  written: LeadFacts,
  request: { number: number; booking: BookingRequest & { offer?: BookedOffer } },
  site: EmailSite,
  links: LeadLink,
  possibleRepeat = false,
): ComposedEmail {
  const lead = leadForTeam(written);
  const { team, company } = site;
  const { words } = team;
  const said = words.bookingRequest;
  const { booking } = request;
  const service = words.services[booking.service];
  const { number } = teamFormat(team);
  const title = fill(said.title, { service, reference: lead.reference });
  const intro = fill(said.intro, { name: lead.name, service, reference: lead.reference });
  return {
    subject: leadSubject(lead, team),
    element: (
      <EmailLayout frame={{ lang: team.code, dir: team.dir, title, preview: intro, company }}>
        {possibleRepeat && <Warning>{words.common.repeatText}</Warning>}
        <Title>{title}</Title>
        <Paragraph>{intro}</Paragraph>
        <Rows
          rows={[
            ...(booking.offer
              ? [{
                label: said.offer,
                value: fill(said.atOffer, {
                  reference: lead.reference,
                  number: number(booking.offer.number),
                  amount: formatMoney(booking.offer.amount, booking.offer.currency, team.code),
                }),
              }]
              : []),
            { label: said.cargoReady, value: formatBookingDate(booking.cargoReadyDate, team.code) },
          ]}
        />
        <Subtitle>{said.supplier}</Subtitle>
        <Rows rows={partyRows(booking.supplier, team)} />
        <Subtitle>{said.consignee}</Subtitle>
        {booking.consignee
          ? <Rows rows={partyRows(booking.consignee, team)} />
          : <Paragraph>{said.noConsignee}</Paragraph>}
        {booking.notes !== "" && (
          <>
            <Subtitle>{said.notes}</Subtitle>
            <Paragraph>
              <Lines text={withoutBidiControls(booking.notes)} />
            </Paragraph>
          </>
        )}
        <Paragraph>{fill(said.count, { number: number(request.number), most: number(MAX_BOOKING_SENDS) })}</Paragraph>
        <LeadLinkButtons links={links} words={words} />
      </EmailLayout>
    ),
  };
}
