import { useState, type ReactNode } from "react";

type ConfirmButtonProps = {
  /** The button that starts it, e.g. "Delete". */
  label: string;
  /** What will happen, asked as a question. */
  question: ReactNode;
  /** The button that does it, e.g. "Delete Brannoc". */
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  testId?: string;
};

/** A destructive action that asks first, inline (no modal dialog to lose focus in). */
export function ConfirmButton({ label, question, confirmLabel, onConfirm, busy = false, testId }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button-danger-quiet" onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-label={label}>
      <span className="confirm-question">{question}</span>
      <button
        type="button"
        className="button button-danger"
        onClick={onConfirm}
        disabled={busy}
        data-testid={testId ? `${testId}-confirm` : undefined}
        autoFocus
      >
        {busy ? "Working…" : confirmLabel}
      </button>
      <button type="button" className="button" onClick={() => setAsking(false)} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}
