import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { Ability, ContentError, ContentView, DrawSteelContent } from "../../bindings";
import { ConfirmButton } from "../../components/confirm-button";
import { ErrorNotice } from "../../components/error-notice";
import { RuleCitation } from "../../shared/rule-citation";
import { useDrawSteelCheck, useDrawSteelDeleteContent, useDrawSteelSaveContent } from "./queries";
import { AbilityEditor } from "./ability-editor";
import { DsField, ErrorsProvider } from "./form";
import { CONTENT_KIND_LABEL } from "./labels";
import { AncestryEditor, ClassEditor, KitEditor, MonsterEditor } from "./piece-editors";
import { ExportPieceButton } from "./library-sharing";

/** How long the form waits after the last keystroke before asking the engine. */
const CHECK_DELAY_MS = 300;

/**
 * The engine's problems with `content`, asked once the GM pauses typing. `flush` asks at once
 * (after a refused save, so the fields show why).
 */
export function useLiveCheck(content: DrawSteelContent | null) {
  const [checked, setChecked] = useState(content);
  useEffect(() => {
    const timer = window.setTimeout(() => setChecked(content), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [content]);
  const query = useDrawSteelCheck(checked);
  return {
    errors: query.data ?? ([] as ContentError[]),
    pending: checked !== content || query.isFetching,
    failure: query.error,
    flush: () => setChecked(content),
  };
}

type ContentEditorProps = {
  /** The stored piece being edited; null for a new one. */
  id: number | null;
  draft: DrawSteelContent;
  onDraft: (content: DrawSteelContent) => void;
  /** The draft differs from what is stored (or is new). */
  dirty: boolean;
  /** It was just saved (say so until the next change). */
  saved?: boolean;
  onSaved: (view: ContentView) => void;
  onDeleted: () => void;
  /** Drops the unsaved changes (back to the stored piece, or closes a new one). */
  onDiscard: () => void;
};

/**
 * One piece of the library: its name, its kind's editor, the engine's live check with every
 * problem on its field, and save. A refused save changes nothing and keeps the draft.
 */
export function ContentEditor({ id, draft, onDraft, dirty, saved = false, onSaved, onDeleted, onDiscard }: ContentEditorProps) {
  const save = useDrawSteelSaveContent();
  const remove = useDrawSteelDeleteContent();
  const check = useLiveCheck(draft);
  const root = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const kind = draft.kind;
  const label = CONTENT_KIND_LABEL[kind];
  const name = draft.data.name.trim();

  // A fresh form is not wrong yet: its problems show once the GM has typed or tried to save.
  const fresh = id === null && !dirty && !save.isError;
  const errors = fresh ? [] : check.errors;

  const setName = (value: string) => onDraft({ ...draft, data: { ...draft.data, name: value } } as DrawSteelContent);

  const submit = () => {
    save.mutate(
      { id, content: draft },
      {
        onSuccess: (view) => onSaved(view),
        onError: () => check.flush(),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && (event.key === "s" || event.key === "Enter")) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      ref={root}
      className="ds-content-editor"
      aria-labelledby={titleId}
      data-testid="ds-content-editor"
      data-kind={kind}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={onKeyDown}
    >
      <header className="detail-head">
        <div>
          <h3 id={titleId} className="pane-title">
            {id === null ? `New ${label.toLowerCase()}` : name || `Unnamed ${label.toLowerCase()}`}
          </h3>
          <p className="detail-sub">
            {label}
            {dirty ? <span className="badge badge-warning ds-unsaved">unsaved changes</span> : null}
          </p>
        </div>
        <div className="detail-actions">
          {id !== null ? <ExportPieceButton id={id} name={name || label} /> : null}
          {id !== null ? (
            <ConfirmButton
              label="Delete"
              question={
                <>
                  Delete <strong>{name || "this piece"}</strong> from the library? Heroes built on it will need rebuilding.
                </>
              }
              confirmLabel={`Delete ${name || label.toLowerCase()}`}
              busy={remove.isPending}
              onConfirm={() => remove.mutate({ id }, { onSuccess: onDeleted })}
              testId="ds-delete-content"
            />
          ) : null}
        </div>
      </header>

      {remove.isError ? <ErrorNotice error={remove.error} /> : null}

      <ErrorsProvider errors={errors}>
        <DsField name="name" label="Name">
          {(control) => (
            <input
              {...control}
              data-testid="ds-content-name"
              className="input ds-name-input"
              value={draft.data.name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
              autoFocus={id === null}
            />
          )}
        </DsField>

        <KindEditor draft={draft} onDraft={onDraft} />

        <footer className="ds-editor-foot">
          {save.isError ? <ErrorNotice error={save.error} /> : null}
          {saved && !dirty ? (
            <p className="notice notice-info ds-saved" role="status" data-testid="ds-content-saved">
              Saved {name || "it"} to the library.
            </p>
          ) : null}
          {check.failure ? <ErrorNotice error={check.failure} /> : null}
          <CheckStatus errors={errors} pending={check.pending} fresh={fresh} root={root} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={save.isPending} data-testid="ds-save-content" aria-keyshortcuts="Control+S">
              {save.isPending ? "Saving…" : id === null ? `Save ${label.toLowerCase()}` : "Save changes"}
            </button>
            {dirty ? (
              <button type="button" className="button" onClick={onDiscard} disabled={save.isPending} data-testid="ds-discard-content">
                {id === null ? "Cancel" : "Discard changes"}
              </button>
            ) : null}
          </div>
        </footer>
      </ErrorsProvider>
    </form>
  );
}

function KindEditor({ draft, onDraft }: { draft: DrawSteelContent; onDraft: (content: DrawSteelContent) => void }) {
  switch (draft.kind) {
    case "ability":
      return <AbilityEditor value={draft.data} showName={false} onChange={(data: Ability) => onDraft({ kind: "ability", data })} />;
    case "monster":
      return <MonsterEditor value={draft.data} onChange={(data) => onDraft({ kind: "monster", data })} />;
    case "ancestry":
      return <AncestryEditor value={draft.data} onChange={(data) => onDraft({ kind: "ancestry", data })} />;
    case "class":
      return <ClassEditor value={draft.data} onChange={(data) => onDraft({ kind: "class", data })} />;
    case "kit":
      return <KitEditor value={draft.data} onChange={(data) => onDraft({ kind: "kit", data })} />;
  }
}

/** The check's verdict, and every problem as a link to its field. */
function CheckStatus({
  errors,
  pending,
  fresh,
  root,
}: {
  errors: readonly ContentError[];
  pending: boolean;
  fresh: boolean;
  root: RefObject<HTMLFormElement | null>;
}) {
  const focus = (field: string) => {
    // The field itself, or the nearest enclosing part the form shows (a folded ability).
    let path = field;
    for (;;) {
      const target = root.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
      if (target) {
        const control = target.matches("input, select, textarea, button") ? target : target.querySelector<HTMLElement>("input, select, textarea, button");
        (control ?? target).focus();
        target.scrollIntoView?.({ block: "center", behavior: "smooth" });
        return;
      }
      const cut = Math.max(path.lastIndexOf("."), path.lastIndexOf("["));
      if (cut <= 0) return;
      path = path.slice(0, cut);
    }
  };
  return (
    <div className="ds-check-status" aria-live="polite">
      <p
        className={fresh || pending ? "ds-status" : errors.length > 0 ? "ds-status ds-status-bad" : "ds-status ds-status-good"}
        data-testid="ds-content-status"
      >
        {fresh
          ? "Fill it in: the rules check it as you type."
          : pending
          ? "Checking with the rules…"
          : errors.length === 0
            ? "The rules accept it."
            : `${errors.length === 1 ? "1 problem" : `${errors.length} problems`} to fix before it can be saved.`}
      </p>
      {errors.length > 0 ? (
        <ul className="ds-problems" data-testid="ds-content-errors">
          {errors.map((error, index) => (
            <li key={index}>
              <button type="button" className="link-button ds-problem-field" onClick={() => focus(error.field)}>
                {error.field}
              </button>{" "}
              {error.message}
              {error.rule ? (
                <>
                  {" "}
                  (<RuleCitation rule={error.rule} />)
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
