import { useId, useState } from "react";
import type { AssistGrant, AssistResult, PowerRollInput, PowerRollResult, RollKind, TestDifficulty } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { useDrawSteelAssist, useDrawSteelPowerRoll, useDrawSteelRollOdds } from "./queries";
import { DiceEntry } from "./dice-entry";
import { Check, Stepper } from "./form";
import { ASSIST_GRANTS, ASSIST_LABEL, DIFFICULTIES, DIFFICULTY_LABEL, TEST_OUTCOME_LABEL, TIER_NUMBER } from "./labels";
import { OddsBars, PowerRollView } from "./roll-views";

type KindChoice = "ability_main" | "ability_maneuver" | "test" | "project";

const KIND_CHOICES: readonly { id: KindChoice; label: string; hint: string }[] = [
  { id: "ability_main", label: "Ability roll, main action", hint: "A natural 19 or 20 is a critical hit." },
  { id: "ability_maneuver", label: "Ability roll, maneuver", hint: "Never a critical hit." },
  { id: "test", label: "Test", hint: "A skill that applies adds 2." },
  { id: "project", label: "Project roll", hint: "Made during a respite." },
];

function rollKindOf(choice: KindChoice): RollKind {
  switch (choice) {
    case "ability_main":
      return { kind: "ability", mainAction: true };
    case "ability_maneuver":
      return { kind: "ability", mainAction: false };
    case "test":
      return { kind: "test" };
    case "project":
      return { kind: "project" };
  }
}

/**
 * What an assist adds to the roll's edges and banes, for the odds shown before rolling (the roll
 * itself sends the grant and the engine adds it): the grant's own meaning as "Assist" gives it,
 * a bane, an edge, or a double edge counted as two edges.
 */
function withGrant(input: PowerRollInput, grant: AssistGrant | null): PowerRollInput {
  if (grant === null) return input;
  const edges = input.edges ?? 0;
  const banes = input.banes ?? 0;
  return grant === "bane" ? { ...input, banes: banes + 1 } : { ...input, edges: edges + (grant === "edge" ? 1 : 2) };
}

type Rolled = { result: PowerRollResult; label: string };

