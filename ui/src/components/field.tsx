import type { ReactNode } from "react";

/** The id of the message element for the control `id`, for `aria-describedby`. */
export function messageId(id: string): string {
  return `${id}-message`;
}

type FieldProps = {
  id: string;
  label: string;
  /** Shown under the control, in the error colour, and announced. */
  error?: string | null;
  /** Quiet help shown when there is no error. */
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled form control with its validation message right beside it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={error ? "field field-invalid" : "field"}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={messageId(id)} className="field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <div id={messageId(id)} className="field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The aria attributes tying a control to its `Field` message. */
export function fieldAria(id: string, error: string | null | undefined, hasHint = false) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error || hasHint ? messageId(id) : undefined,
  } as const;
}
