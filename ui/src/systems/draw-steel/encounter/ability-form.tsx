import { useId, useState, type FormEvent } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { count } from "../../../format";
import { RuleCitation } from "../../../shared/rule-citation";
import { useCombatRollPreview } from "../queries";
import { AbilityLine } from "./ability-line";
import { useCombat } from "./combat-context";
import { CHARACTERISTIC_LABEL, FATE_LABEL, SIDE_LABEL } from "./labels";
import type { Ability, Characteristic, Command, CombatState, Pos, RollPreview, TargetChoice } from "./types";

/** What the GM is about to roll: an ability, a free strike (maybe an opportunity attack), or a charge's strike. */
export type RollDraft = {
  kind: "ability" | "free_strike" | "charge";
  user: number;
  /** The ability's index (for `ability`). */
  ability: number | null;
  targets: TargetChoice[];
  /** The charge's straight path (for `charge`). */
  path?: Pos[];
  /** Set when the free strike is an opportunity attack against a creature that moved away. */
  opportunity?: boolean;
};

type AbilityFormProps = {
  draft: RollDraft;
  onTargets: (targets: TargetChoice[]) => void;
  onClose: () => void;
};

/** The printed free strike, for showing it like any other ability (the engine has its own). */
function freeStrikeCard(damage: number): Ability {
  const tier = { effects: [{ kind: "damage" as const, amount: damage }] };
  return {
    name: "Free strike",
    keywords: ["melee", "strike", "weapon"],
    action: "main_action",
    distance: { kind: "melee", reach: 1 },
    targets: { kind: "enemies", count: 1 },
    roll: ["might", "agility"],
    tiers: [tier, tier, tier],
  };
}

/** A die the GM typed: "" is "not entered"; otherwise 1..=sides. */
function dieValue(text: string, sides: number): number | null | "bad" {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= sides ? n : "bad";
}

/** Toggles `id` among the targets, keeping the situation chosen for the others. */
export function toggleTarget(targets: TargetChoice[], id: number, only: boolean): TargetChoice[] {
  if (targets.some((t) => t.target === id)) return targets.filter((t) => t.target !== id);
  const added = { target: id, cover: false, concealed: false, edges: 0, banes: 0 };
  return only ? [added] : [...targets, added];
}

/**
 * Using an ability or a free strike: targets (from this list or the map) with the situation
 * against each, surges and the knock-out choice, then each target's exact tier odds, then the roll.
 */
