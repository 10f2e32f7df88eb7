import { useId, useState, type FormEvent, type ReactNode } from "react";
import { fieldMessage } from "../errors";
import { ErrorNotice } from "./error-notice";

type InlineRenameProps = {
  /** The current name, shown when not editing. */
  value: string;
  /** What is being renamed, for labels: "campaign", "party". */
  noun: string;
  /** Saves the new name; rejects with the backend's error. */
  onRename: (name: string) => Promise<unknown>;
  /** How the name is shown when not editing (a heading, usually). */
  render: (value: string) => ReactNode;
  testId?: string;
};

/** A name that can be edited in place: Enter saves, Escape cancels. */
export function InlineRename({ value, noun, onRename, render, testId }: InlineRenameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputId = useId();

  const cancel = () => {
    setDraft(null);
    setError(null);
    setMissing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    if (draft.trim() === "") {
      setMissing(true);
      return;
    }
    setMissing(false);
    setError(null);
    setSaving(true);
    try {
      await onRename(draft);
      cancel();
    } catch (err) {
      setError(err);
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <div className="inline-rename">
        {render(value)}
        <button
          type="button"
          className="button button-quiet"
          onClick={() => setDraft(value)}
          aria-label={`Rename ${noun}`}
          data-testid={testId}
        >
          Rename
        </button>
      </div>
    );
  }

  const nameError = missing ? `The ${noun} needs a name.` : fieldMessage(error, "name");
  return (
    <form className="inline-rename inline-rename-editing" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        New {noun} name
      </label>
      <input
        id={inputId}
        className="input"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") cancel();
        }}
        aria-invalid={nameError ? true : undefined}
        autoFocus
      />
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? "Saving…" : "Save"}
      </button>
      <button type="button" className="button" onClick={cancel} disabled={saving}>
        Cancel
      </button>
      {nameError ? (
        <p className="field-error" role="alert">
          {nameError}
        </p>
      ) : error !== null ? (
        <ErrorNotice error={error} />
      ) : null}
    </form>
  );
}
