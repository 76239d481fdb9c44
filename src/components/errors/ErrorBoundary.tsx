import { Component, type ErrorInfo, type ReactNode } from "react";
import { css } from "@emotion/react";
import { Button } from "../Button";
import { KeptHtmlMisuse } from "../KeepsServerHtml";
import { Container } from "../Container";
import { theme } from "../../theme";

export type AppErrorCopy = { title: string; text: string; reloadButton: string; detailsTitle: string };

const { colors, space, radii, fontSizes } = theme;

const screenStyles = css`
  min-height: 100vh;
  display: flex;
  align-items: center;
  padding: ${space[16]} 0;
  background: ${colors.surfaceAlt};
  h1 {
    font-size: ${fontSizes["3xl"]};
    color: ${colors.danger};
  }
  p {
    margin: ${space[4]} 0 ${space[6]};
    font-size: ${fontSizes.lg};
  }
  h2 {
    margin-top: ${space[8]};
    font-size: ${fontSizes.md};
  }
  pre {
    margin-top: ${space[3]};
    padding: ${space[4]};
    overflow: auto;
    max-height: 50vh;
    border-radius: ${radii.md};
    background: ${colors.night};
    color: ${colors.onNight};
    font-size: ${fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The fallback screen: Unexpected Application Error! with the message and stack. */
export function AppErrorScreen({ error, copy }: { error: Error; copy: AppErrorCopy }) {
  return (
    <main role="alert" css={screenStyles}>
      <Container>
        <h1>{copy.title}</h1>
        <p>{copy.text}</p>
        <Button onClick={() => window.location.reload()}>{copy.reloadButton}</Button>
        <h2>{copy.detailsTitle}</h2>
        <pre>
          <strong>{error.message}</strong>
          {error.stack ? `\n\n${error.stack}` : ""}
        </pre>
      </Container>
    </main>
  );
}

type Props = { copy: AppErrorCopy; children: ReactNode };

/** Catches a failure while rendering a page and shows AppErrorScreen instead of a blank page. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected application error:", error, info.componentStack);
  }

  render() {
    return this.state.error ? <AppErrorScreen error={this.state.error} copy={this.props.copy} /> : this.props.children;
  }
}

/**
 * Catches a failure while rendering a part of a page that the page can do
 * without, and shows `fallback` there instead (the rest of the page stays):
 * the thank-you page's price, which the confirmation e-mail repeats, must not
 * turn an accepted request into the error screen.
 */
export class PartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: unknown }> {
  state = { failed: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error ?? true };
  }

  componentDidCatch(error: Error) {
    console.error("A part of the page could not be shown:", error);
  }

  render() {
    // A part put where it can never work (KeepsServerHtml.tsx) is the code's mistake, not a failure to hide.
    if (this.state.failed instanceof KeptHtmlMisuse) throw this.state.failed;
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
