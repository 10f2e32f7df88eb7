import { Suspense, useState } from "react";
import type { CharacterView } from "../bindings";
import { ConfirmButton } from "../components/confirm-button";
import { ErrorNotice } from "../components/error-notice";
import { TagChips } from "../components/tag-chips";
import { isKind } from "../errors";
import { formatDate, KIND_LABELS, systemName } from "../format";
import { usePlatform } from "../platform";
import { useCharacter, useDeleteCharacter, useExportCharacter, useSystems, useUndoCharacterEdit } from "../queries";
import { SHARED_FILE_KINDS, sharedFileName } from "../shared/sharing";
import { systemUi } from "../systems/registry";

type CharacterDetailProps = {
  id: number;
  onEdit: () => void;
  onClose: () => void;
};

/** One character's sheet: what the GM wrote about them, their tags and parties. */
export function CharacterDetail({ id, onEdit, onClose }: CharacterDetailProps) {
  const character = useCharacter(id);

  if (character.isPending) {
    return <p className="muted">Loading the character…</p>;
  }
  if (character.isError) {
    return (
      <ErrorNotice error={character.error}>
        {isKind(character.error, "notFound") ? (
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        ) : null}
      </ErrorNotice>
    );
  }
  return <Sheet character={character.data} onEdit={onEdit} onClose={onClose} />;
}

function Sheet({ character, onEdit, onClose }: { character: CharacterView; onEdit: () => void; onClose: () => void }) {
  const systems = useSystems();
  const undo = useUndoCharacterEdit();
  const remove = useDeleteCharacter();
  const screens = systemUi(character.system)?.character;
  const platform = usePlatform();
  const exported = useExportCharacter();
  const [choosing, setChoosing] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);

  // The system's save dialog asks before replacing a file, so the export may replace the one chosen.
  const share = async () => {
    setChoosing(true);
    setSavedTo(null);
    try {
      const path = await platform.chooseSaveFile({
        title: `Share ${character.name} with another GM`,
        defaultName: sharedFileName(character.name, "character"),
        kinds: SHARED_FILE_KINDS,
      });
      if (path) exported.mutate({ id: character.id, path, overwrite: true }, { onSuccess: () => setSavedTo(path) });
    } finally {
      setChoosing(false);
    }
  };

  return (
    <article className="character-detail" aria-labelledby="character-detail-name" data-testid="character-detail">
      <header className="detail-head">
        <div>
          <h3 id="character-detail-name" className="pane-title">
            {character.name}
          </h3>
          <p className="detail-sub">
            {KIND_LABELS[character.kind]} · {systemName(systems.data, character.system)}
          </p>
        </div>
        <div className="detail-actions">
          <button type="button" className="button" onClick={onEdit} data-testid="edit-character">
            Edit
          </button>
          <button
            type="button"
            className="button"
            onClick={() => undo.mutate({ id: character.id })}
            disabled={!character.canUndo || undo.isPending}
            title={character.canUndo ? `Go back to revision ${character.revision - 1}` : "Nothing to undo: this is the character as first created."}
            data-testid="undo-character"
          >
            {undo.isPending ? "Undoing…" : "Undo last edit"}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void share()}
            disabled={choosing || exported.isPending}
            title="Save this character to a file another GM can import: build, history and the content it uses."
            data-testid="export-character"
          >
            {exported.isPending ? "Exporting…" : "Export…"}
          </button>
          <ConfirmButton
            label="Delete"
            question={
              <>
                Delete <strong>{character.name}</strong> with their history and party places? This cannot be undone.
              </>
            }
            confirmLabel={`Delete ${character.name}`}
            busy={remove.isPending}
            onConfirm={() => remove.mutate({ id: character.id }, { onSuccess: onClose })}
            testId="delete-character"
          />
        </div>
      </header>

      {undo.isError ? <ErrorNotice error={undo.error} /> : null}
      {exported.isError ? <ErrorNotice error={exported.error} /> : null}
      {savedTo ? (
        <p className="notice notice-info" role="status" data-testid="character-exported">
          Saved {character.name} to {savedTo}. Another GM adds them to a campaign with “Import a character…” on the Characters or NPCs
          page; their parties and sessions stay here.
        </p>
      ) : null}
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}

      {screens ? (
        <Suspense fallback={<p className="muted">{screens.loading}</p>}>
          <screens.Panel character={character} />
        </Suspense>
      ) : null}

      <section className="detail-section" aria-label="Tags">
        <h4 className="section-title">Tags</h4>
        {character.tags.length > 0 ? <TagChips tags={character.tags} /> : <p className="muted">No tags.</p>}
      </section>

      {character.kind === "pc" ? (
        <section className="detail-section" aria-label="Parties">
          <h4 className="section-title">Parties</h4>
          {character.parties.length > 0 ? (
            <ul className="inline-list">
              {character.parties.map((party) => (
                <li key={party.id}>{party.name}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">In no party yet; add them from the Party page.</p>
          )}
        </section>
      ) : null}

      <section className="detail-section" aria-label="Notes">
        <h4 className="section-title">Notes</h4>
        {character.notes.trim() !== "" ? (
          <div className="notes">{character.notes}</div>
        ) : (
          <p className="muted">No notes yet. Use Edit to write down motives, secrets and debts.</p>
        )}
      </section>

      <dl className="meta">
        <dt>Revision</dt>
        <dd>{character.revision}</dd>
        <dt>Created</dt>
        <dd>{formatDate(character.createdAt)}</dd>
        <dt>Last changed</dt>
        <dd>{formatDate(character.updatedAt)}</dd>
      </dl>
    </article>
  );
}
