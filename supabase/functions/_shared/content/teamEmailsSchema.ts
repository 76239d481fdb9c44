// content/team-emails.yaml: the words of the team's e-mails, in the team's
// language. Each sentence is described once, with the placeholders it must
// keep, in TEAM_WORD_SPECS (replies/teamWords.ts); here its group's
// description and the field the build, the CMS and the generator check.
import { TEAM_WORD_SPECS, type TeamWordGroup, type WordSpec } from "../replies/teamWords.ts";
import { type ContentFile, fieldsNamed, object, text } from "../schema/schemaDsl.ts";
import { withAndWithoutPlaceholders, withPlaceholders } from "./commonFields.ts";

/** What each group of the team's words is for, as the CMS titles it. */
const TEAM_GROUP_DESCRIPTIONS: Record<TeamWordGroup, string> = {
  common: "Words every e-mail to the team uses.",
  lead: "The e-mail of each quote request: its subject, headings, buttons and lines.",
  labels: "The labels of its rows.",
  values: "The values of its rows; {placeholders} become the request's figures.",
  contents: "What each declared content is called.",
  documents: "What each declared content needs before it can fly (after the dangerous goods warning).",
  goods:
    "How the batteries, magnets, liquids and powders declared are classified, as airlines classify them (after the dangerous goods warning, and in the weekly summary).",
  price: "The indicative price, line by line; {placeholders} become the rate card's figures.",
  breaks: "The rate card's weight breaks.",
  noPrice: "Why a request got no instant price, one phrase per reason (the e-mail and the weekly summary say them so).",
  limits: "Which of the rate card's limits a request is beyond.",
  services: "The services (express, economy) as the team's e-mails name them.",
  covers: "What an indicative price covers of what the visitor asked, and what the team quotes by hand.",
  links:
    "The button at the end of every e-mail about a lead, to the lead in the team's console (where it is marked answered, booked or lost).",
  choice: "The e-mail sent in the lead's thread when a shipper chooses an option on the thank-you page.",
  bookingRequest:
    "The e-mail sent in the lead's thread each time a shipper sends a booking request from their quote page.",
  renewal: "The e-mail sent in the lead's thread when a shipper asks for a new offer once the latest has expired.",
  reminder: "The reminder sent in the lead's thread when no offer is sent, nor the lead marked answered, in time.",
  lostReasons: "Why a lead was lost, as the weekly summary counts them.",
  source: "Where the lead came from.",
  volumeNotice: "The notice that quote request e-mails are being held (more requests than the hourly ceiling).",
  databaseNotice: "The notice that quote requests are not being stored (the database is away or refuses them).",
  weekly: "The weekly summary sent on Monday mornings.",
  signIn: "The e-mail with the one-time code a team member types to sign in on the team's page.",
};

/** A sentence of the team's e-mails: a line or a paragraph, which must keep its {placeholders} (and hold none it refuses). */
function teamWord({ description, long, needs, refuses }: WordSpec) {
  if (refuses) return text(description, { long, ...withAndWithoutPlaceholders(needs ?? [], refuses) });
  return needs ? text(description, { long, ...withPlaceholders(needs) }) : text(description, { long });
}

type TeamWordField = ReturnType<typeof teamWord>;

/** The fields of the team's words: each group an object of its sentences, by their keys (TeamWords's shape). */
type TeamEmailFields = {
  [G in TeamWordGroup]: {
    kind: "object";
    description: string;
    fields: Record<keyof (typeof TEAM_WORD_SPECS)[G] & string, TeamWordField>;
  };
};

const teamEmailFields = fieldsNamed(Object.keys(TEAM_WORD_SPECS) as TeamWordGroup[], (group) => {
  const specs: Record<string, WordSpec> = TEAM_WORD_SPECS[group];
  return object(TEAM_GROUP_DESCRIPTIONS[group], fieldsNamed(Object.keys(specs), (key) => teamWord(specs[key])));
}) as TeamEmailFields;

export const TEAM_EMAILS_FILE = {
  name: "team-emails",
  translated: true,
  teamOnly: true,
  typeName: "TeamEmailsYaml",
  label: "Team e-mails",
  description:
    "The words of the team's e-mails (each quote request, the notices, the weekly summary), in the team's language (Languages, team); other languages are optional",
  fields: teamEmailFields,
} as const satisfies ContentFile;