/** A power roll or test anywhere: its exact odds first, then the engine's dice or the table's. */
export function Roller() {
  const [choice, setChoice] = useState<KindChoice>("ability_main");
  const [characteristic, setCharacteristic] = useState(2);
  const [skill, setSkill] = useState(false);
  const [edges, setEdges] = useState(0);
  const [banes, setBanes] = useState(0);
  const [bonus, setBonus] = useState(0);
  const [difficulty, setDifficulty] = useState<TestDifficulty | null>("medium");
  const [assisted, setAssisted] = useState(false);
  const [grant, setGrant] = useState<AssistGrant>("edge");
  const [history, setHistory] = useState<Rolled[]>([]);
  const roll = useDrawSteelPowerRoll();
  const groupId = useId();

  const kind = rollKindOf(choice);
  const isTest = choice === "test";
  const takesSkill = choice === "test" || choice === "project";
  const input: PowerRollInput = { kind, characteristic, skill: takesSkill && skill, edges, banes, bonus };
  const testDifficulty = isTest ? difficulty : null;
  const assist = assisted ? grant : null;
  const odds = useDrawSteelRollOdds({ input: withGrant(input, assist), difficulty: testDifficulty });

  const describe = () => {
    const what = KIND_CHOICES.find((k) => k.id === choice)?.label ?? "Roll";
    return isTest && testDifficulty ? `${DIFFICULTY_LABEL[testDifficulty]} test` : what;
  };
  const run = (dice: [number, number] | null) =>
    roll.mutate(
      { input, dice, difficulty: testDifficulty, assist },
      { onSuccess: (result) => setHistory((old) => [{ result, label: describe() }, ...old].slice(0, 8)) },
    );
  const last = history[0];

  return (
    <div className="ds-roller" data-testid="ds-roller">
      <div className="ds-roller-columns">
        <section className="ds-roller-setup" aria-label="The roll">
          <fieldset className="ds-fieldset">
            <legend className="field-label">Kind of roll</legend>
            <div className="fh-segmented">
              {KIND_CHOICES.map((option) => (
                <label key={option.id} className="segment" title={option.hint}>
                  <input
                    type="radio"
                    name={`${groupId}-kind`}
                    checked={choice === option.id}
                    onChange={() => setChoice(option.id)}
                    data-testid={`ds-roll-kind-${option.id}`}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            <p className="field-hint">{KIND_CHOICES.find((k) => k.id === choice)?.hint}</p>
          </fieldset>

          <div className="ds-row">
            <div className="field">
              <span className="field-label">Characteristic score</span>
              <Stepper value={characteristic} onChange={setCharacteristic} min={-5} max={5} label="Characteristic score" testId="ds-roll-characteristic" />
            </div>
            <div className="field">
              <span className="field-label">Edges</span>
              <Stepper value={edges} onChange={setEdges} min={0} max={9} label="Edges" testId="ds-roll-edges" />
            </div>
            <div className="field">
              <span className="field-label">Banes</span>
              <Stepper value={banes} onChange={setBanes} min={0} max={9} label="Banes" testId="ds-roll-banes" />
            </div>
            <div className="field">
              <span className="field-label">GM bonus</span>
              <Stepper value={bonus} onChange={setBonus} min={-20} max={20} label="GM bonus" testId="ds-roll-bonus" />
            </div>
          </div>

          {takesSkill ? <Check checked={skill} onChange={setSkill} label="A skill applies" testId="ds-roll-skill" /> : null}

          {isTest ? (
            <fieldset className="ds-fieldset">
              <legend className="field-label">Difficulty</legend>
              <div className="fh-segmented">
                {[null, ...DIFFICULTIES].map((option) => (
                  <label key={option ?? "none"} className="segment">
                    <input
                      type="radio"
                      name={`${groupId}-difficulty`}
                      checked={difficulty === option}
                      onChange={() => setDifficulty(option)}
                      data-testid={`ds-roll-difficulty-${option ?? "none"}`}
                    />
                    {option ? DIFFICULTY_LABEL[option] : "None (tiers only)"}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <AssistPanel assisted={assisted} onAssisted={setAssisted} grant={grant} onGrant={setGrant} />
        </section>

        <section className="ds-roller-odds" aria-label="Odds">
          {odds.isError ? <ErrorNotice error={odds.error} /> : null}
          {odds.data ? <OddsBars tiers={odds.data.tiers} outcomes={odds.data.outcomes} title={assist ? "Chances before rolling, with the assist" : undefined} /> : null}
          <DiceEntry onRoll={() => run(null)} onEnter={run} busy={roll.isPending} testId="ds-roll" />
          {roll.isError ? <ErrorNotice error={roll.error} /> : null}
        </section>
      </div>

      {last ? <PowerRollView key={history.length} roll={last.result.roll} dice={last.result.dice} outcome={last.result.outcome} label={last.label} rules={last.result.rules} /> : null}

      {history.length > 1 ? (
        <section className="ds-history" aria-label="Earlier rolls">
          <h5 className="ds-subtitle">Earlier rolls</h5>
          <ol className="ds-history-list" data-testid="ds-roll-history">
            {history.slice(1).map((entry, index) => (
              <li key={history.length - index}>
                {entry.label}: {entry.result.roll.dice[0]} + {entry.result.roll.dice[1]} → total {entry.result.roll.total}, tier {TIER_NUMBER[entry.result.roll.tier]}
                {entry.result.outcome ? `, ${TEST_OUTCOME_LABEL[entry.result.outcome].toLowerCase()}` : ""}
                {entry.result.roll.criticalHit ? ", critical hit" : ""}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

/** Someone helps: pick what their assist gave, or roll their test to find out. */
function AssistPanel({
  assisted,
  onAssisted,
  grant,
  onGrant,
}: {
  assisted: boolean;
  onAssisted: (on: boolean) => void;
  grant: AssistGrant;
  onGrant: (grant: AssistGrant) => void;
}) {
  const [characteristic, setCharacteristic] = useState(0);
  const [skill, setSkill] = useState(false);
  const [edges, setEdges] = useState(0);
  const [banes, setBanes] = useState(0);
  const [result, setResult] = useState<AssistResult | null>(null);
  const assist = useDrawSteelAssist();
  const id = useId();
  const run = (dice: [number, number] | null) =>
    assist.mutate(
      { input: { kind: { kind: "test" }, characteristic, skill, edges, banes }, dice },
      {
        onSuccess: (answer) => {
          setResult(answer);
          onGrant(answer.grant);
        },
      },
    );

  return (
    <fieldset className="ds-fieldset ds-assist" data-testid="ds-assist">
      <legend className="field-label">Assist</legend>
      <Check checked={assisted} onChange={onAssisted} label="Someone assists this roll" testId="ds-assist-on" />
      {assisted ? (
        <>
          <div className="field">
            <label htmlFor={id} className="field-label">
              The assist gives
            </label>
            <select id={id} className="select" value={grant} onChange={(event) => onGrant(event.target.value as AssistGrant)} data-testid="ds-assist-grant">
              {ASSIST_GRANTS.map((option) => (
                <option key={option} value={option}>
                  {ASSIST_LABEL[option]}
                </option>
              ))}
            </select>
          </div>
          <details className="ds-assist-roll" open>
            <summary>Roll the assister's test</summary>
            <div className="ds-row">
              <div className="field">
                <span className="field-label">Their characteristic</span>
                <Stepper value={characteristic} onChange={setCharacteristic} min={-5} max={5} label="Assister's characteristic" testId="ds-assist-characteristic" />
              </div>
              <div className="field">
                <span className="field-label">Edges</span>
                <Stepper value={edges} onChange={setEdges} min={0} max={9} label="Assister's edges" testId="ds-assist-edges" />
              </div>
              <div className="field">
                <span className="field-label">Banes</span>
                <Stepper value={banes} onChange={setBanes} min={0} max={9} label="Assister's banes" testId="ds-assist-banes" />
              </div>
            </div>
            <Check checked={skill} onChange={setSkill} label="A skill of theirs applies" testId="ds-assist-skill" />
            <DiceEntry onRoll={() => run(null)} onEnter={run} busy={assist.isPending} testId="ds-assist-roll" rollLabel="Roll the assist" />
            {assist.isError ? <ErrorNotice error={assist.error} /> : null}
            {result ? (
              <p className="notice notice-info" role="status" data-testid="ds-assist-result">
                The assister rolled {result.dice[0].value} + {result.dice[1].value} for a total of {result.roll.total}, tier {TIER_NUMBER[result.roll.tier]}:{" "}
                <strong>{ASSIST_LABEL[result.grant].toLowerCase()}</strong> for the roll.
              </p>
            ) : null}
          </details>
        </>
      ) : null}
    </fieldset>
  );
}
