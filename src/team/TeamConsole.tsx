// The team's console, in the browser only: signing in, the leads, one lead.
// The session is the tab's (sessionStorage); any 401 forgets it and shows
// the sign-in again. A lead's address is /team?lead=<reference>, so the back
// button and a copied link work.
import { useCallback, useEffect, useState } from "react";
import { Button } from "../components/Button";
import { fillTemplate } from "../content/fillTemplate";
import {
  type Lead,
  type LeadList,
  type LeadMove,
  type LeadRow,
  type MilestoneName,
  type Outcome,
  type Session,
  forgetSession,
  getLead,
  listLeads,
  moveLead,
  readSession,
  recordMilestone,
} from "./api";
import type { TeamConsoleContent } from "./content";
import { FocusedHeading } from "./FocusedHeading";
import { wordOf } from "./format";
import { LeadActions } from "./lead/LeadActions";
import { LeadDetails, milestoneName } from "./lead/LeadDetails";
import { LeadsTable } from "./LeadsTable";
import { leadHref, leadInAddress } from "./leadAddress";
import { MilestoneForm } from "./lead/MilestoneForm";
import { TEAM_PATH } from "./teamPage";
import { SignIn } from "./SignIn";
import { barStyles, statusStyles } from "./styles";

export function TeamConsole({ content }: { content: TeamConsoleContent }) {
  const [session, setSession] = useState<Session | null>(readSession);
  const [reference, setReference] = useState<string | null>(() => leadInAddress(window.location.search));
  const [message, setMessage] = useState("");
  // Headings take the focus once the team member has done something, not on the page's first load.
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    const followAddress = () => {
      setReference(leadInAddress(window.location.search));
      setMoved(true);
    };
    window.addEventListener("popstate", followAddress);
    return () => window.removeEventListener("popstate", followAddress);
  }, []);

  /** Runs a call with the session; a 401 forgets it and shows the sign-in again. */
  const withSession = useCallback(
    async <T,>(call: (token: string) => Promise<Outcome<T>>): Promise<Outcome<T>> => {
      if (!session) return { kind: "unauthorized" };
      const outcome = await call(session.token);
      if (outcome.kind === "unauthorized") {
        forgetSession();
        setSession(null);
        setMoved(true);
        setMessage(content.signIn.sessionEnded);
      }
      return outcome;
    },
    [session, content],
  );

  const open = (next: string | null) => {
    window.history.pushState(null, "", next ? leadHref(next) : TEAM_PATH);
    setReference(next);
    setMoved(true);
    setMessage("");
  };

  if (!session) {
    return (
      <>
        <Status message={message} />
        <SignIn
          content={content}
          focus={moved}
          announce={setMessage}
          onSignedIn={(signedIn) => {
            setSession(signedIn);
            setMoved(true);
          }}
        />
      </>
    );
  }

  const signOut = () => {
    forgetSession();
    setSession(null);
    setMoved(true);
    setMessage("");
  };

  return (
    <>
      <div css={barStyles}>
        <span />
        <Button variant="secondary" onClick={signOut}>
          {content.signOutButton}
        </Button>
      </div>
      <Status message={message} />
      {reference ? (
        <LeadView
          key={reference}
          content={content}
          reference={reference}
          focus={moved}
          announce={setMessage}
          withSession={withSession}
          onBack={() => open(null)}
        />
      ) : (
        <LeadsView content={content} focus={moved} announce={setMessage} withSession={withSession} onOpen={open} />
      )}
    </>
  );
}

/** The console's live region: what it is doing, what it has done, what went wrong. */
function Status({ message }: { message: string }) {
  return (
    <p role="status" css={statusStyles}>
      {message}
    </p>
  );
}

type WithSession = <T>(call: (token: string) => Promise<Outcome<T>>) => Promise<Outcome<T>>;

type ViewProps = {
  content: TeamConsoleContent;
  focus: boolean;
  announce: (message: string) => void;
  withSession: WithSession;
};

