// One lead's page in the console (/team?lead=<reference>): the way back to
// the list, its heading, its details, the offer form, its status moves and
// its milestones.
import { useState } from "react";
import { fillTemplate } from "../../content/fillTemplate";
import type { TeamConsoleContent } from "../content";
import { FocusedHeading } from "../FocusedHeading";
import { TEAM_PATH } from "../teamPage";
import { OfferForm } from "../offer/OfferForm";
import { LeadActions } from "./LeadActions";
import { LeadDetails } from "./LeadDetails";
import { MilestoneForm } from "./MilestoneForm";
import type { WithSession } from "../api";
import { useLead } from "./useLead";

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
  const { lead, missing, busy, fieldErrors, milestoneErrors, move, record, reload } = useLead({
    content,
    reference,
    announce,
    withSession,
  });
  // The offer just sent, whose heading takes the focus once the lead is shown again with it.
  const [sentOffer, setSentOffer] = useState<number | null>(null);
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
          <LeadDetails content={content} lead={lead} focusOffer={sentOffer} />
          {lead.offerWindow && lead.status !== "booked" && lead.status !== "lost" && (
            // Started again from the latest offer once one is sent.
            <OfferForm
              key={lead.offers.length}
              content={content}
              lead={lead}
              window={lead.offerWindow}
              withSession={withSession}
              announce={announce}
              onSent={(offer) => void reload().then(() => setSentOffer(offer.number))}
              onMoved={() => void reload()}
            />
          )}
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
