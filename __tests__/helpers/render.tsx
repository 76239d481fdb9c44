import type { ReactElement } from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { Root } from "../../src/components/styles/Root";

/** Renders inside the same theme and global styles as the real site. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: Root, ...options });
}
