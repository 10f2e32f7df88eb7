import { useId, useState, type FormEvent } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { PlanDifficulty } from "../../../encounters/difficulty";
import { PrepName, usePrepSave, WholePartyButtons } from "../../../encounters/prep";
import { count } from "../../../format";
import { useCharacterList, useTableRules } from "../../../queries";
import { SQUADS_RULE } from "./squad-card";
import { useCombatMonsters, useCombatStarterSet } from "../queries";
import { initials, posText, SIDE_LABEL, SIDES } from "./labels";
import { MapEditor } from "./map-editor";
import type { EncounterView, Grid, Participant, Pos, Side } from "./types";
import { planOf, taggedPlan } from "./view";
import "../styles/combat.css";

type PrepEditorProps = {
  /** The saved encounter, or null for a new one. */
  view: EncounterView | null;
  onSaved: (view: EncounterView) => void;
};

/** A whole number typed into a field, or null while it is empty or not a number. */
function wholeNumber(text: string): number | null {
  const n = Number(text);
  return text.trim() !== "" && Number.isInteger(n) ? n : null;
}

/** Preparing a Draw Steel encounter: who fights on which side, the map, the pools, then launch. */
export function DrawSteelPrepEditor({ view, onSaved }: PrepEditorProps) {
  const heroes = useCharacterList({ system: "draw_steel" });
  const monsters = useCombatMonsters();
  const starter = useCombatStarterSet();
  const prep = usePrepSave(view, onSaved);
  const { busy, participantsError, gridError, rowError } = prep;
  const plan = view ? planOf(view) : null;
  const [participants, setParticipants] = useState<Participant[]>(plan?.participants ?? []);
  const [grid, setGrid] = useState<Grid | null>(plan?.grid ?? null);
  const [heroTokens, setHeroTokens] = useState(plan?.heroTokens != null ? String(plan.heroTokens) : "");
  const [malice, setMalice] = useState(String(plan?.malice ?? 0));
  const [seed, setSeed] = useState("");
  const [heroPick, setHeroPick] = useState("");
  const [monsterPick, setMonsterPick] = useState("");
  const [copies, setCopies] = useState("1");
  const [asSquad, setAsSquad] = useState(false);
  const tableRules = useTableRules();
  const squadRule = tableRules.data?.find((rule) => rule.id === SQUADS_RULE);
  const squadsOn = squadRule?.chosen === "squads";
  const squadNames = [...new Set(participants.flatMap((p) => (p.squad ? [p.squad] : [])))];
  const [placing, setPlacing] = useState<number | null>(null);
  const [shapeError, setShapeError] = useState<string | null>(null);
  const id = useId();

  const heroById = new Map((heroes.data ?? []).map((c) => [c.id, c]));
  const monsterById = new Map((monsters.data ?? []).map((m) => [m.id, m]));
  const available = (heroes.data ?? []).filter((c) => !participants.some((p) => p.source.kind === "hero" && p.source.characterId === c.id));
  const chosenHero = available.find((c) => String(c.id) === heroPick) ?? available[0];
  const chosenMonster = (monsters.data ?? []).find((m) => String(m.id) === monsterPick) ?? monsters.data?.[0];
  const copyCount = Math.max(1, Math.min(20, wholeNumber(copies) ?? 1));

  /** The name the GM screen will show: several of one monster are numbered, as the engine does. */
  const nameOf = (index: number): string => {
    const p = participants[index];
    if (!p) return "?";
    if (p.source.kind === "hero") {
      const characterId = p.source.characterId;
      return heroById.get(characterId)?.name ?? `Hero ${characterId}`;
    }
    const contentId = p.source.contentId;
    const base = monsterById.get(contentId)?.name ?? `Monster ${contentId}`;
    const same = participants.filter((q) => q.source.kind === "monster" && q.source.contentId === contentId);
    if (same.length < 2) return base;
    return `${base} ${participants.slice(0, index + 1).filter((q) => q.source.kind === "monster" && q.source.contentId === contentId).length}`;
  };

  /** `p` in the squad named `name`, or out of squads for an empty name (no key at all then). */
  const inSquad = (p: Participant, name: string): Participant => {
    const { squad: _old, ...rest } = p;
    return name === "" ? rest : { ...rest, squad: name };
  };
  const setSquad = (index: number, name: string) => setParticipants(participants.map((p, i) => (i === index ? inSquad(p, name) : p)));
  /** "<Monster> squad", numbered when a squad of that name is already formed. */
  const freshSquadName = (monster: string): string => {
    const base = `${monster} squad`;
    if (!squadNames.includes(base)) return base;
    let n = 2;
    while (squadNames.includes(`${base} ${n}`)) n += 1;
    return `${base} ${n}`;
  };
  const change = (index: number, patch: Partial<Participant>) => setParticipants(participants.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const remove = (index: number) => {
    setParticipants(participants.filter((_, i) => i !== index));
    setPlacing(null);
  };
  const addHero = () => {
    if (!chosenHero) return;
    setParticipants([...participants, { source: { kind: "hero", characterId: chosenHero.id }, side: "heroes", surprised: false, position: null }]);
    setHeroPick("");
  };
  const addParty = (ids: number[]) =>
    setParticipants([...participants, ...ids.map((characterId): Participant => ({ source: { kind: "hero", characterId }, side: "heroes", surprised: false, position: null }))]);
  const addMonsters = () => {
    if (!chosenMonster) return;
    const squad = squadsOn && asSquad && copyCount >= 2 ? freshSquadName(chosenMonster.name) : "";
    const added: Participant[] = Array.from({ length: copyCount }, () =>
      inSquad({ source: { kind: "monster", contentId: chosenMonster.id }, side: "foes", surprised: false, position: null }, squad),
    );
    setParticipants([...participants, ...added]);
  };
  const place = (pos: Pos) => {
    if (placing === null) return;
    setParticipants(
      participants.map((p, i) => (i === placing ? { ...p, position: pos } : p.position && p.position.x === pos.x && p.position.y === pos.y ? { ...p, position: null } : p)),
    );
    setPlacing(null);
  };

  const save = (launch: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!prep.named()) return;
    const tokens = heroTokens.trim() === "" ? null : wholeNumber(heroTokens);
    const pool = wholeNumber(malice);
    const seedValue = seed.trim() === "" ? null : wholeNumber(seed);
    if ((heroTokens.trim() !== "" && (tokens === null || tokens < 0)) || pool === null || pool < 0) {
      setShapeError("Hero tokens and Malice are whole numbers, 0 or more (leave hero tokens empty for the table rule's number).");
      return;
    }
    if (seed.trim() !== "" && (seedValue === null || seedValue < 0)) {
      setShapeError("The dice sequence number is a whole number, 0 or more (leave it empty for fresh dice).");
      return;
    }
    setShapeError(null);
    prep.save(taggedPlan({ participants, grid, heroTokens: tokens, malice: pool }), { launch, seed: seedValue });
  };

  const libraryEmpty = heroes.data?.length === 0 || monsters.data?.length === 0;

  return (
    <form className="prep-editor ds-prep" onSubmit={save(false)} noValidate aria-label="Prepare the Draw Steel encounter" data-testid="dsc-prep">
      <PrepName prep={prep} id={id} example="Mire at the old mill" testId="dsc-name" rows={participants.length} />
      <PlanDifficulty
        id={view?.id ?? null}
        plan={taggedPlan({ participants, grid, heroTokens: heroTokens.trim() === "" ? null : wholeNumber(heroTokens), malice: wholeNumber(malice) ?? 0 })}
      />

      <div className="prep-columns">
        <section className="gm-panel" aria-labelledby={`${id}-roster`}>
          <h3 id={`${id}-roster`} className="section-title">
            Heroes and monsters
          </h3>
          <div className="ds-add-row">
            <label className="field-label" htmlFor={`${id}-hero`}>
              Hero
            </label>
            <select
              id={`${id}-hero`}
              className="select"
              value={chosenHero ? String(chosenHero.id) : ""}
              onChange={(e) => setHeroPick(e.target.value)}
              disabled={available.length === 0}
              data-testid="dsc-hero-select"
            >
              {available.length === 0 ? <option value="">{heroes.data?.length ? "Every hero is in" : "No Draw Steel heroes yet"}</option> : null}
              {available.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                  {c.kind === "npc" ? " (NPC)" : ""}
                </option>
              ))}
            </select>
            <button type="button" className="button" onClick={addHero} disabled={!chosenHero} data-testid="dsc-add-hero">
              Add hero
            </button>
          </div>
          <WholePartyButtons
            system="draw_steel"
            present={new Set(participants.flatMap((p) => (p.source.kind === "hero" ? [p.source.characterId] : [])))}
            onAdd={addParty}
          />
          <div className="ds-add-row">
            <label className="field-label" htmlFor={`${id}-monster`}>
              Monster
            </label>
            <input
              className="input input-narrow"
              type="number"
              min={1}
              max={20}
              aria-label="How many"
              value={copies}
              onChange={(e) => setCopies(e.target.value)}
              data-testid="dsc-monster-count"
            />
            <span aria-hidden="true">×</span>
            <select
              id={`${id}-monster`}
              className="select"
              value={chosenMonster ? String(chosenMonster.id) : ""}
              onChange={(e) => setMonsterPick(e.target.value)}
              disabled={!monsters.data?.length}
              data-testid="dsc-monster-select"
            >
              {!monsters.data?.length ? <option value="">No monsters in the library yet</option> : null}
              {(monsters.data ?? []).map((m) => (
                <option key={m.id} value={String(m.id)} title={m.summary}>
                  {m.name}
                </option>
              ))}
            </select>
            <button type="button" className="button" onClick={addMonsters} disabled={!chosenMonster} data-testid="dsc-add-monster">
              {chosenMonster ? `Add ${copyCount} × ${chosenMonster.name}` : "Add monsters"}
            </button>
          </div>
          {squadsOn ? (
            <label className="check" title="Several of one monster may form a squad: one shared Stamina and one turn">
              <input
                type="checkbox"
                checked={asSquad && copyCount >= 2}
                disabled={copyCount < 2}
                onChange={(e) => setAsSquad(e.target.checked)}
                data-testid="dsc-add-as-squad"
              />{" "}
              As one squad{copyCount < 2 ? " (add 2 or more)" : ""}
            </label>
          ) : null}
          {chosenMonster ? <p className="muted ds-monster-summary">{chosenMonster.summary}</p> : null}
          {libraryEmpty ? (
            <div className="ds-starter">
              <p className="muted">
                Heroes are built on the Characters page and monsters kept in the Draw Steel library. To try a fight at once, add the starter set's premade
                heroes and monsters.
              </p>
              <button type="button" className="button" onClick={() => starter.mutate(undefined)} disabled={starter.isPending} data-testid="dsc-add-starter-set">
                {starter.isPending ? "Adding…" : "Add the starter set"}
              </button>
              {starter.isError ? <ErrorNotice error={starter.error} /> : null}
            </div>
          ) : null}
          {/* Outside the offer, which the added monsters close. */}
          {starter.data ? (
            <p className="muted" role="status">
              Added {count(starter.data.heroes.length, "hero", "heroes")} and {count(starter.data.added.length, "library piece")}.
            </p>
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
          {participants.length === 0 ? <p className="muted">Add heroes and their foes from the left.</p> : null}
          {squadsOn ? (
            <p className="muted" data-testid="dsc-squads-on">
              Monsters given the same squad name form one squad: they share one Stamina, damage beyond one minion's Stamina fells the next, and the squad
              takes one turn (table rule "{squadRule?.title}", not from the glossary).
            </p>
          ) : squadRule ? (
            <p className="muted" data-testid="dsc-squads-off">
              No squads: the glossary has no minions, so every creature fights alone. To group monsters into squads, switch the table rule "{squadRule.title}"
              to squads in Settings.
            </p>
          ) : null}
          {squadsOn && squadNames.length > 0 ? (
            <datalist id={`${id}-squads`}>
              {squadNames.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          ) : null}
          <ol className="prep-participants" data-testid="dsc-participants">
            {participants.map((p, index) => {
              const error = rowError(index);
              return (
                <li key={index} className={error ? "prep-participant field-invalid" : "prep-participant"} data-testid={`dsc-participant-${index}`}>
                  <span className="prep-participant-name">
                    {nameOf(index)} <span className="muted">· {p.source.kind === "hero" ? "Hero" : "Monster"}</span>
                  </span>
                  <select
                    className="select"
                    aria-label={`${nameOf(index)}'s side`}
                    value={p.side}
                    onChange={(e) => change(index, { side: e.target.value as Side })}
                    data-testid={`dsc-participant-side-${index}`}
                  >
                    {SIDES.map((side) => (
                      <option key={side} value={side}>
                        {SIDE_LABEL[side]}
                      </option>
                    ))}
                  </select>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={p.surprised ?? false}
                      onChange={(e) => change(index, { surprised: e.target.checked })}
                      data-testid={`dsc-participant-surprised-${index}`}
                    />{" "}
                    Surprised
                  </label>
                  {p.source.kind === "monster" && (squadsOn || p.squad) ? (
                    <label className="check" title={squadsOn ? "Monsters of one squad name fight as one squad" : `Plays alone: the table rule "${squadRule?.title ?? "Minion squads"}" is off`}>
                      Squad
                      <input
                        className="input input-narrow"
                        value={p.squad ?? ""}
                        placeholder="alone"
                        list={`${id}-squads`}
                        disabled={!squadsOn}
                        onChange={(e) => setSquad(index, e.target.value)}
                        data-testid={`dsc-participant-squad-${index}`}
                      />
                    </label>
                  ) : null}
                  {grid ? (
                    <button
                      type="button"
                      className={placing === index ? "button button-primary" : "button"}
                      onClick={() => setPlacing(placing === index ? null : index)}
                      aria-pressed={placing === index}
                      data-testid={`dsc-participant-place-${index}`}
                    >
                      {p.position ? `At ${posText(p.position)}` : "Place"}
                    </button>
                  ) : null}
                  <button type="button" className="button button-quiet" onClick={() => remove(index)} data-testid={`dsc-participant-remove-${index}`}>
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
          <div className="inline-form ds-pools">
            <label className="check">
              Hero tokens
              <input
                className="input input-narrow"
                type="number"
                min={0}
                placeholder="table rule"
                value={heroTokens}
                onChange={(e) => setHeroTokens(e.target.value)}
                data-testid="dsc-hero-tokens"
              />
            </label>
            <label className="check">
              Malice
              <input className="input input-narrow" type="number" min={0} value={malice} onChange={(e) => setMalice(e.target.value)} data-testid="dsc-malice" />
            </label>
          </div>
          <p className="muted">Leave hero tokens empty for the campaign's table rule on starting hero tokens (one per hero unless switched; the glossary gives no number).</p>
        </section>
      </div>

      <MapEditor
        grid={grid}
        onGrid={(next) => {
          setGrid(next);
          if (!next) setParticipants(participants.map((p) => ({ ...p, position: null })));
        }}
        error={gridError}
        placing={placing !== null ? nameOf(placing) : null}
        onPlace={place}
        tokens={participants.flatMap((p, index) => {
          if (!p.position) return [];
          const size = p.source.kind === "monster" ? monsterSize(monsterById.get(p.source.contentId)?.summary) : 1;
          return [{ id: index, pos: p.position, size, label: initials(nameOf(index)), title: nameOf(index), side: p.side }];
        })}
      />

      {shapeError ? (
        <p className="field-error" role="alert">
          {shapeError}
        </p>
      ) : null}
      <div className="form-actions">
        <label className="check">
          Dice sequence number
          <input
            className="input input-narrow"
            type="number"
            min={0}
            placeholder="fresh"
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            title="The same seed and commands replay the same fight; leave empty for a fresh one."
            data-testid="dsc-seed"
          />
        </label>
        <button type="submit" className="button" disabled={busy} data-testid="dsc-save">
          {prep.saving ? "Saving…" : "Save"}
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => save(true)()} data-testid="dsc-launch">
          {prep.launching ? "Launching…" : "Save and launch"}
        </button>
      </div>
    </form>
  );
}

/**
 * A monster's size for drawing its space while preparing, read from the library's one-line
 * summary ("… · size 2"); 1 when the summary does not say. The engine places the real space.
 */
function monsterSize(summary: string | undefined): number {
  const match = summary?.match(/size (\d+)/i);
  return match ? Math.max(1, Number(match[1])) : 1;
}
