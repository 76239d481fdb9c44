// The team's console: signing in, the leads, one lead. Served (and hydrated)
// as its sign-in form; the session is the tab's (sessionStorage), read once
// the page runs in the browser, and any 401 forgets it and shows the sign-in
// again. A lead's address is /team?lead=<reference>, so the back button and
// a copied link work. One lead's page is lead/LeadView.tsx.
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "../components/Button";
import { useLive } from "../components/useLive";
import type { LeadList, LeadRow, Session } from "../../supabase/functions/_shared/api/consoleApi.ts";
import { type Outcome, type WithSession, endSession, forgetSession, listLeads, readSession } from "./api";
import type { TeamConsoleContent } from "./content";
import { FocusedHeading } from "./FocusedHeading";
import { LeadView } from "./lead/LeadView";
import { LeadsTable } from "./LeadsTable";
import { leadHref, leadInAddress } from "./leadAddress";
import { TEAM_PATH } from "./teamPage";
import { SignIn } from "./SignIn";
import { barStyles, statusStyles } from "./styles";

export function TeamConsole({ content }: { content: TeamConsoleContent }) {
  // The served form, signed out, on the list, until the page runs in the browser: the tab's session and the address then.
  const live = useLive();
  const kept = useMemo(() => (live ? readSession() : null), [live]);
  const addressed = useMemo(() => (live ? leadInAddress(window.location.search) : null), [live]);
  // Undefined until the member signs in or out, or opens a lead or the list: the tab's and the address's till then.
  const [signedIn, setSession] = useState<Session | null>();
  const [opened, setReference] = useState<string | null>();
  const session = signedIn === undefined ? kept : signedIn;
  const reference = opened === undefined ? addressed : opened;
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
          ready={live}
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

  /** Ends the session on the function, then forgets it in this tab at once, whatever the answer. */
  const signOut = () => {
    void endSession(session.token);
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
