import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type {
  ClockworkDifficulty,
  ClockworkPool,
  ClockworkPoolOdds,
  ClockworkRollOdds,
  ClockworkRollRequest,
  ClockworkRollResult,
  ClockworkRollSide,
  ClockworkSetting,
  ClockworkSkill,
  ClockworkThrow,
} from "../../bindings";
import { useBackend } from "../../backend-context";
import { ErrorNotice } from "../../components/error-notice";
import { useCharacter, useCharacterList, useWrite } from "../../queries";
import { ExplainedValue } from "../../shared/explained-value";
import { RuleCitation } from "../../shared/rule-citation";
import { RANKS, SKILLS, SKILL_LABEL, clockworkOf } from "./labels";

/** One side's pool as the GM sets it up: a campaign character's skill, or numbers typed in. */
type PoolDraft = {
  kind: "character" | "raw";
  characterId: number | null;
  skill: ClockworkSkill;
  foci: string[];
  attribute: number;
  skillRank: number;
  bonusSkill: boolean;
  rawFoci: number;
  situational: number;
};

const NEW_POOL: PoolDraft = {
  kind: "character",
  characterId: null,
  skill: "accuracy",
  foci: [],
  attribute: 7,
  skillRank: 8,
  bonusSkill: false,
  rawFoci: 0,
  situational: 0,
};

const LEVELS = ["simple", "easy", "normal", "hard", "difficult", "extreme"] as const;
type Level = (typeof LEVELS)[number];
const LEVEL_LABEL: Record<Level, string> = {
  simple: "Simple (1 gain)",
  easy: "Easy (2)",
  normal: "Normal (3)",
  hard: "Hard (4)",
  difficult: "Difficult (5)",
  extreme: "Extreme (6+)",
};

function poolOf(draft: PoolDraft): ClockworkPool | null {
  const situational = draft.situational === 0 ? null : draft.situational;
  if (draft.kind === "raw") {
    return {
      source: { kind: "raw", attribute: draft.attribute, skillRank: draft.skillRank, bonusSkill: draft.bonusSkill, foci: draft.rawFoci },
      situational,
    };
  }
  if (draft.characterId === null) return null;
  return { source: { kind: "character", characterId: draft.characterId, skill: draft.skill, foci: draft.foci }, situational };
}

function difficultyOf(level: Level, extreme: number): ClockworkDifficulty {
  return level === "extreme" ? { level: "extreme", gains: extreme } : { level };
}

/** The faces typed from the table ("1 12 8"), or null while any is not a whole number. */
function facesOf(text: string): number[] | null {
  const parts = text.trim().split(/[\s,]+/).filter((p) => p !== "");
  if (parts.length === 0 || !parts.every((p) => /^\d+$/.test(p))) return null;
  return parts.map(Number);
}

const percent = (p: number) => (p > 0 && p < 0.001 ? "<0.1%" : `${(p * 100).toFixed(1)}%`);
const facesOfThrow = (thrown: ClockworkThrow) => thrown.dice.map((d) => d.face);

/**
 * The roller: any d12 pool, a character's or typed in, with its exact odds before it is thrown,
 * then each die read, the result with its rule, and a reroll with the character's luck.
 */
