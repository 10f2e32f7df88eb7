import { useId, useState, type FormEvent } from "react";
import { PlanDifficulty } from "../../../encounters/difficulty";
import { PrepName, usePrepSave, WholePartyButtons } from "../../../encounters/prep";
import { fieldMessage } from "../../../errors";
import { useCharacterList } from "../../../queries";
import type { PrepEditorProps } from "../../system-ui";
import { sideLabel } from "./labels";
import type { Participant, Plan } from "./types";
import { planOf, taggedPlan } from "./view";
import "../styles/combat.css";

/** A whole number typed into a field, or null while it is empty or not a number. */
function wholeNumber(text: string): number | null {
  const n = Number(text);
  return text.trim() !== "" && Number.isInteger(n) ? n : null;
}

/**
 * Preparing a ClockWork combat: campaign characters on the party's side or their foes' (an NPC
 * may fight several times, numbered), each with its starting space or placed on its side's edge,
 * the map's size, then launch. Each fights with the weapons of its loadout unless the GM names
 * others, and a focus of its applies to the weapons the GM names.
 */
/** Weapon names typed with commas between them; none typed, null (the loadout's, or no focus). */
function names(text: string): string[] | null {
  const list = text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return list.length === 0 ? null : list;
}

export function ClockworkPrepEditor({ view, onSaved, onQuickNpc }: PrepEditorProps) {
  const characters = useCharacterList({ system: "clockwork" });
  const prep = usePrepSave(view, onSaved);
  const plan = view ? planOf(view) : null;
  const [participants, setParticipants] = useState<Participant[]>(plan?.participants ?? []);
  const [width, setWidth] = useState(plan?.map ? String(plan.map.width) : "");
  const [height, setHeight] = useState(plan?.map ? String(plan.map.height) : "");
  const [seed, setSeed] = useState("");
  const [pick, setPick] = useState("");
  const [shapeError, setShapeError] = useState<string | null>(null);
  const id = useId();

  const byId = new Map((characters.data ?? []).map((c) => [c.id, c]));
  const offer = (characters.data ?? []).filter((c) => c.kind === "npc" || !participants.some((p) => p.characterId === c.id));
  const chosen = offer.find((c) => String(c.id) === pick) ?? offer[0];
  const change = (index: number, patch: Partial<Participant>) => setParticipants(participants.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const nameOf = (index: number) => {
    const p = participants[index];
    if (!p) return "?";
    const base = byId.get(p.characterId)?.name ?? `Character ${p.characterId}`;
    const same = participants.filter((q) => q.characterId === p.characterId);
    if (same.length < 2) return base;
    return `${base} ${participants.slice(0, index + 1).filter((q) => q.characterId === p.characterId).length}`;
  };

  const currentPlan = (): Plan | null => {
    const w = width.trim() === "" ? null : wholeNumber(width);
    const h = height.trim() === "" ? null : wholeNumber(height);
    if ((width.trim() === "") !== (height.trim() === "") || (width.trim() !== "" && (w === null || h === null))) return null;
    return { participants, map: w !== null && h !== null ? { width: w, height: h } : null };
  };

  const save = (launch: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!prep.named()) return;
    const next = currentPlan();
    const seedValue = seed.trim() === "" ? null : wholeNumber(seed);
    if (!next) {
      setShapeError("Give the map both a width and a height in spaces, or leave both empty for 12 × 12.");
      return;
    }
    if (seed.trim() !== "" && (seedValue === null || seedValue < 0)) {
      setShapeError("The dice sequence number is a whole number, 0 or more (leave it empty for fresh dice).");
      return;
    }
    setShapeError(null);
    prep.save(taggedPlan(next), { launch, seed: seedValue });
  };

  const rowError = (index: number) =>
    prep.rowError(index) ??
    ["characterId", "at", "side", "vitals", "weapons", "weapons[0]", "weapons[1]", "focusWeapons[0]", "focusWeapons[1]"].map((f) => fieldMessage(prep.failure, `plan.participants[${index}].${f}`)).find(Boolean) ??
    null;
  const mapError = fieldMessage(prep.failure, "plan.map.width") ?? fieldMessage(prep.failure, "plan.map.height");

  return (
    <form className="prep-editor cw-prep" onSubmit={save(false)} noValidate aria-label="Prepare the ClockWork encounter" data-testid="cwc-prep">
      <PrepName prep={prep} id={id} example="Ambush in the clock tower" testId="cwc-name" rows={participants.length} />
      <PlanDifficulty id={view?.id ?? null} plan={taggedPlan(currentPlan() ?? { participants, map: null })} />
      <div className="prep-columns">
        <section className="gm-panel" aria-labelledby={`${id}-roster`}>
          <h3 id={`${id}-roster`} className="section-title">
            Characters and NPCs
          </h3>
          <div className="inline-form">
            <label className="field-label" htmlFor={`${id}-pick`}>
              Character
            </label>
            <select id={`${id}-pick`} className="select" value={chosen ? String(chosen.id) : ""} onChange={(e) => setPick(e.target.value)} disabled={offer.length === 0} data-testid="cwc-pick">
              {offer.length === 0 ? <option value="">{characters.data?.length ? "Every character is in" : "No ClockWork characters yet"}</option> : null}
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
              data-testid="cwc-add"
            >
              Add
            </button>
            {onQuickNpc ? (
              <button type="button" className="button button-quiet" onClick={onQuickNpc}>
                Quick NPC…
              </button>
            ) : null}
          </div>
          <WholePartyButtons
            system="clockwork"
            present={new Set(participants.map((p) => p.characterId))}
            onAdd={(ids) => setParticipants([...participants, ...ids.map((characterId): Participant => ({ characterId, side: 0 }))])}
          />
          <p className="muted">Each fights with the weapons of its loadout (equip them on the character's sheet) unless you name others beside it; name the weapons a focus of its applies to (one more die).</p>
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
          <ol className="prep-participants" data-testid="cwc-participants">
            {participants.map((p, index) => {
              const error = rowError(index);
              const npc = byId.get(p.characterId)?.kind === "npc";
              return (
                <li key={index} className={error ? "prep-participant field-invalid" : "prep-participant"} data-testid={`cwc-participant-${index}`}>
                  <span className="prep-participant-name">{nameOf(index)}</span>
                  <select className="select" aria-label={`${nameOf(index)}'s side`} value={p.side} onChange={(e) => change(index, { side: Number(e.target.value) })} data-testid={`cwc-side-${index}`}>
                    {[0, 1].map((side) => (
                      <option key={side} value={side}>
                        {sideLabel(side)}
                      </option>
                    ))}
                  </select>
                  <label className="check">
                    Space
                    <input
                      className="input input-narrow"
                      aria-label={`${nameOf(index)}'s column`}
                      placeholder="x"
                      data-testid={`cwc-x-${index}`}
                      value={p.at ? String(p.at.x) : ""}
                      onChange={(e) => {
                        const x = wholeNumber(e.target.value);
                        change(index, { at: x === null ? null : { x, y: p.at?.y ?? 0 } });
                      }}
                    />
                    <input
                      className="input input-narrow"
                      aria-label={`${nameOf(index)}'s row`}
                      placeholder="y"
                      data-testid={`cwc-y-${index}`}
                      value={p.at ? String(p.at.y) : ""}
                      onChange={(e) => {
                        const y = wholeNumber(e.target.value);
                        change(index, { at: y === null ? null : { x: p.at?.x ?? 0, y } });
                      }}
                    />
                  </label>
                  {npc ? (
                    <label className="check" title="An NPC has 6 vitals unless the GM makes it weaker or more important («Grit & Vitals»).">
                      Vitals
                      <input
                        className="input input-narrow"
                        type="number"
                        min={1}
                        max={12}
                        placeholder="sheet"
                        value={p.vitals != null ? String(p.vitals) : ""}
                        onChange={(e) => change(index, { vitals: wholeNumber(e.target.value) })}
                      />
                    </label>
                  ) : null}
                  <label className="check" title="Names from the weapon tables, separated by commas; left empty, the weapons of its loadout.">
                    Weapons
                    <input
                      key={(p.weapons ?? []).join(",")}
                      className="input"
                      placeholder="its loadout"
                      defaultValue={(p.weapons ?? []).join(", ")}
                      onBlur={(e) => change(index, { weapons: names(e.target.value) })}
                      data-testid={`cwc-weapons-${index}`}
                    />
                  </label>
                  <label className="check" title="The weapons one of its foci applies to, as the GM reads the focus: one more attack die with each.">
                    Focus on
                    <input
                      key={(p.focusWeapons ?? []).join(",")}
                      className="input"
                      placeholder="none"
                      defaultValue={(p.focusWeapons ?? []).join(", ")}
                      onBlur={(e) => change(index, { focusWeapons: names(e.target.value) })}
                      data-testid={`cwc-focus-weapons-${index}`}
                    />
                  </label>
                  <label className="check">
                    <input type="checkbox" checked={p.medicalKit ?? false} onChange={(e) => change(index, { medicalKit: e.target.checked })} /> Medical kit
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
          <div className="inline-form">
            <label className="check">
              Map width
              <input className="input input-narrow" type="number" min={2} placeholder="12" value={width} onChange={(e) => setWidth(e.target.value)} data-testid="cwc-map-width" />
            </label>
            <label className="check">
              height
              <input className="input input-narrow" type="number" min={2} placeholder="12" value={height} onChange={(e) => setHeight(e.target.value)} data-testid="cwc-map-height" />
            </label>
          </div>
          {mapError ? (
            <p className="field-error" role="alert">
              {mapError}
            </p>
          ) : null}
          <p className="muted">Without a space, the party lines up on the left edge and their foes on the right. 12 × 12 spaces when no size is given (our default, not the book's).</p>
        </section>
      </div>
      {shapeError ? (
        <p className="field-error" role="alert">
          {shapeError}
        </p>
      ) : null}
      <div className="form-actions">
        <label className="check">
          Dice sequence number
          <input className="input input-narrow" type="number" min={0} placeholder="fresh" value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="cwc-seed" />
        </label>
        <button type="submit" className="button" disabled={prep.busy} data-testid="cwc-save">
          {prep.saving ? "Saving…" : "Save"}
        </button>
        <button type="button" className="button button-primary" disabled={prep.busy} onClick={() => save(true)()} data-testid="cwc-launch">
          {prep.launching ? "Launching…" : "Save and launch"}
        </button>
      </div>
    </form>
  );
}
