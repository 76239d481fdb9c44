import { Component, type ErrorInfo, type ReactNode } from "react";
import styled from "@emotion/styled";
import { Button } from "./Button";
import { Container } from "./Container";

export type AppErrorCopy = { title: string; text: string; reloadButton: string; detailsTitle: string };

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[16]} 0`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[6]}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space[8]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  pre {
    margin-top: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    overflow: auto;
    max-height: 50vh;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.night};
    color: ${({ theme }) => theme.colors.onNight};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The fallback screen: Unexpected Application Error! with the message and stack. */
export function AppErrorScreen({ error, copy }: { error: Error; copy: AppErrorCopy }) {
  return (
    <Screen role="alert">
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
    </Screen>
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
