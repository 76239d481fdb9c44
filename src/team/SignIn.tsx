import { css } from "@emotion/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../components/Button";
import { fillTemplate } from "../content/fillTemplate";
import type { TeamConsoleContent } from "./content";
import type { Session } from "../../supabase/functions/_shared/api/consoleApi.ts";
import { keepSession, openSession, requestCode } from "./api";
import { FocusedHeading } from "./FocusedHeading";
import { TeamField } from "./TeamField";
import { formStyles } from "./styles";

type SignInProps = {
  content: TeamConsoleContent;
  /**
   * False as the server renders it (and in the hydration that matches): the same form, its button
   * disabled, so that without JavaScript it never sends (a disabled default button stops Enter too),
   * and the sentence that the console needs JavaScript, shown only where scripts do not run.
   */
  ready?: boolean;
  /** Focus the heading as it appears (not on the page's first load). */
  focus: boolean;
  /** Says a sentence in the console's live region. */
  announce: (message: string) => void;
  onSignedIn: (session: Session) => void;
};

const CODE = /^[0-9]{6}$/;

const EMAIL_ID = "team-email";

/** Said where no script runs: the console's script starts by itself where one does (plugins/publish/deferScripts.ts). */
const withoutScriptStyles = css`
  @media (scripting: enabled) {
    display: none;
  }
`;

/**
 * The served form's field, as the live form first renders: what was typed into it before the script
 * started, and whether it had the focus, carry over, whether the live form hydrates that very field
 * (its value then stays as typed) or takes its place.
 */
function servedField(): { typed: string; focused: boolean } {
  if (typeof document === "undefined") return { typed: "", focused: false };
  const field = document.getElementById(EMAIL_ID);
  return field instanceof HTMLInputElement
    ? { typed: field.value, focused: document.activeElement === field }
    : { typed: "", focused: false };
}

/** Signing in: an e-mail address, then the 6-digit code the function e-mails to it. */
export function SignIn({ content, ready = true, focus, announce, onSignedIn }: SignInProps) {
  const words = content.signIn;
  const [served] = useState(servedField);
  const [email, setEmail] = useState(served.typed);
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The code's field, once the code is on its way: the team member types into it next.
  useEffect(() => {
    if (step === "code") document.getElementById("team-code")?.focus();
  }, [step]);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (served.focused) section.current?.querySelector("input")?.focus();
  }, [served]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    announce(content.working);
    const outcome = await requestCode(email.trim());
    setBusy(false);
    if (outcome.kind === "tooMany") return announce(tooManyIn(words, outcome.retryAfter));
    if (outcome.kind !== "ok") return announce(content.networkError);
    announce(fillTemplate(words.sent, { email: email.trim() }));
    setStep("code");
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code.trim())) return setCodeError(words.codeFormat);
    setBusy(true);
    setCodeError(undefined);
    announce(content.working);
    const outcome = await openSession(email.trim(), code.trim());
    setBusy(false);
    if (outcome.kind === "unauthorized") {
      announce("");
      return setCodeError(words.invalidCode);
    }
    if (outcome.kind === "tooMany") return announce(tooManyIn(words, outcome.retryAfter));
    if (outcome.kind !== "ok") return announce(content.networkError);
    announce("");
    keepSession(outcome.value);
    onSignedIn(outcome.value);
  };

  return (
    <section aria-labelledby="team-sign-in" ref={section}>
      <FocusedHeading id="team-sign-in" level={2} focus={focus}>
        {words.title}
      </FocusedHeading>
      <p>{words.intro}</p>
      {step === "email" ? (
        // POST, were it ever sent without the script: an address never goes into a URL.
        <form css={formStyles} method="post" onSubmit={sendCode}>
          <TeamField
            id={EMAIL_ID}
            label={words.emailLabel}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={busy || !ready}>
            {words.sendButton}
          </Button>
          {!ready && <p css={withoutScriptStyles}>{content.needsJavaScript}</p>}
        </form>
      ) : (
        <CodeForm
          words={words}
          code={code}
          error={codeError}
          busy={busy}
          onCode={setCode}
          onSubmit={signIn}
          onOtherEmail={() => {
            setStep("email");
            setCode("");
            setCodeError(undefined);
          }}
        />
      )}
    </section>
  );
}

/** What a 429 says: the minutes to wait, an hour when the function does not say. */
const tooManyIn = (words: SignInProps["content"]["signIn"], retryAfter = 3600): string =>
  fillTemplate(words.tooMany, { minutes: String(Math.max(1, Math.ceil(retryAfter / 60))) });

type CodeFormProps = {
  words: SignInProps["content"]["signIn"];
  code: string;
  error: string | undefined;
  busy: boolean;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  onOtherEmail: () => void;
};

/** The second step: the 6-digit code e-mailed to the address, or back to another address. */
function CodeForm({ words, code, error, busy, onCode, onSubmit, onOtherEmail }: CodeFormProps) {
  return (
    <form css={formStyles} onSubmit={onSubmit}>
      <TeamField
        id="team-code"
        label={words.codeLabel}
        hint={words.codeHint}
        error={error}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(event) => onCode(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {words.verifyButton}
      </Button>
      <Button variant="secondary" onClick={onOtherEmail}>
        {words.otherEmailButton}
      </Button>
    </form>
  );
}
