import { useRef, useState } from "react";
import type { CharacterKind, ImportedCharacter } from "../bindings";
import { EmptyState } from "../components/empty-state";
import { ErrorNotice } from "../components/error-notice";
import { usePlatform } from "../platform";
import { useImportCharacter } from "../queries";
import { PlacedPieces, SHARED_FILE_KINDS } from "../shared/sharing";
import { plainKey, useShortcut } from "../hooks/use-shortcut";
import { CharacterDetail } from "./character-detail";
import { CharacterForm } from "./character-form";
import { CharacterList } from "./character-list";
import { QUICK_NPC_SYSTEM, systemUi } from "../systems/registry";

/** The quick NPC form of the system that makes quick NPCs, if any. */
const QuickNpcForm = QUICK_NPC_SYSTEM ? systemUi(QUICK_NPC_SYSTEM)?.character.QuickNpc : undefined;

/** What the right-hand pane of a character page shows. */
export type CharacterPane =
  | { mode: "none" }
  | { mode: "new" }
  | { mode: "quick" }
  | { mode: "detail"; id: number }
  | { mode: "edit"; id: number };

const COPY: Record<CharacterKind, { title: string; lead: string; newLabel: string }> = {
  pc: {
    title: "Characters",
    lead: "The player characters of this campaign, whatever system they are built for.",
    newLabel: "New character",
  },
  npc: {
    title: "NPCs",
    lead: "Everyone the party meets: allies, villains, shopkeepers and passing strangers.",
    newLabel: "New NPC",
  },
};

type CharactersPageProps = {
  kind: CharacterKind;
  pane: CharacterPane;
  onPane: (pane: CharacterPane) => void;
  /** Shows a character on the page of its kind (a save can move it to the other page). */
  onOpenCharacter: (kind: CharacterKind, id: number) => void;
};

/** Player characters or NPCs: the filtered list on the left, one sheet or form on the right. */
export function CharactersPage({ kind, pane, onPane, onOpenCharacter }: CharactersPageProps) {
  const copy = COPY[kind];
  const searchRef = useRef<HTMLInputElement>(null);

  useShortcut(plainKey("/"), () => searchRef.current?.focus());
  useShortcut(plainKey("n"), () => onPane({ mode: "new" }));

  const platform = usePlatform();
  const imported = useImportCharacter();
  const [choosing, setChoosing] = useState(false);
  const [arrived, setArrived] = useState<ImportedCharacter | null>(null);

  const importCharacter = async () => {
    setChoosing(true);
    setArrived(null);
    try {
      const path = await platform.chooseOpenFile({ title: "Import a character another GM shared", kinds: SHARED_FILE_KINDS });
      if (path)
        imported.mutate(
          { path },
          {
            onSuccess: (result) => {
              setArrived(result);
              onOpenCharacter(result.character.kind, result.character.id);
            },
          },
        );
    } finally {
      setChoosing(false);
    }
  };

  const selectedId = pane.mode === "detail" || pane.mode === "edit" ? pane.id : null;
  return (
    <section className="page" aria-labelledby="characters-heading">
      <div className="page-head">
        <div>
          <h2 id="characters-heading" className="page-title">
            {copy.title}
          </h2>
          <p className="lead">{copy.lead}</p>
        </div>
        <div className="page-actions">
          <button
            type="button"
            className="button"
            onClick={() => void importCharacter()}
            disabled={choosing || imported.isPending}
            title="Add a character another GM exported, as a new character of this campaign."
            data-testid="import-character"
          >
            {imported.isPending ? "Importing…" : "Import a character…"}
          </button>
          {kind === "npc" && QuickNpcForm ? (
            <button type="button" className="button" onClick={() => onPane({ mode: "quick" })} data-testid="quick-npc">
              Quick NPC
            </button>
          ) : null}
          <button
            type="button"
            className="button button-primary"
            onClick={() => onPane({ mode: "new" })}
            data-testid="new-character"
            aria-keyshortcuts="N"
          >
            {copy.newLabel}
          </button>
        </div>
      </div>
      {imported.isError ? <ErrorNotice error={imported.error} /> : null}
      {arrived ? (
        <div className="notice notice-info" role="status" data-testid="character-imported">
          <p>
            {arrived.character.name} joined this campaign as a new {arrived.character.kind === "pc" ? "player character" : "NPC"}, with their
            history{arrived.content.length > 0 ? " and the content they use:" : "."}
          </p>
          <PlacedPieces pieces={arrived.content} />
          <button type="button" className="button button-quiet" onClick={() => setArrived(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
      <div className="split">
        <CharacterList
          kind={kind}
          selectedId={selectedId}
          onSelect={(id) => onPane({ mode: "detail", id })}
          onCreate={() => onPane({ mode: "new" })}
          searchRef={searchRef}
        />
        <div className="pane">
          {pane.mode === "none" ? (
            <EmptyState title={kind === "pc" ? "No character selected" : "No NPC selected"}>
              <p>
                Pick one from the list to read their sheet, or press <kbd>N</kbd> to add one. <kbd>/</kbd> jumps to the search box.
              </p>
            </EmptyState>
          ) : null}
          {pane.mode === "new" ? (
            <CharacterForm
              key="new"
              mode={{ kind: "create", defaultKind: kind }}
              onSaved={(saved) => onOpenCharacter(saved.kind, saved.id)}
              onCancel={() => onPane({ mode: "none" })}
            />
          ) : null}
          {pane.mode === "quick" && QuickNpcForm ? (
            <QuickNpcForm key="quick" onSaved={(saved) => onOpenCharacter(saved.kind, saved.id)} onCancel={() => onPane({ mode: "none" })} />
          ) : null}
          {pane.mode === "detail" ? (
            <CharacterDetail
              key={pane.id}
              id={pane.id}
              onEdit={() => onPane({ mode: "edit", id: pane.id })}
              onClose={() => onPane({ mode: "none" })}
            />
          ) : null}
          {pane.mode === "edit" ? (
            <CharacterForm
              key={`edit-${pane.id}`}
              mode={{ kind: "edit", id: pane.id }}
              onSaved={(saved) => onOpenCharacter(saved.kind, saved.id)}
              onCancel={() => onPane({ mode: "detail", id: pane.id })}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