function LeadsView({ content, focus, announce, withSession, onOpen }: ViewProps & { onOpen: (reference: string) => void }) {
  const words = content.leads;
  const [all, setAll] = useState(false);
  const [leads, setLeads] = useState<LeadRow[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Shows a page of leads: the first, or the next after those shown. */
  const show = (outcome: Outcome<LeadList>, more: boolean) => {
    setBusy(false);
    if (outcome.kind === "unauthorized") return;
    if (outcome.kind !== "ok") return announce(content.networkError);
    setLeads((shown) => [...(more && shown ? shown : []), ...outcome.value.leads]);
    setCursor(outcome.value.nextCursor);
  };

  useEffect(() => {
    let current = true;
    void withSession((token) => listLeads(token, { all })).then((outcome) => current && show(outcome, false));
    return () => {
      current = false;
    };
    // Loaded again when the toggle changes, not when the session's call is made again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all]);

  const loadMore = async () => {
    setBusy(true);
    show(await withSession((token) => listLeads(token, { all, cursor })), true);
  };

  const toggle = () => {
    setLeads(null);
    setCursor(null);
    setAll((shown) => !shown);
  };

  return (
    <section aria-labelledby="team-leads">
      <div css={barStyles}>
        <FocusedHeading id="team-leads" level={2} focus={focus}>
          {words.title}
        </FocusedHeading>
        <Button variant="secondary" aria-pressed={all} onClick={toggle}>
          {all ? words.showOpen : words.showAll}
        </Button>
      </div>
      {leads === null ? (
        <p>{content.working}</p>
      ) : leads.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <LeadsTable content={content} caption={all ? words.captionAll : words.caption} leads={leads} onOpen={onOpen} />
      )}
      {cursor && (
        <Button variant="secondary" disabled={busy} onClick={() => void loadMore()}>
          {words.more}
        </Button>
      )}
    </section>
  );
}

function LeadView({ content, reference, focus, announce, withSession, onBack }: ViewProps & { reference: string; onBack: () => void }) {
  const words = content.lead;
  const [lead, setLead] = useState<Lead | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [milestoneErrors, setMilestoneErrors] = useState<Record<string, string>>({});

  const show = (outcome: Outcome<{ lead: Lead }>) => {
    if (outcome.kind === "ok") return setLead(outcome.value.lead);
    if (outcome.kind === "notFound") return setMissing(true);
    if (outcome.kind !== "unauthorized") announce(content.networkError);
  };
  const load = () => withSession((token) => getLead(token, reference));

  useEffect(() => {
    let current = true;
    void load().then((outcome) => current && show(outcome));
    return () => {
      current = false;
    };
    // Loaded once: the view's key is the lead's reference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const move = async (next: LeadMove) => {
    setBusy(true);
    setFieldErrors({});
    announce(content.working);
    const outcome = await withSession((token) => moveLead(token, reference, next));
    setBusy(false);
    switch (outcome.kind) {
      case "ok":
        setLead(outcome.value.lead);
        return announce(fillTemplate(content.actions.done, { status: content.statuses[outcome.value.lead.status] }));
      case "conflict":
        announce(fillTemplate(content.actions.conflict, { status: wordOf(content.statuses, outcome.status) }));
        return show(await load());
      case "invalid":
        announce("");
        return setFieldErrors(outcome.fields);
      case "unauthorized":
        return;
      default:
        return announce(content.networkError);
    }
  };

  /** Records the next milestone; answered as the status moves are: 409 says where it stands and shows it so, 400 by field. */
  const record = async (milestone: MilestoneName, flight?: string) => {
    setBusy(true);
    setMilestoneErrors({});
    announce(content.working);
    const outcome = await withSession((token) => recordMilestone(token, reference, milestone, flight));
    setBusy(false);
    switch (outcome.kind) {
      case "ok":
        setLead((shown) => (shown ? { ...shown, milestones: outcome.value.milestones } : shown));
        return announce(fillTemplate(content.milestones.done, { milestone: milestoneName(content, milestone) }));
      case "outOfOrder":
      case "conflict": {
        // Where the lead stands now, shown and said: the last milestone recorded, or (not booked) its status.
        const fresh = await load();
        show(fresh);
        const status = outcome.kind === "conflict" ? outcome.status : fresh.kind === "ok" ? fresh.value.lead.status : null;
        return announce(
          outcome.kind === "outOfOrder" && outcome.last
            ? fillTemplate(content.milestones.outOfOrder, { milestone: milestoneName(content, outcome.last) })
            : status
              ? fillTemplate(content.actions.conflict, { status: wordOf(content.statuses, status) })
              : content.networkError,
        );
      }
      case "invalid":
        announce("");
        return setMilestoneErrors(outcome.fields);
      case "unauthorized":
        return;
      default:
        return announce(content.networkError);
    }
  };

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
