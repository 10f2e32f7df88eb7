import { useRef, useState } from "react";
import type { ContentKind, ContentSummary, DrawSteelContent, StarterSetAdded } from "../../bindings";
import { EmptyState } from "../../components/empty-state";
import { ErrorNotice } from "../../components/error-notice";
import { count } from "../../format";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { plainKey, useShortcut } from "../../hooks/use-shortcut";
import { useQueryClient } from "@tanstack/react-query";
import { drawSteelKeys, useDrawSteelAddStarterSet, useDrawSteelContent, useDrawSteelContentList } from "./queries";
import { blankContent } from "./blank";
import { ContentEditor } from "./content-editor";
import { LibrarySharing } from "./library-sharing";
import { CONTENT_KIND_LABEL, CONTENT_KIND_PLURAL, CONTENT_KINDS } from "./labels";
import { draftKey, type DrawSteelState, type LibrarySelection } from "./state";

type LibraryProps = {
  state: DrawSteelState;
  onState: (update: (state: DrawSteelState) => DrawSteelState) => void;
  onOpenCharacter: (id: number) => void;
  onGoToEncounters: () => void;
};

/** The campaign's Draw Steel content: the list with search and kinds, and one piece's editor. */
export function Library({ state, onState, onOpenCharacter, onGoToEncounters }: LibraryProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const search = useDebouncedValue(state.search.trim(), 200);
  const all = useDrawSteelContentList({});
  const shown = useDrawSteelContentList({ kind: state.kind, search: search === "" ? null : search });
  const starter = useDrawSteelAddStarterSet();
  const [added, setAdded] = useState<StarterSetAdded | null>(null);

  useShortcut(plainKey("/"), () => searchRef.current?.focus());

  const select = (selection: LibrarySelection) => onState((s) => ({ ...s, selection }));
  const addStarter = () => starter.mutate(undefined, { onSuccess: (result) => setAdded(result) });
  const empty = all.isSuccess && all.data.length === 0;
  const counts = new Map<ContentKind, number>();
  for (const piece of all.data ?? []) counts.set(piece.kind, (counts.get(piece.kind) ?? 0) + 1);

  return (
    <div className="ds-library" data-testid="ds-library">
      {starter.isError ? <ErrorNotice error={starter.error} /> : null}
      {added ? <StarterResult result={added} onOpenCharacter={onOpenCharacter} onGoToEncounters={onGoToEncounters} onDismiss={() => setAdded(null)} /> : null}

      {empty && !added ? (
        <div className="empty-state empty-state-large ds-starter-panel" data-testid="ds-starter-empty">
          <p className="empty-title">The library is empty</p>
          <div className="empty-body">
            <p>
              Draw Steel heroes are built from the ancestries, classes and kits in this library, and fights are run with its monsters. Start from
              Tablekeep's own small starter set (3 ancestries, 4 classes, 3 kits, 8 abilities, 6 monsters and 4 premade heroes ready to fight), or
              author your own below.
            </p>
          </div>
          <button type="button" className="button button-primary" onClick={addStarter} disabled={starter.isPending} data-testid="ds-add-starter">
            {starter.isPending ? "Adding the starter set…" : "Add the starter set"}
          </button>
        </div>
      ) : null}

      <div className="split">
        <div className="list-column">
          <label className="visually-hidden" htmlFor="ds-library-search">
            Search the library
          </label>
          <input
            id="ds-library-search"
            ref={searchRef}
            className="input"
            type="search"
            placeholder="Search by name  ( / )"
            value={state.search}
            onChange={(event) => onState((s) => ({ ...s, search: event.target.value }))}
            aria-keyshortcuts="/"
            data-testid="ds-library-search"
          />
          <div className="ds-kind-filter" role="group" aria-label="Show">
            <button
              type="button"
              className={state.kind === null ? "segment segment-active" : "segment"}
              aria-pressed={state.kind === null}
              onClick={() => onState((s) => ({ ...s, kind: null }))}
              data-testid="ds-library-kind-all"
            >
              All <span className="ds-count">{all.data?.length ?? 0}</span>
            </button>
            {CONTENT_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className={state.kind === kind ? "segment segment-active" : "segment"}
                aria-pressed={state.kind === kind}
                onClick={() => onState((s) => ({ ...s, kind }))}
                data-testid={`ds-library-kind-${kind}`}
              >
                {CONTENT_KIND_PLURAL[kind]} <span className="ds-count">{counts.get(kind) ?? 0}</span>
              </button>
            ))}
          </div>
          <div className="ds-new-buttons" role="group" aria-label="New content">
            {CONTENT_KINDS.map((kind) => (
              <button key={kind} type="button" className="button" onClick={() => select({ mode: "new", kind })} data-testid={`ds-new-${kind}`}>
                + {CONTENT_KIND_LABEL[kind]}
              </button>
            ))}
          </div>
          {shown.isError ? <ErrorNotice error={shown.error} /> : null}
          <ContentList
            pieces={shown.data ?? []}
            loading={shown.isPending}
            filtered={state.kind !== null || search !== ""}
            selection={state.selection}
            drafts={state.drafts}
            onSelect={(id) => select({ mode: "edit", id })}
          />
          {!empty ? (
            <button type="button" className="button button-quiet" onClick={addStarter} disabled={starter.isPending} data-testid="ds-add-starter">
              {starter.isPending ? "Adding the starter set…" : "Add the starter set (adds only what is missing)"}
            </button>
          ) : null}
          <LibrarySharing empty={empty} />
        </div>
        <div className="pane ds-editor-pane">
          <EditorPane state={state} onState={onState} />
        </div>
      </div>
    </div>
  );
}

