import { useId, useState, type FormEvent } from "react";
import { PrepName, usePrepSave, WholePartyButtons } from "../../../encounters/prep";
import { fieldMessage } from "../../../errors";
import { useCharacterList } from "../../../queries";
import type { PrepEditorProps } from "../../system-ui";
import { sideLabel } from "./labels";
import type { Participant } from "./types";
import { planOf, taggedPlan } from "./view";
import "../styles/opposition.css";

/** A whole number typed into a field, or null while it is empty or not a number. */
function wholeNumber(text: string): number | null {
  const n = Number(text);
  return text.trim() !== "" && Number.isInteger(n) ? n : null;
}

/**
 * Preparing an Opposition: campaign characters on the party's side or their foes' (a player
 * character once, an NPC or monster as often as the GM likes, numbered), squads of Extras typed
 * here, Wildcards each holds, then launch on a shuffled shoe.
 */
export function BastardsPrepEditor({ view, onSaved }: PrepEditorProps) {
  const characters = useCharacterList({ system: "game_of_bastards" });
  const prep = usePrepSave(view, onSaved);
  const plan = view ? planOf(view) : null;
  const [participants, setParticipants] = useState<Participant[]>(plan?.participants ?? []);
  const [seed, setSeed] = useState("");
  const [pick, setPick] = useState("");
  const [squad, setSquad] = useState({ name: "", members: "3", power: "1" });
  const [shapeError, setShapeError] = useState<string | null>(null);
  const id = useId();

  const byId = new Map((characters.data ?? []).map((c) => [c.id, c]));
  const offer = (characters.data ?? []).filter((c) => c.kind === "npc" || !participants.some((p) => p.characterId === c.id));
  const chosen = offer.find((c) => String(c.id) === pick) ?? offer[0];
  const change = (index: number, patch: Partial<Participant>) => setParticipants(participants.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const nameOf = (index: number) => {
    const p = participants[index];
    if (!p) return "?";
    if (p.squad) return `${p.squad.name} (squad of ${p.squad.members}, Power Rating ${p.squad.power})`;
    const base = byId.get(p.characterId ?? -1)?.name ?? `Character ${p.characterId}`;
    const same = participants.filter((q) => q.characterId === p.characterId);
    if (same.length < 2) return base;
    return `${base} ${participants.slice(0, index + 1).filter((q) => q.characterId === p.characterId).length}`;
  };

  const addSquad = () => {
    const members = wholeNumber(squad.members);
    const power = wholeNumber(squad.power);
    if (!squad.name.trim() || members === null || power === null) {
      setShapeError("A squad needs a name, its members (1 to 5) and its Power Rating.");
      return;
    }
    setShapeError(null);
    setParticipants([...participants, { squad: { name: squad.name.trim(), members, power }, side: 1 }]);
    setSquad({ name: "", members: "3", power: "1" });
  };

  const save = (launch: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!prep.named()) return;
    const seedValue = seed.trim() === "" ? null : wholeNumber(seed);
    if (seed.trim() !== "" && (seedValue === null || seedValue < 0)) {
      setShapeError("The shuffle number is a whole number, 0 or more (leave it empty for a fresh shuffle).");
      return;
    }
    setShapeError(null);
    prep.save(taggedPlan({ participants }), { launch, seed: seedValue });
  };

  const rowError = (index: number) =>
    prep.rowError(index) ??
    ["characterId", "side", "wildcards", "pools", "squad.members", "squad.power", "squad.weaponBonus", "squad.name"]
      .map((f) => fieldMessage(prep.failure, `plan.participants[${index}].${f}`))
      .find(Boolean) ??
    null;

  return (
    <form className="prep-editor gob-prep" onSubmit={save(false)} noValidate aria-label="Prepare the Opposition" data-testid="gob-prep">
      <PrepName prep={prep} id={id} example="Ambush at the ford" testId="gob-name" rows={participants.length} />
      <div className="prep-columns">
        <section className="gm-panel" aria-labelledby={`${id}-roster`}>
          <h3 id={`${id}-roster`} className="section-title">
            Characters, NPCs and monsters
          </h3>
          <div className="inline-form">
            <label className="field-label" htmlFor={`${id}-pick`}>
              Character
            </label>
            <select id={`${id}-pick`} className="select" value={chosen ? String(chosen.id) : ""} onChange={(e) => setPick(e.target.value)} disabled={offer.length === 0} data-testid="gob-pick">
              {offer.length === 0 ? <option value="">{characters.data?.length ? "Every character is in" : "No Game of Bastards characters yet"}</option> : null}
              {offer.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                  {c.kind === "npc" ? " (NPC)" : ""}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              disabled={!chosen}
              onClick={() => chosen && setParticipants([...participants, { characterId: chosen.id, side: chosen.kind === "npc" ? 1 : 0 }])}
              data-testid="gob-add"
            >
              Add
            </button>
          </div>
          <WholePartyButtons
            system="game_of_bastards"
            present={new Set(participants.flatMap((p) => (p.characterId != null ? [p.characterId] : [])))}
            onAdd={(ids) => setParticipants([...participants, ...ids.map((characterId): Participant => ({ characterId, side: 0 }))])}
          />
          <h4 className="section-title">A squad of Extras</h4>
          <div className="inline-form">
            <input className="input" aria-label="Squad name" placeholder="Bandits" value={squad.name} onChange={(e) => setSquad({ ...squad, name: e.target.value })} data-testid="gob-squad-name" />
            <label className="check">
              Members
              <input className="input input-narrow" type="number" min={1} max={5} value={squad.members} onChange={(e) => setSquad({ ...squad, members: e.target.value })} data-testid="gob-squad-members" />
            </label>
            <label className="check">
              Power Rating
              <input className="input input-narrow" type="number" min={1} value={squad.power} onChange={(e) => setSquad({ ...squad, power: e.target.value })} data-testid="gob-squad-power" />
            </label>
            <button type="button" className="button" onClick={addSquad} data-testid="gob-add-squad">
              Add squad
            </button>
          </div>
          <p className="muted">Squads hold up to five Extras; their members cap their hand and their Power Rating is their every skill («Henchmen (Extras)»).</p>
        </section>

        <section className="gm-panel" aria-labelledby={`${id}-participants`}>
          <h3 id={`${id}-participants`} className="section-title">
            Participants ({participants.length})
          </h3>
          {prep.participantsError ? (
            <p className="field-error" role="alert">
              {prep.participantsError}
            </p>
          ) : null}
          <ol className="prep-participants" data-testid="gob-participants">
            {participants.map((p, index) => {
              const error = rowError(index);
              return (
                <li key={index} className={error ? "prep-participant field-invalid" : "prep-participant"} data-testid={`gob-participant-${index}`}>
                  <span className="prep-participant-name">{nameOf(index)}</span>
                  <select className="select" aria-label={`${nameOf(index)}'s side`} value={p.side} onChange={(e) => change(index, { side: Number(e.target.value) })} data-testid={`gob-side-${index}`}>
                    {[0, 1].map((side) => (
                      <option key={side} value={side}>
                        {sideLabel(side)}
                      </option>
                    ))}
                  </select>
                  <label className="check">
                    Wildcards
                    <input
                      className="input input-narrow"
                      type="number"
                      min={0}
                      placeholder="0"
                      value={p.wildcards != null ? String(p.wildcards) : ""}
                      onChange={(e) => change(index, { wildcards: wholeNumber(e.target.value) })}
                      data-testid={`gob-wildcards-${index}`}
                    />
                  </label>
                  <button type="button" className="button button-quiet" onClick={() => setParticipants(participants.filter((_, i) => i !== index))}>
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
      {shapeError ? (
        <p className="field-error" role="alert">
          {shapeError}
        </p>
      ) : null}
      <div className="form-actions">
        <label className="check">
          Shuffle number
          <input className="input input-narrow" type="number" min={0} placeholder="fresh" value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="gob-seed" />
        </label>
        <button type="submit" className="button" disabled={prep.busy} data-testid="gob-save">
          {prep.saving ? "Saving…" : "Save"}
        </button>
        <button type="button" className="button button-primary" disabled={prep.busy} onClick={() => save(true)()} data-testid="gob-launch">
          {prep.launching ? "Launching…" : "Save and launch"}
        </button>
      </div>
    </form>
  );
}
