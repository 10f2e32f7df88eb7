import { useId, useState, type FormEvent } from "react";
import type { CharacterSummary } from "../../../bindings";
import { PlanDifficulty } from "../../../encounters/difficulty";
import { PrepName, usePrepSave, WholePartyButtons } from "../../../encounters/prep";
import { useCharacterList } from "../../../queries";
import { SIDE_LABEL } from "./battle-labels";
import { GridEditor } from "./grid-editor";
import type { EncounterView, FatedHandParticipant, Grid, Side } from "./types";
import { planOf, taggedPlan } from "./view";

type PrepEditorProps = {
  /** The saved encounter, or null for a new one. */
  view: EncounterView | null;
  onSaved: (view: EncounterView) => void;
  onQuickNpc?: () => void;
};

/** Preparing an encounter: its name, who takes part on which side, and an optional grid. */
export function PrepEditor({ view, onSaved, onQuickNpc }: PrepEditorProps) {
  const characters = useCharacterList({ system: "fated_hand" });
  const prep = usePrepSave(view, onSaved);
  const { busy, participantsError, gridError, rowError } = prep;
  const [participants, setParticipants] = useState<FatedHandParticipant[]>((view && planOf(view)?.participants) ?? []);
  const [grid, setGrid] = useState<Grid | null>((view && planOf(view)?.grid) ?? null);
  const [placing, setPlacing] = useState<number | null>(null);
  const id = useId();
  const byId = new Map((characters.data ?? []).map((c) => [c.id, c]));

  const joining = (c: CharacterSummary): FatedHandParticipant => ({ characterId: c.id, side: c.kind === "pc" ? "party" : "foes", engineDeck: c.kind === "npc", position: null });
  const add = (c: CharacterSummary) => setParticipants([...participants, joining(c)]);
  const addAll = (ids: number[]) =>
    setParticipants([...participants, ...ids.flatMap((characterId) => (byId.has(characterId) ? [{ ...joining(byId.get(characterId)!), side: "party" as const }] : []))]);
  const change = (index: number, patch: Partial<FatedHandParticipant>) => setParticipants(participants.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const remove = (index: number) => {
    setParticipants(participants.filter((_, i) => i !== index));
    setPlacing(null);
  };

  const save = (launch: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (prep.named()) prep.save(taggedPlan({ participants, grid }), { launch });
  };

  const available = (characters.data ?? []).filter((c) => c.kind === "npc" || !participants.some((p) => p.characterId === c.id));

  return (
    <form className="prep-editor" onSubmit={save(false)} noValidate aria-label="Prepare the encounter" data-testid="encounter-prep">
      <PrepName prep={prep} id={id} example="Ambush at the ford" testId="encounter-name" rows={participants.length} />
      <PlanDifficulty id={view?.id ?? null} plan={taggedPlan({ participants, grid })} />

      <div className="prep-columns">
        <section className="gm-panel" aria-labelledby={`${id}-roster`}>
          <h3 id={`${id}-roster`} className="section-title">
            Fated Hand characters
          </h3>
          {characters.data && characters.data.length === 0 ? <p className="muted">No Fated Hand characters yet: create some on the Characters and NPCs pages.</p> : null}
          <ul className="prep-roster">
            {available.map((c) => (
              <li key={c.id} className="prep-roster-item">
                <span>
                  {c.name} <span className="muted">· {c.kind === "pc" ? "PC" : "NPC"}</span>
                </span>
                <button type="button" className="button" onClick={() => add(c)} data-testid={`participant-add-${c.id}`}>
                  Add
                </button>
              </li>
            ))}
          </ul>
          <WholePartyButtons system="fated_hand" present={new Set(participants.map((p) => p.characterId))} onAdd={addAll} />
          {onQuickNpc ? (
            <button type="button" className="link-button" onClick={onQuickNpc} data-testid="encounter-quick-npc">
              Make a quick NPC…
            </button>
          ) : null}
        </section>

        <section className="gm-panel" aria-labelledby={`${id}-participants`}>
          <h3 id={`${id}-participants`} className="section-title">
            Participants ({participants.length})
          </h3>
          {participantsError ? (
            <p className="field-error" role="alert">
              {participantsError}
            </p>
          ) : null}
          {participants.length === 0 ? <p className="muted">Add the party and their foes from the list.</p> : null}
          <ol className="prep-participants" data-testid="participant-list">
            {participants.map((p, index) => {
              const c = byId.get(p.characterId);
              const error = rowError(index);
              return (
                <li key={index} className={error ? "prep-participant field-invalid" : "prep-participant"} data-testid={`participant-${index}`}>
                  <span className="prep-participant-name">{c?.name ?? `Character ${p.characterId}`}</span>
                  <select className="select" aria-label="Side" value={p.side} onChange={(e) => change(index, { side: e.target.value as Side })} data-testid={`participant-side-${index}`}>
                    {(["party", "foes"] as const).map((side) => (
                      <option key={side} value={side}>
                        {SIDE_LABEL[side]}
                      </option>
                    ))}
                  </select>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={p.engineDeck ?? c?.kind === "npc"}
                      onChange={(e) => change(index, { engineDeck: e.target.checked })}
                      data-testid={`participant-engine-${index}`}
                    />{" "}
                    Engine deals cards
                  </label>
                  {grid ? (
                    <button
                      type="button"
                      className={placing === index ? "button button-primary" : "button"}
                      onClick={() => setPlacing(placing === index ? null : index)}
                      data-testid={`participant-place-${index}`}
                    >
                      {p.position ? `At (${p.position.x}, ${p.position.y})` : "Place on grid"}
                    </button>
                  ) : null}
                  <button type="button" className="button button-quiet" onClick={() => remove(index)} data-testid={`participant-remove-${index}`}>
                    Remove
                  </button>
                  {error ? (
                    <p className="field-error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      </div>

      <GridEditor
        grid={grid}
        onGrid={setGrid}
        error={gridError}
        participants={participants}
        names={(p) => byId.get(p.characterId)?.name ?? "?"}
        placing={placing}
        onPlace={(tile) => {
          if (placing === null) return;
          setParticipants(participants.map((p, i) => (i === placing ? { ...p, position: tile } : p.position && p.position.x === tile.x && p.position.y === tile.y ? { ...p, position: null } : p)));
          setPlacing(null);
        }}
      />

      <div className="form-actions">
        <button type="submit" className="button" disabled={busy} data-testid="encounter-save">
          {prep.saving ? "Saving…" : "Save"}
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => save(true)()} data-testid="encounter-launch">
          {prep.launching ? "Launching…" : "Save and launch"}
        </button>
      </div>
    </form>
  );
}