function ContentList({
  pieces,
  loading,
  filtered,
  selection,
  drafts,
  onSelect,
}: {
  pieces: readonly ContentSummary[];
  loading: boolean;
  filtered: boolean;
  selection: LibrarySelection;
  drafts: Record<string, DrawSteelContent>;
  onSelect: (id: number) => void;
}) {
  if (loading) return <p className="muted">Loading the library…</p>;
  if (pieces.length === 0) {
    return <p className="muted">{filtered ? "Nothing matches." : "Nothing in the library yet."}</p>;
  }
  return (
    <ul className="character-list ds-content-list" data-testid="ds-content-list" aria-label="Library">
      {pieces.map((piece) => {
        const selected = selection.mode === "edit" && selection.id === piece.id;
        return (
          <li key={piece.id} className="character-row">
            <button
              type="button"
              className="row-button ds-content-row"
              aria-current={selected ? "true" : undefined}
              onClick={() => onSelect(piece.id)}
              data-testid="ds-content-row"
              data-id={piece.id}
              data-kind={piece.kind}
            >
              <span className="row-name">
                {piece.name}
                {drafts[`id:${piece.id}`] ? <span className="badge badge-warning ds-unsaved">unsaved</span> : null}
              </span>
              <span className="badge badge-quiet">{CONTENT_KIND_LABEL[piece.kind]}</span>
              <span className="ds-row-summary" data-testid="ds-content-summary">
                {piece.summary}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function EditorPane({ state, onState }: { state: DrawSteelState; onState: LibraryProps["onState"] }) {
  const client = useQueryClient();
  const selection = state.selection;
  const key = draftKey(selection);
  const stored = useDrawSteelContent(selection.mode === "edit" ? selection.id : null);
  const [savedId, setSavedId] = useState<number | null>(null);

  if (selection.mode === "none" || key === null) {
    return (
      <EmptyState title="Pick a piece, or make a new one">
        <p>Abilities, monsters, ancestries, classes and kits are all edited here; the rules check each as you type.</p>
      </EmptyState>
    );
  }

  const dropDraft = (s: DrawSteelState) => {
    const { [key]: _dropped, ...rest } = s.drafts;
    return rest;
  };
  const original = selection.mode === "edit" ? stored.data?.content : undefined;
  const setDraft = (content: DrawSteelContent) => {
    setSavedId(null);
    onState((s) =>
      // Typing back to what is stored leaves nothing unsaved.
      original && JSON.stringify(original) === JSON.stringify(content) ? { ...s, drafts: dropDraft(s) } : { ...s, drafts: { ...s.drafts, [key]: content } },
    );
  };

  let draft: DrawSteelContent;
  if (key in state.drafts) {
    draft = state.drafts[key]!;
  } else if (selection.mode === "new") {
    draft = blankContent(selection.kind);
  } else if (stored.isPending) {
    return <p className="muted">Loading…</p>;
  } else if (stored.isError) {
    return <ErrorNotice error={stored.error} />;
  } else {
    draft = stored.data!.content;
  }

  return (
    <ContentEditor
      key={key}
      id={selection.mode === "edit" ? selection.id : null}
      draft={draft}
      onDraft={setDraft}
      dirty={key in state.drafts}
      saved={selection.mode === "edit" && savedId === selection.id}
      onSaved={(view) => {
        setSavedId(view.id);
        // Show what was stored at once; the refresh that follows changes nothing.
        client.setQueryData(drawSteelKeys.content(view.id), view);
        onState((s) => ({ ...s, drafts: dropDraft(s), selection: { mode: "edit", id: view.id } }));
      }}
      onDeleted={() => onState((s) => ({ ...s, drafts: dropDraft(s), selection: { mode: "none" } }))}
      onDiscard={() => onState((s) => ({ ...s, drafts: dropDraft(s), selection: selection.mode === "new" ? { mode: "none" } : selection }))}
    />
  );
}

/** What the starter set added, and where to go next. */
function StarterResult({
  result,
  onOpenCharacter,
  onGoToEncounters,
  onDismiss,
}: {
  result: StarterSetAdded;
  onOpenCharacter: (id: number) => void;
  onGoToEncounters: () => void;
  onDismiss: () => void;
}) {
  const byKind = CONTENT_KINDS.map((kind) => [kind, result.added.filter((piece) => piece.kind === kind).length] as const).filter(([, n]) => n > 0);
  return (
    <div className="notice notice-info ds-starter-result" role="status" data-testid="ds-starter-result">
      <strong className="notice-title">
        {result.added.length === 0 && result.heroes.length === 0 ? "The starter set was already here" : "The starter set is in"}
      </strong>
      {result.added.length > 0 ? (
        <p>
          Added {count(result.added.length, "piece")} to the library:{" "}
          {byKind.map(([kind, n]) => `${n} ${n === 1 ? CONTENT_KIND_LABEL[kind].toLowerCase() : CONTENT_KIND_PLURAL[kind].toLowerCase()}`).join(", ")}.
        </p>
      ) : null}
      {result.kept.length > 0 ? <p>Kept {count(result.kept.length, "piece")} the library already had under the same name.</p> : null}
      {result.heroes.length > 0 ? (
        <div>
          <p>Created {count(result.heroes.length, "premade hero", "premade heroes")}, player characters ready to fight:</p>
          <ul className="inline-list ds-starter-heroes">
            {result.heroes.map((hero) => (
              <li key={hero.characterId}>
                <button type="button" className="link-button" onClick={() => onOpenCharacter(hero.characterId)} data-testid={`ds-open-hero-${hero.characterId}`}>
                  {hero.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.skippedHeroes.length > 0 ? (
        <ul className="ds-skipped">
          {result.skippedHeroes.map((hero) => (
            <li key={hero.name}>
              {hero.name} was not created: {hero.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onGoToEncounters} data-testid="ds-go-encounters">
          Set up a fight on the Encounters page
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
