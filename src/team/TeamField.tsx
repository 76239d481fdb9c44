import type { InputHTMLAttributes, ReactNode } from "react";
import { controlStyles, errorStyles, hintStyles, labelStyles } from "../contact/formStyles";

type TeamFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with it, shown under it and read with it. */
  error?: string;
  /** The control, when not a text input: it must take `id` and `describedBy`. */
  children?: (describedBy: string | undefined) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "children">;

/** A labelled field of the console's forms, its hint and its error tied to it (aria-describedby, aria-invalid). */
export function TeamField({ id, label, hint, error, children, ...input }: TeamFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} css={labelStyles}>
        {label}
      </label>
      {children ? (
        children(describedBy)
      ) : (
        <input id={id} css={controlStyles} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
      {hint && (
        <p id={`${id}-hint`} css={hintStyles}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} css={errorStyles}>
          {error}
        </p>
      )}
    </div>
  );
}
