import { type FormEvent, useEffect, useState } from "react";
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
  /** Focus the heading as it appears (not on the page's first load). */
  focus: boolean;
  /** Says a sentence in the console's live region. */
  announce: (message: string) => void;
  onSignedIn: (session: Session) => void;
};

const CODE = /^[0-9]{6}$/;

/** Signing in: an e-mail address, then the 6-digit code the function e-mails to it. */
export function SignIn({ content, focus, announce, onSignedIn }: SignInProps) {
  const words = content.signIn;
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The code's field, once the code is on its way: the team member types into it next.
  useEffect(() => {
    if (step === "code") document.getElementById("team-code")?.focus();
  }, [step]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    announce(content.working);
    const outcome = await requestCode(email.trim());
    setBusy(false);
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
    if (outcome.kind !== "ok") return announce(content.networkError);
    announce("");
    keepSession(outcome.value);
    onSignedIn(outcome.value);
  };

  return (
    <section aria-labelledby="team-sign-in">
      <FocusedHeading id="team-sign-in" level={2} focus={focus}>
        {words.title}
      </FocusedHeading>
      <p>{words.intro}</p>
      {step === "email" ? (
        <form css={formStyles} onSubmit={sendCode}>
          <TeamField
            id="team-email"
            label={words.emailLabel}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {words.sendButton}
          </Button>
        </form>
      ) : (
        <form css={formStyles} onSubmit={signIn}>
          <TeamField
            id="team-code"
            label={words.codeLabel}
            hint={words.codeHint}
            error={codeError}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {words.verifyButton}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setStep("email");
              setCode("");
              setCodeError(undefined);
            }}
          >
            {words.otherEmailButton}
          </Button>
        </form>
      )}
    </section>
  );
}
