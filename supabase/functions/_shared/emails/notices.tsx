/** @jsxImportSource react */
// The team's notices, in the team's language with its words
// (content/team-emails.yaml): e-mails are being held by the hourly ceiling
// (volume), and quote requests are not being stored (the database does not
// answer, or refuses them). Nothing a visitor wrote is in them, and nothing
// that changes between attempts or instances, so every attempt of one notice
// is the same e-mail under the same provider key.
import { fillTemplate as fill } from "../words/template.ts";
import { EmailLayout, Paragraphs, Title, Warning } from "./parts.tsx";
import type { EmailSite, TeamSite } from "./site.ts";
import type { ComposedEmail } from "./team/teamEmail.tsx";

/** A moment as the team reads it: in its language, in Hong Kong time, e.g. 16 Nov 2026, 09:00 HKT. */
export function hongKongTime(instant: Date, team: TeamSite): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Hong_Kong",
  };
  try {
    return fill(team.words.common.hongKongTime, {
      time: new Intl.DateTimeFormat(`${team.code}-HK`, options).format(instant),
    });
  } catch {
    return instant.toISOString();
  }
}

/** The layout of a notice: its heading, its paragraphs, and the repeat's warning first when it is one. */
function notice(
  site: EmailSite,
  subject: string,
  title: string,
  body: string[],
  possibleRepeat: boolean,
): ComposedEmail {
  const { team } = site;
  const full = possibleRepeat ? fill(team.words.common.repeatSubject, { subject }) : subject;
  return {
    subject: full,
    element: (
      <EmailLayout frame={{ lang: team.code, dir: team.dir, title: full, preview: title, company: site.company }}>
        {possibleRepeat && <Warning>{team.words.common.repeatText}</Warning>}
        <Title>{title}</Title>
        {body.map((text, index) => <Paragraphs key={index} text={text} />)}
      </EmailLayout>
    ),
  };
}

/** What the volume notice says: the moment e-mails started being held, and the ceiling. */
export type VolumeNoticeFacts = { since: Date; teamEmailsPerHour: number };

/** The one e-mail the team gets while the hourly ceiling holds e-mails back. */
export function volumeNoticeEmail(facts: VolumeNoticeFacts, site: EmailSite, possibleRepeat = false): ComposedEmail {
  const words = site.team.words.volumeNotice;
  return notice(site, words.subject, words.title, [
    fill(words.text, { since: hongKongTime(facts.since, site.team), ceiling: String(facts.teamEmailsPerHour) }),
  ], possibleRepeat);
}

/**
 * Why leads are not stored: the database away, refusing with its code and
 * message, or the function's own code failing (an error with no SQLSTATE).
 */
export type DatabaseCause =
  | { kind: "away" }
  | { kind: "refused"; code: string; message: string }
  | { kind: "fault"; name: string; message: string };

/** The team's notice that the database cannot store leads, for one cause and the hour it started in. */
export function databaseNoticeEmail(cause: DatabaseCause, hourStart: Date, site: EmailSite): ComposedEmail {
  const words = site.team.words.databaseNotice;
  const hour = hongKongTime(hourStart, site.team);
  const [subject, because, todo] = cause.kind === "away"
    ? [words.subjectAway, fill(words.away, { hour }), words.todoAway]
    : cause.kind === "refused"
    ? [
      fill(words.subjectRefused, { code: cause.code }),
      fill(words.refused, { hour, code: cause.code, message: cause.message }),
      words.todoRefused,
    ]
    : [
      fill(words.subjectFault, { name: cause.name }),
      fill(words.fault, { hour, name: cause.name, message: cause.message }),
      words.todoFault,
    ];
  return notice(site, subject, words.title, [because, words.text, todo, words.once], false);
}