export function ClockworkRoller() {
  const backend = useBackend();
  const [actor, setActor] = useState<PoolDraft>(NEW_POOL);
  const [reactor, setReactor] = useState<PoolDraft>({ ...NEW_POOL, kind: "raw" });
  const [against, setAgainst] = useState<Level | "opposed">("normal");
  const [extreme, setExtreme] = useState(6);
  const [inCombat, setInCombat] = useState(false);
  const [diceText, setDiceText] = useState("");
  const [reactorDiceText, setReactorDiceText] = useState("");
  const [result, setResult] = useState<{ request: ClockworkRollRequest; answer: ClockworkRollResult } | null>(null);

  const opposedOn = against === "opposed";
  const actorPool = poolOf(actor);
  const reactorPool = opposedOn ? poolOf(reactor) : null;
  const difficulty = opposedOn ? null : difficultyOf(against, extreme);
  const setting: ClockworkSetting = inCombat ? "in_combat" : "out_of_combat";
  const ready = actorPool !== null && (!opposedOn || reactorPool !== null);
  const oddsRequest = ready ? { pool: actorPool!, difficulty, setting, opposed: reactorPool } : null;
  const odds = useQuery({
    queryKey: ["clockworkRollOdds", oddsRequest],
    queryFn: () => backend.clockworkRollOdds(oddsRequest!),
    enabled: oddsRequest !== null,
  });

  const roll = useWrite((b, input: ClockworkRollRequest) => b.clockworkRoll(input), []);
  const reroll = useWrite(
    (b, input: Parameters<typeof b.clockworkLuckReroll>[0]) => b.clockworkLuckReroll(input),
    ["clockworkAdvancement", "gameSessionRecap"],
  );

  const throwDice = () => {
    if (!ready) return;
    const typed = diceText.trim() === "" ? null : facesOf(diceText);
    const reactorTyped = reactorDiceText.trim() === "" ? null : facesOf(reactorDiceText);
    const request: ClockworkRollRequest = {
      pool: actorPool!,
      dice: typed,
      difficulty,
      setting,
      opposed: opposedOn ? { pool: reactorPool!, dice: reactorTyped } : null,
    };
    reroll.reset();
    roll.mutate(request, { onSuccess: (answer) => setResult({ request, answer }) });
  };

  const spendLuck = (side: ClockworkRollSide) => {
    if (!result) return;
    const { request, answer } = result;
    const asThrown: ClockworkRollRequest = {
      ...request,
      dice: facesOfThrow(answer.actor),
      opposed: request.opposed && answer.opposed ? { ...request.opposed, dice: facesOfThrow(answer.opposed.reactor) } : null,
    };
    const spent = answer.luck?.side === side ? answer.luck.spentOnThisRoll : 0;
    reroll.mutate(
      { roll: asThrown, side, dice: null, spentOnThisRoll: spent },
      { onSuccess: (next) => setResult({ request: asThrown, answer: next }) },
    );
  };

  return (
    <section className="cw-fieldset" aria-labelledby="cw-roller-heading" data-testid="cw-roller">
      <h3 id="cw-roller-heading">Roller</h3>
      <p className="muted">
        A pool of d12s: the attribute, one more for a bonus skill and one for a focus. Each die at or above the skill rank is a gain, a 12 is two and a 1
        takes one away. The odds below are exact and follow every change before anything is thrown.
      </p>
      <PoolEditor draft={actor} onChange={setActor} testId="cw-roll-actor" title="Who rolls" />
      <div className="cw-row">
        <label className="field">
          <span>Against</span>
          <select className="select" value={against} onChange={(e) => setAgainst(e.target.value as Level | "opposed")} data-testid="cw-roll-against">
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABEL[level]}
              </option>
            ))}
            <option value="opposed">Another roll (opposed)</option>
          </select>
        </label>
        {against === "extreme" ? (
          <label className="field">
            <span>Gains needed</span>
            <input className="input" type="number" min={6} value={extreme} onChange={(e) => setExtreme(Number(e.target.value))} data-testid="cw-roll-extreme" />
          </label>
        ) : null}
        <label className="checkbox">
          <input type="checkbox" checked={inCombat} onChange={(e) => setInCombat(e.target.checked)} data-testid="cw-roll-in-combat" /> In combat (no dramatic
          results)
        </label>
      </div>
      {opposedOn ? <PoolEditor draft={reactor} onChange={setReactor} testId="cw-roll-reactor" title="Who reacts" /> : null}

      {odds.error ? <ErrorNotice error={odds.error} /> : null}
      {odds.data ? <OddsTable odds={odds.data} /> : null}

      <div className="cw-row">
        <label className="field">
          <span>The table's dice (blank for Tablekeep's)</span>
          <input
            className="input"
            placeholder="e.g. 1 12 8 7"
            value={diceText}
            aria-invalid={diceText.trim() !== "" && facesOf(diceText) === null ? true : undefined}
            onChange={(e) => setDiceText(e.target.value)}
            data-testid="cw-roll-dice"
          />
        </label>
        {opposedOn ? (
          <label className="field">
            <span>The reacting side's dice</span>
            <input className="input" value={reactorDiceText} onChange={(e) => setReactorDiceText(e.target.value)} data-testid="cw-roll-reactor-dice" />
          </label>
        ) : null}
        <button type="button" className="button button-primary" disabled={!ready || roll.isPending} onClick={throwDice} data-testid="cw-roll">
          Roll
        </button>
      </div>
      {roll.error ? <ErrorNotice error={roll.error} /> : null}
      {result ? <RollResult result={result.answer} onLuck={spendLuck} busy={reroll.isPending} /> : null}
      {reroll.error ? <ErrorNotice error={reroll.error} /> : null}
    </section>
  );
}

