import { useState } from "react";
import type { BastardsDramaticAction, BastardsFateDrawRequest, BastardsSceneRequest, BastardsSceneView, BastardsSkillKind, BastardsTrait, PlayingCard, Suit } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { SKILL_KIND_LABEL, TRAITS, TRAIT_LABEL } from "./labels";
import { useBastardsSceneStep } from "./scene-queries";

type ActionKind = BastardsDramaticAction["kind"];

/** The dramatic actions in the book's order, indirect then direct. */
const ACTIONS: readonly { kind: ActionKind; label: string }[] = [
  { kind: "appearance", label: "Appearance (free)" },
  { kind: "banditos", label: "Banditos!" },
  { kind: "distance", label: "Distance" },
  { kind: "everything_is_terrible", label: "Everything is Terrible (every player)" },
  { kind: "involve", label: "Involve" },
  { kind: "reinforce", label: "Reinforce" },
  { kind: "rough_weather", label: "Rough Weather" },
  { kind: "sos", label: "SOS" },
  { kind: "sos_dire", label: "SOS made dire" },
  { kind: "flee", label: "Flee (direct)" },
  { kind: "give_chase", label: "Give Chase (direct)" },
  { kind: "now_we_fight", label: "Now We Fight! (direct)" },
];

const SUIT_LETTER: Record<string, Suit> = { C: "clubs", S: "spades", H: "hearts", D: "diamonds" };
const FACES: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };

/**
 * Cards typed as on the table ("9S 2H JC", "Joker"), or null when one cannot be read. Only the
 * shape is read here: whether the deck holds them is the engine's to say.
 */
export function parseCards(text: string): PlayingCard[] | null {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== "");
  const cards: PlayingCard[] = [];
  for (const token of tokens) {
    const upper = token.toUpperCase();
    if (upper === "JOKER") {
      cards.push("joker");
      continue;
    }
    const suit = SUIT_LETTER[upper.slice(-1)];
    const rankText = upper.slice(0, -1);
    const rank = FACES[rankText] ?? Number(rankText);
    if (!suit || !Number.isInteger(rank) || rank < 1 || rank > 13) return null;
    cards.push({ suited: { rank, suit } });
  }
  return cards;
}

/** The forms that play a scene: a dramatic action, a Fate Draw, Wildcards, the next sub-area. */
export function SceneStepForms({ view }: { view: BastardsSceneView }) {
  const step = useBastardsSceneStep();
  const play = (request: BastardsSceneRequest, onDone?: () => void) =>
    step.mutate({ id: view.id, expectedEvents: view.events, request }, { onSuccess: () => onDone?.() });
  return (
    <div className="gob-steps" data-testid="gob-scene-steps">
      <ActionForm view={view} busy={step.isPending} onPlay={play} />
      <FateDrawForm view={view} busy={step.isPending} onPlay={play} />
      <WildcardsForm view={view} busy={step.isPending} onPlay={play} />
      {view.scene.types.includes("dangerous") ? (
        <button type="button" className="button" disabled={step.isPending} onClick={() => play({ kind: "next_sub_area" })} data-testid="gob-next-sub-area">
          On to the next sub-area
        </button>
      ) : null}
      {step.isError ? <ErrorNotice error={step.error} /> : null}
    </div>
  );
}

type FormProps = { view: BastardsSceneView; busy: boolean; onPlay: (request: BastardsSceneRequest, onDone?: () => void) => void };

function Who({ view, value, onChange, testId, label }: { view: BastardsSceneView; value: number; onChange: (id: number) => void; testId: string; label: string }) {
  return (
    <select className="select" aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
      {view.scene.participants.map((p) => (
        <option key={p.characterId} value={p.characterId}>
          {p.name}
        </option>
      ))}
    </select>
  );
}