export function AbilityForm({ draft, onTargets, onClose }: AbilityFormProps) {
  const { view, combat, send, busy } = useCombat();
  const state = combat.state;
  const user = state.combatants[draft.user];
  const [characteristic, setCharacteristic] = useState<Characteristic | "">("");
  const [damageSurges, setDamageSurges] = useState(0);
  const [potencySurges, setPotencySurges] = useState(0);
  const [surgeTarget, setSurgeTarget] = useState<number | "">("");
  const [knockOut, setKnockOut] = useState(false);
  const [dieA, setDieA] = useState("");
  const [dieB, setDieB] = useState("");
  const [bleeding, setBleeding] = useState("");
  const id = useId();

  const ability: Ability | undefined = draft.kind === "ability" ? user?.abilities[draft.ability ?? -1] : user ? freeStrikeCard(user.freeStrike) : undefined;
  const single = draft.kind !== "ability" || ability?.targets.count === 1;
  const previewInput =
    draft.targets.length > 0 && ability ? { id: view.id, user: draft.user, ability: draft.kind === "ability" ? draft.ability : null, targets: draft.targets } : null;
  const preview = useCombatRollPreview(previewInput, view.cursor);
  if (!user || !ability) return null;

  const rolls = (ability.roll ?? []).length > 0;
  const a = dieValue(dieA, 10);
  const b = dieValue(dieB, 10);
  const bleed = dieValue(bleeding, 6);
  const diceProblem =
    a === "bad" || b === "bad" ? "A d10 shows 1 to 10." : (a === null) !== (b === null) ? "Enter both d10s, or neither for the engine to roll." : bleed === "bad" ? "A d6 shows 1 to 6." : null;
  const dice: [number, number] | null = typeof a === "number" && typeof b === "number" ? [a, b] : null;
  const candidates = state.combatants.map((c, index) => ({ c, index })).filter(({ c }) => c.fate !== "dead");
  // The engine's answer for each target on its own: in reach with its distance, or why not. A
  // charge is judged from where it ends, so it has none here.
  const kind = draft.kind === "ability" ? "use_ability" : draft.kind === "free_strike" ? "free_strike" : null;
  const aimsAt = (command: Command, index: number) =>
    command.command === "use_ability"
      ? command.user === draft.user && command.ability === draft.ability && command.targets[0]?.target === index
      : command.command === "free_strike" && command.attacker === draft.user && command.target.target === index;
  const judged = (index: number) => combat.legal.offered.find((o) => o.kind === kind && aimsAt(o.command, index))?.preview ?? null;
  const refusal = (index: number) => combat.legal.withheld.find((w) => w.kind === kind && aimsAt(w.command, index))?.reason ?? null;
  const chosen = (index: number) => draft.targets.find((t) => t.target === index);
  const setChoice = (index: number, patch: Partial<TargetChoice>) => onTargets(draft.targets.map((t) => (t.target === index ? { ...t, ...patch } : t)));
  const bleedingNow = user.conditions.some((c) => c.kind === "bleeding");
  const title =
    draft.kind === "ability" ? `${user.name}: ${ability.name}` : draft.kind === "charge" ? `${user.name} charges` : draft.opportunity ? `${user.name}: opportunity attack` : `${user.name}: free strike`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (diceProblem) return;
    let command: Command;
    if (draft.kind === "ability") {
      command = {
        command: "use_ability",
        user: draft.user,
        ability: draft.ability ?? 0,
        targets: draft.targets,
        characteristic: characteristic === "" ? null : characteristic,
        dice,
        damageSurges,
        potencySurges,
        surgeTarget: surgeTarget === "" ? null : surgeTarget,
        knockOut,
        bleedingDie: typeof bleed === "number" ? bleed : null,
      };
    } else {
      const target = draft.targets[0];
      if (!target) return;
      command =
        draft.kind === "charge"
          ? { command: "charge", path: draft.path ?? [], target, dice, knockOut }
          : { command: "free_strike", attacker: draft.user, target, dice, knockOut };
    }
    send(command, onClose);
  };

  return (
    <form className="ds-ability-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="dsc-ability-form">
      <h4 id={`${id}-title`} className="ds-form-title">
        {title}
      </h4>
      <AbilityLine ability={ability} costName={user.hero ? user.resourceName || "resource" : "Malice"} />
      {draft.kind === "charge" ? (
        <p className="muted">
          Charging {count(draft.path?.length ?? 0, "square")} in a straight line, then a melee free strike. The odds below are judged from where {user.name} stands
          now; the engine judges the strike from the end of the charge.
        </p>
      ) : null}

      <fieldset className="ds-targets">
        <legend className="field-label">{single ? "Target" : `Targets${ability.targets.count ? ` (up to ${ability.targets.count})` : ""}`}</legend>
        <p className="muted ds-hint">Pick from the list or click creatures on the map.</p>
        <ul className="ds-target-list">
          {candidates.map(({ c, index }) => {
            const choice = chosen(index);
            return (
              <li key={index} className={choice ? "ds-target ds-target-on" : "ds-target"}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={choice !== undefined}
                    disabled={choice === undefined && refusal(index) !== null}
                    title={refusal(index)?.message}
                    onChange={() => onTargets(toggleTarget(draft.targets, index, single))}
                    data-testid={`dsc-target-${index}`}
                  />
                  {c.name}
                  <span className="muted">
                    {" "}
                    · {SIDE_LABEL[c.side]}
                    {c.fate !== "standing" ? ` · ${FATE_LABEL[c.fate]}` : ""}
                    {index === draft.user ? " · self" : ""}
                    {judged(index)?.distance != null ? ` · ${count(judged(index)!.distance!, "square")} away` : ""}
                  </span>
                </label>
                {refusal(index) ? (
                  <span className="legal-reason muted" data-testid={`dsc-target-reason-${index}`}>
                    {refusal(index)!.message}
                  </span>
                ) : null}
                {choice ? (
                  <span className="ds-target-situation">
                    <label className="check">
                      <input type="checkbox" checked={choice.cover ?? false} onChange={(e) => setChoice(index, { cover: e.target.checked })} data-testid={`dsc-target-cover-${index}`} />
                      Cover
                    </label>
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={choice.concealed ?? false}
                        onChange={(e) => setChoice(index, { concealed: e.target.checked })}
                        data-testid={`dsc-target-concealed-${index}`}
                      />
                      Concealed
                    </label>
                    <Counter label="Extra edges" value={choice.edges ?? 0} onValue={(edges) => setChoice(index, { edges })} testId={`dsc-target-edges-${index}`} />
                    <Counter label="Extra banes" value={choice.banes ?? 0} onValue={(banes) => setChoice(index, { banes })} testId={`dsc-target-banes-${index}`} />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="inline-form ds-roll-options">
        {draft.kind === "ability" && (ability.roll ?? []).length > 1 ? (
          <label className="check">
            Roll with
            <select className="select" value={characteristic} onChange={(e) => setCharacteristic(e.target.value as Characteristic | "")} data-testid="dsc-characteristic">
              <option value="">the best</option>
              {(ability.roll ?? []).map((c) => (
                <option key={c} value={c}>
                  {CHARACTERISTIC_LABEL[c]} ({user.characteristics[c] >= 0 ? "+" : ""}
                  {user.characteristics[c]})
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {draft.kind === "ability" && user.surges > 0 ? (
          <>
            <Counter label="Surges on damage" value={damageSurges} max={user.surges} onValue={setDamageSurges} testId="dsc-damage-surges" />
            <Counter label="Surges on potency" value={potencySurges} max={user.surges} onValue={setPotencySurges} testId="dsc-potency-surges" />
            {draft.targets.length > 1 ? (
              <label className="check">
                Surges go to
                <select className="select" value={String(surgeTarget)} onChange={(e) => setSurgeTarget(e.target.value === "" ? "" : Number(e.target.value))} data-testid="dsc-surge-target">
                  <option value="">the first target</option>
                  {draft.targets.map((t) => (
                    <option key={t.target} value={t.target}>
                      {state.combatants[t.target]?.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </>
        ) : null}
        <label className="check" title="A non-hero brought to 0 Stamina by this is knocked out instead of killed.">
          <input type="checkbox" checked={knockOut} onChange={(e) => setKnockOut(e.target.checked)} data-testid="dsc-knock-out" />
          Knock out rather than kill
        </label>
      </div>

      {rolls ? <OddsPreview state={state} targets={draft.targets} previews={preview.data} pending={preview.isFetching && !preview.data} /> : null}
      {preview.isError ? <ErrorNotice error={preview.error} /> : null}

      {rolls ? (
        <div className="inline-form ds-dice">
          <span className="field-label">2d10</span>
          <input className="input input-narrow" type="number" min={1} max={10} placeholder="d10" aria-label="First d10" value={dieA} onChange={(e) => setDieA(e.target.value)} data-testid="dsc-die-a" />
          <input className="input input-narrow" type="number" min={1} max={10} placeholder="d10" aria-label="Second d10" value={dieB} onChange={(e) => setDieB(e.target.value)} data-testid="dsc-die-b" />
          {bleedingNow && draft.kind === "ability" ? (
            <label className="check">
              Bleeding d6
              <input className="input input-narrow" type="number" min={1} max={6} placeholder="roll" value={bleeding} onChange={(e) => setBleeding(e.target.value)} data-testid="dsc-bleeding-die" />
            </label>
          ) : null}
        </div>
      ) : (
        <p className="muted">No power roll: the effects apply as written.</p>
      )}
      {diceProblem ? (
        <p className="field-error" role="alert">
          {diceProblem}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy || diceProblem !== null} data-testid="dsc-roll">
          {!rolls ? "Use it" : dice ? "Use the entered dice" : "Roll"}
        </button>
        <button type="button" className="button" onClick={onClose} data-testid="dsc-ability-cancel">
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Each target's edges and banes with their reasons, and the exact chance of each tier. */
function OddsPreview({ state, targets, previews, pending }: { state: CombatState; targets: TargetChoice[]; previews: RollPreview[] | undefined; pending: boolean }) {
  if (targets.length === 0) return <p className="muted ds-odds-empty">Choose a target to see the odds.</p>;
  if (pending) return <p className="muted">Working out the odds…</p>;
  if (!previews) return null;
  return (
    <ul className="ds-odds" aria-label="Odds before rolling" data-testid="dsc-odds">
      {previews.map((p) => (
        <li key={p.target} className="ds-odds-target" data-testid={`dsc-odds-${p.target}`}>
          <div className="ds-odds-head">
            <strong>{state.combatants[p.target]?.name ?? `#${p.target}`}</strong>
            <span className="muted">
              {p.characteristic ? `${CHARACTERISTIC_LABEL[p.characteristic[0]]} ${p.characteristic[1] >= 0 ? "+" : ""}${p.characteristic[1]}` : ""}
              {` · ${p.edges} ${p.edges === 1 ? "edge" : "edges"}, ${p.banes} ${p.banes === 1 ? "bane" : "banes"}`}
              {p.canCrit ? " · a natural 19–20 is a critical hit" : ""}
            </span>
          </div>
          <div className="ds-odds-bar" aria-hidden="true">
            {p.odds.percent.map((percent, tier) => (
              <span key={tier} className={`ds-odds-fill ds-tier-fill-${tier + 1}`} style={{ width: `${percent}%` }} />
            ))}
          </div>
          <div className="ds-odds-tiers">
            {p.odds.percent.map((percent, tier) => (
              <span key={tier} className={`ds-odds-tier ds-odds-tier-${tier + 1}`} data-testid={`dsc-odds-tier-${p.target}-${tier + 1}`}>
                Tier {tier + 1}: <strong>{formatPercent(percent)}</strong>
              </span>
            ))}
          </div>
          {p.reasons.length > 0 ? (
            <ul className="ds-reasons">
              {p.reasons.map((reason, index) => (
                <li key={index}>
                  {reason.edges > 0 ? `+${reason.edges} ${reason.edges === 1 ? "edge" : "edges"}` : ""}
                  {reason.edges > 0 && reason.banes > 0 ? ", " : ""}
                  {reason.banes > 0 ? `+${reason.banes} ${reason.banes === 1 ? "bane" : "banes"}` : ""}
                  {reason.edges > 0 || reason.banes > 0 ? ": " : ""}
                  {reason.label} <RuleCitation rule={reason.rule} className="log-rule" />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "37%", "0.5%": exact hundredths of 2d10 outcomes never need more than one decimal. */
function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** A small whole-number input, 0 up to `max`. */
export function Counter({ label, value, onValue, testId, max = 9 }: { label: string; value: number; onValue: (value: number) => void; testId: string; max?: number }) {
  return (
    <label className="check">
      {label}
      <input
        className="input input-tiny"
        type="number"
        min={0}
        max={max}
        value={value}
        onChange={(e) => {
          const n = Number(e.target.value);
          onValue(Number.isInteger(n) ? Math.max(0, Math.min(max, n)) : 0);
        }}
        data-testid={testId}
      />
    </label>
  );
}
