// One lead's page in the console (/team?lead=<reference>): the way back to
// the list, its heading, its details, its status moves and its milestones.
import { fillTemplate } from "../../content/fillTemplate";
import type { TeamConsoleContent } from "../content";
import { FocusedHeading } from "../FocusedHeading";
import { TEAM_PATH } from "../teamPage";
import { LeadActions } from "./LeadActions";
import { LeadDetails } from "./LeadDetails";
import { MilestoneForm } from "./MilestoneForm";
import { type WithSession, useLead } from "./useLead";

type LeadViewProps = {
  content: TeamConsoleContent;
  reference: string;
  /** The heading takes the focus (the team member has done something, not the page's first load). */
  focus: boolean;
  announce: (message: string) => void;
  withSession: WithSession;
  onBack: () => void;
};

export function LeadView({ content, reference, focus, announce, withSession, onBack }: LeadViewProps) {
  const words = content.lead;
  const { lead, missing, busy, fieldErrors, milestoneErrors, move, record } = useLead({ content, reference, announce, withSession });
  return (
    <section aria-labelledby="team-lead">
      <p>
        <a
          href={TEAM_PATH}
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
        >
          {words.back}
        </a>
      </p>
      <FocusedHeading id="team-lead" level={2} focus={focus}>
        {fillTemplate(words.title, { reference })}
      </FocusedHeading>
      {missing && <p>{words.notFound}</p>}
      {lead && (
        <>
          <LeadDetails content={content} lead={lead} />
          <LeadActions content={content} lead={lead} busy={busy} fieldErrors={fieldErrors} onMove={(next) => void move(next)} />
          <MilestoneForm
            content={content}
            lead={lead}
            busy={busy}
            fieldErrors={milestoneErrors}
            onRecord={(milestone, flight) => void record(milestone, flight)}
          />
        </>
      )}
    </section>
  );
}