function PoolEditor({ draft, onChange, testId, title }: { draft: PoolDraft; onChange: (d: PoolDraft) => void; testId: string; title: string }) {
  const characters = useCharacterList({ system: "clockwork" });
  const character = useCharacter(draft.kind === "character" ? draft.characterId : null);
  const view = character.data ? clockworkOf(character.data) : null;
  const foci = view?.sheet?.skills.find((line) => line.skill === draft.skill)?.foci ?? [];
  const set = (patch: Partial<PoolDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="cw-row" data-testid={testId}>
      <legend>{title}</legend>
      <label className="field">
        <span>Pool</span>
        <select className="select" value={draft.kind} onChange={(e) => set({ kind: e.target.value as PoolDraft["kind"] })} data-testid={`${testId}-kind`}>
          <option value="character">A character's skill</option>
          <option value="raw">Numbers typed in</option>
        </select>
      </label>
      {draft.kind === "character" ? (
        <>
          <label className="field">
            <span>Character</span>
            <select
              className="select"
              value={draft.characterId ?? ""}
              onChange={(e) => set({ characterId: e.target.value === "" ? null : Number(e.target.value), foci: [] })}
              data-testid={`${testId}-character`}
            >
              <option value="">Choose…</option>
              {characters.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Skill</span>
            <select className="select" value={draft.skill} onChange={(e) => set({ skill: e.target.value as ClockworkSkill, foci: [] })} data-testid={`${testId}-skill`}>
              {SKILLS.map((s) => (
                <option key={s} value={s}>
                  {SKILL_LABEL[s]}
                </option>
              ))}
            </select>
          </label>
          {foci.map((focus) => (
            <label key={focus} className="checkbox">
              <input
                type="checkbox"
                checked={draft.foci.includes(focus)}
                onChange={(e) => set({ foci: e.target.checked ? [...draft.foci, focus] : draft.foci.filter((f) => f !== focus) })}
                data-testid={`${testId}-focus-${focus}`}
              />{" "}
              {focus} applies
            </label>
          ))}
        </>
      ) : (
        <>
          <label className="field">
            <span>Attribute</span>
            <input className="input" type="number" min={5} max={10} value={draft.attribute} onChange={(e) => set({ attribute: Number(e.target.value) })} data-testid={`${testId}-attribute`} />
          </label>
          <label className="field">
            <span>Skill rank</span>
            <select className="select" value={draft.skillRank} onChange={(e) => set({ skillRank: Number(e.target.value) })} data-testid={`${testId}-rank`}>
              {RANKS.map((rank) => (
                <option key={rank} value={rank}>
                  {rank}
                </option>
              ))}
            </select>
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={draft.bonusSkill} onChange={(e) => set({ bonusSkill: e.target.checked })} data-testid={`${testId}-bonus`} /> Bonus skill
          </label>
          <label className="field">
            <span>Foci that apply</span>
            <input className="input" type="number" min={0} value={draft.rawFoci} onChange={(e) => set({ rawFoci: Number(e.target.value) })} data-testid={`${testId}-foci`} />
          </label>
        </>
      )}
      <label className="field">
        <span>Dice the situation adds (or takes)</span>
        <input className="input" type="number" value={draft.situational} onChange={(e) => set({ situational: Number(e.target.value) })} data-testid={`${testId}-situational`} />
      </label>
    </fieldset>
  );
}

function PoolOddsRows({ odds, needed, testId }: { odds: ClockworkPoolOdds; needed: number | null; testId: string }) {
  const shown = odds.chances.filter((c) => c.gains >= 0 && c.atLeast > 0);
  return (
    <table className="table cw-odds" data-testid={testId}>
      <caption>
        {odds.who ? `${odds.who}: ` : ""}
        {odds.roll}, <ExplainedValue label="Dice" explained={odds.size} /> dice against rank {odds.skillRank}
      </caption>
      <thead>
        <tr>
          <th scope="col">Gains</th>
          <th scope="col">Exactly</th>
          <th scope="col">At least</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((c) => (
          <tr key={c.gains} className={c.gains === needed ? "cw-highlight" : undefined} data-testid={`${testId}-${c.gains}`}>
            <th scope="row">{c.gains}</th>
            <td>{percent(c.exactly)}</td>
            <td>{percent(c.atLeast)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OddsTable({ odds }: { odds: ClockworkRollOdds }) {
  const needed = odds.difficulty?.needed ?? null;
  return (
    <div className="cw-roll-odds" data-testid="cw-roll-odds">
      {odds.difficulty ? (
        <p data-testid="cw-odds-success">
          Chance of {needed} or more gains: <strong>{percent(odds.difficulty.success)}</strong>
          {odds.difficulty.dramaticSuccess != null ? `; dramatic success ${percent(odds.difficulty.dramaticSuccess)}` : ""}
          {odds.difficulty.dramaticFailure != null ? `; dramatic failure ${percent(odds.difficulty.dramaticFailure)}` : ""}{" "}
          <RuleCitation rule={odds.difficulty.rule} />
        </p>
      ) : null}
      {odds.opposed ? (
        <p data-testid="cw-odds-opposed">
          Chance the one acting wins (ties are theirs): <strong>{percent(odds.opposed.actorWins)}</strong> <RuleCitation rule={odds.opposed.rule} />
        </p>
      ) : null}
      <PoolOddsRows odds={odds.actor} needed={needed} testId="cw-odds-actor" />
      {odds.opposed ? <PoolOddsRows odds={odds.opposed.reactor} needed={null} testId="cw-odds-reactor" /> : null}
    </div>
  );
}

function ThrowView({ thrown, testId }: { thrown: ClockworkThrow; testId: string }) {
  const rolled = thrown.pool.dice.dice.every((d) => d.origin === "rolled");
  return (
    <div data-testid={testId}>
      <p>
        {thrown.who ? `${thrown.who}, ` : ""}
        {thrown.roll}: <strong data-testid={`${testId}-gains`}>{thrown.pool.gains.value} gains</strong>{" "}
        <span className="muted">({rolled ? "rolled by Tablekeep" : "the table's dice"})</span>
      </p>
      <ol className="cw-dice" data-testid={`${testId}-dice`}>
        {thrown.dice.map((die, index) => (
          <li key={index} data-testid={`${testId}-die`}>
            <strong>{die.face}</strong> {die.gains > 0 ? `+${die.gains}` : die.gains} — {die.why}
          </li>
        ))}
      </ol>
    </div>
  );
}

function RollResult({ result, onLuck, busy }: { result: ClockworkRollResult; onLuck: (side: ClockworkRollSide) => void; busy: boolean }) {
  return (
    <div className="cw-roll-result" data-testid="cw-roll-result">
      <ThrowView thrown={result.actor} testId="cw-result-actor" />
      {result.opposed ? <ThrowView thrown={result.opposed.reactor} testId="cw-result-reactor" /> : null}
      {result.difficulty ? (
        <p data-testid="cw-result-outcome">
          {result.difficulty.why} <RuleCitation rule={result.difficulty.rule} />
        </p>
      ) : null}
      {result.opposed ? (
        <p data-testid="cw-result-outcome">
          {result.opposed.why} <RuleCitation rule={result.opposed.rule} />
        </p>
      ) : null}
      {result.luck ? (
        <p data-testid="cw-result-luck">
          {result.luck.who} spent luck: {result.luck.why} {result.luck.luckLeft} left this session. <RuleCitation rule={result.luck.rule} />
        </p>
      ) : null}
      <div className="cw-row">
        {result.actor.who ? (
          <button type="button" className="button" disabled={busy} onClick={() => onLuck("actor")} data-testid="cw-luck-actor">
            Reroll with {result.actor.who}'s luck
          </button>
        ) : null}
        {result.opposed?.reactor.who ? (
          <button type="button" className="button" disabled={busy} onClick={() => onLuck("reactor")} data-testid="cw-luck-reactor">
            Reroll with {result.opposed.reactor.who}'s luck
          </button>
        ) : null}
      </div>
    </div>
  );
}
