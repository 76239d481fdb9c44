/** @jsxImportSource react */
// The e-mail with a team member's one-time sign-in code for the site's team
// page, in the team's language with its words (content/team-emails.yaml,
// signIn): the code set apart in the body (never in the subject or the
// preview line, which a locked phone shows), where to type it and for how long,
// and what to do with a code not asked for. Sent to the member's own address alone.
import { fillTemplate as fill } from "../words/template.ts";
import { EmailLayout, Paragraph, ReferencePanel, Title } from "./parts.tsx";
import type { EmailSite } from "./site.ts";
import { type ComposedEmail, teamFormat } from "./team/teamEmail.tsx";

/** What the e-mail says: the code, and how many minutes it works. */
export type SignInCodeFacts = { code: string; validMinutes: number };

/** The sign-in code's e-mail: a heading, the code large and left to right, the text, the "ignore" line last. */
export function signInCodeEmail(facts: SignInCodeFacts, site: EmailSite): ComposedEmail {
  const { team, company } = site;
  const words = team.words.signIn;
  const minutes = teamFormat(team).number(facts.validMinutes);
  const values = { code: facts.code, minutes };
  // The subject and the preview line never carry the code: a locked phone shows them.
  const subject = fill(words.subject, { minutes });
  return {
    subject,
    element: (
      <EmailLayout
        frame={{
          lang: team.code,
          dir: team.dir,
          title: subject,
          preview: fill(words.preview, { minutes }),
          company,
        }}
        footer={<Paragraph muted>{words.ignore}</Paragraph>}
      >
        <Title>{words.title}</Title>
        <ReferencePanel reference={facts.code} />
        <Paragraph>{fill(words.text, values)}</Paragraph>
      </EmailLayout>
    ),
  };
}