function ActionForm({ view, busy, onPlay }: FormProps) {
  const first = view.scene.participants[0]?.characterId ?? 0;
  const [kind, setKind] = useState<ActionKind>("appearance");
  const [by, setBy] = useState(first);
  const [text, setText] = useState("");
  const [band, setBand] = useState<"medium" | "long">("medium");
  const [power, setPower] = useState(1);
  const [combat, setCombat] = useState(true);
  const [combatants, setCombatants] = useState(2);

  const action = (): BastardsDramaticAction => {
    switch (kind) {
      case "banditos":
      case "involve":
      case "reinforce":
        return { kind, by, weapon: text };
      case "distance":
        return { kind, by, band };
      case "everything_is_terrible":
        return { kind, monster: text, powerRating: power };
      case "rough_weather":
        return { kind, by, weather: text };
      case "sos":
        return { kind, by, objective: text };
      case "now_we_fight":
        return { kind, by, against: text, combat, combatants };
      default:
        return { kind, by };
    }
  };
  const textLabel: Partial<Record<ActionKind, string>> = {
    banditos: "Their weapon",
    involve: "Its weapon",
    reinforce: "Their weapon",
    everything_is_terrible: "The monster",
    rough_weather: "The weather",
    sos: "The Objective",
    now_we_fight: "Against whom",
  };

  return (
    <form
      className="gob-form"
      aria-label="Dramatic action"
      onSubmit={(e) => {
        e.preventDefault();
        onPlay({ kind: "action", action: action() }, () => setText(""));
      }}
      data-testid="gob-action-form"
    >
      <h4 className="gob-heading">Dramatic action</h4>
      <div className="gob-row">
        <select className="select" aria-label="Action" value={kind} onChange={(e) => setKind(e.target.value as ActionKind)} data-testid="gob-action-kind">
          {ACTIONS.map((a) => (
            <option key={a.kind} value={a.kind}>
              {a.label}
            </option>
          ))}
        </select>
        {kind === "everything_is_terrible" ? null : <Who view={view} value={by} onChange={setBy} testId="gob-action-by" label="Used by" />}
        {textLabel[kind] ? <input className="input" aria-label={textLabel[kind]} placeholder={textLabel[kind]} value={text} onChange={(e) => setText(e.target.value)} data-testid="gob-action-text" /> : null}
        {kind === "distance" ? (
          <select className="select" aria-label="Distance" value={band} onChange={(e) => setBand(e.target.value as "medium" | "long")} data-testid="gob-action-band">
            <option value="medium">Medium (1 Wildcard)</option>
            <option value="long">Long (2 Wildcards)</option>
          </select>
        ) : null}
        {kind === "everything_is_terrible" ? (
          <label className="gob-inline">
            Power Rating
            <input className="input gob-number" type="number" min={1} value={power} onChange={(e) => setPower(Math.max(0, Math.trunc(Number(e.target.value) || 0)))} data-testid="gob-action-power" />
          </label>
        ) : null}
        {kind === "now_we_fight" ? (
          <>
            <label className="gob-inline">
              <input type="checkbox" checked={combat} onChange={(e) => setCombat(e.target.checked)} data-testid="gob-action-combat" />A fight
            </label>
            <label className="gob-inline">
              Combatants
              <input className="input gob-number" type="number" min={2} value={combatants} onChange={(e) => setCombatants(Math.max(0, Math.trunc(Number(e.target.value) || 0)))} data-testid="gob-action-combatants" />
            </label>
          </>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy} data-testid="gob-action-play">
          Use it
        </button>
      </div>
    </form>
  );
}

const SKILL_KINDS = Object.keys(SKILL_KIND_LABEL) as BastardsSkillKind[];

function FateDrawForm({ view, busy, onPlay }: FormProps) {
  const first = view.scene.participants[0]?.characterId ?? 0;
  const [by, setBy] = useState(first);
  const [skill, setSkill] = useState<BastardsSkillKind>("athletics");
  const [subject, setSubject] = useState("");
  const [trait, setTrait] = useState<BastardsTrait>("mind");
  const [difficulty, setDifficulty] = useState(0);
  const [attempt, setAttempt] = useState("");
  const [consult, setConsult] = useState(false);
  const [outdoors, setOutdoors] = useState(false);
  const [fromTable, setFromTable] = useState(false);
  const [playerCards, setPlayerCards] = useState("");
  const [fateCards, setFateCards] = useState("");
  const template = skill === "weapon_combat" || skill === "craft";
  const player = parseCards(playerCards);
  const fate = parseCards(fateCards);
  const unreadable = fromTable && (player === null || fate === null);

  const request = (): BastardsFateDrawRequest => ({
    by,
    purpose: consult ? { kind: "consult", seeking: attempt } : { kind: "skill_check", attempt },
    skill: template ? { kind: skill, subject } : { kind: skill },
    trait,
    difficulty,
    specialty: null,
    outdoors,
    fatePlayer: null,
    cards: fromTable && player && fate ? { player, fate } : null,
  });

  return (
    <form
      className="gob-form"
      aria-label="Fate Draw"
      onSubmit={(e) => {
        e.preventDefault();
        if (unreadable) return;
        onPlay({ kind: "fate_draw", draw: request() });
      }}
      data-testid="gob-fate-form"
    >
      <h4 className="gob-heading">Fate Draw</h4>
      <div className="gob-row">
        <Who view={view} value={by} onChange={setBy} testId="gob-fate-by" label="Who draws" />
        <select className="select" aria-label="Skill" value={skill} onChange={(e) => setSkill(e.target.value as BastardsSkillKind)} data-testid="gob-fate-skill">
          {SKILL_KINDS.map((k) => (
            <option key={k} value={k}>
              {SKILL_KIND_LABEL[k]}
            </option>
          ))}
        </select>
        {template ? <input className="input" aria-label={skill === "craft" ? "Craft" : "Weapon"} value={subject} onChange={(e) => setSubject(e.target.value)} data-testid="gob-fate-subject" /> : null}
        <select className="select" aria-label="Trait added" value={trait} onChange={(e) => setTrait(e.target.value as BastardsTrait)} data-testid="gob-fate-trait">
          {TRAITS.map((t) => (
            <option key={t} value={t}>
              {TRAIT_LABEL[t]}
            </option>
          ))}
        </select>
        <label className="gob-inline">
          Difficulty +
          <input className="input gob-number" type="number" min={0} value={difficulty} onChange={(e) => setDifficulty(Math.max(0, Math.trunc(Number(e.target.value) || 0)))} data-testid="gob-fate-difficulty" />
        </label>
      </div>
      <div className="gob-row">
        <input className="input" aria-label="What is attempted" placeholder={consult ? "What is sought" : "What is attempted"} value={attempt} onChange={(e) => setAttempt(e.target.value)} data-testid="gob-fate-attempt" />
        <label className="gob-inline">
          <input type="checkbox" checked={consult} onChange={(e) => setConsult(e.target.checked)} data-testid="gob-fate-consult" />
          Consult
        </label>
        <label className="gob-inline">
          <input type="checkbox" checked={outdoors} onChange={(e) => setOutdoors(e.target.checked)} data-testid="gob-fate-outdoors" />
          Outdoors
        </label>
        <label className="gob-inline">
          <input type="checkbox" checked={fromTable} onChange={(e) => setFromTable(e.target.checked)} data-testid="gob-fate-from-table" />
          Cards from the table
        </label>
      </div>
      {fromTable ? (
        <div className="gob-row">
          <input className="input" aria-label="The player's cards" placeholder="The player's cards: 9S 2H JC" value={playerCards} onChange={(e) => setPlayerCards(e.target.value)} data-testid="gob-fate-player-cards" />
          <input className="input" aria-label="Fate's cards" placeholder="Fate's cards" value={fateCards} onChange={(e) => setFateCards(e.target.value)} data-testid="gob-fate-fate-cards" />
        </div>
      ) : null}
      {unreadable ? <p className="muted">Write each card as its rank and suit letter (9S, 10H, QD, AC) or Joker.</p> : null}
      <button type="submit" className="button button-primary" disabled={busy || unreadable} data-testid="gob-fate-draw">
        {fromTable ? "Record the draw" : "Draw"}
      </button>
    </form>
  );
}

function WildcardsForm({ view, busy, onPlay }: FormProps) {
  const first = view.scene.participants[0]?.characterId ?? 0;
  const [who, setWho] = useState(first);
  const [change, setChange] = useState(-1);
  const [reason, setReason] = useState("");
  return (
    <form
      className="gob-form"
      aria-label="Wildcards"
      onSubmit={(e) => {
        e.preventDefault();
        onPlay({ kind: "wildcards", characterId: who, change, reason }, () => setReason(""));
      }}
      data-testid="gob-wildcards-form"
    >
      <h4 className="gob-heading">Wildcards gained or spent otherwise</h4>
      <div className="gob-row">
        <Who view={view} value={who} onChange={setWho} testId="gob-wildcards-who" label="Whose" />
        <input className="input gob-number" type="number" aria-label="Change" value={change} onChange={(e) => setChange(Math.trunc(Number(e.target.value) || 0))} data-testid="gob-wildcards-change" />
        <input className="input" aria-label="Why" placeholder="Why (an advantage used, a Joker in an Opposition…)" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="gob-wildcards-reason" />
        <button type="submit" className="button" disabled={busy} data-testid="gob-wildcards-record">
          Record
        </button>
      </div>
    </form>
  );
}
