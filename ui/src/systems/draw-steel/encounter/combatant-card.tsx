import { useState } from "react";
import { AbilityLine } from "./ability-line";
import { CONDITION_LABEL, DURATION_LABEL, FATE_LABEL, isDown, isTriggered, nameOf, posText, SIDE_LABEL } from "./labels";
import type { CombatantView, CombatState, Command } from "./types";
import type { CombatPreview, LegalNow } from "../../../bindings";
import { kindStatus, WhyNot } from "../../../encounters/legal";

type CombatantCardProps = {
  state: CombatState;
  view: CombatantView;
  actor: boolean;
  targeted: boolean;
  /** What the engine allows now: a triggered ability it refuses is greyed out with its reason. */
  legal: LegalNow<Command, CombatPreview>;
  /** Uses one of its triggered abilities, off-turn. */
  onTrigger: (ability: number) => void;
};

/** One creature as the GM tracks it: Stamina against winded, fate, conditions, surges, resource. */
export function CombatantCard({ state, view, actor, targeted, legal, onTrigger }: CombatantCardProps) {
  const [open, setOpen] = useState(false);
  const c = state.combatants[view.id];
  if (!c) return null;
  const max = Math.max(1, c.staminaMax);
  const share = Math.max(0, Math.min(1, c.stamina / max));
  const windedAt = Math.max(0, Math.min(1, c.windedValue / max));
  const resourceName = c.hero ? c.resourceName || "Heroic resource" : null;
  const classes = [
    "combatant",
    "ds-combatant",
    `combatant-${c.side}`,
    isDown(c) ? "combatant-down" : "",
    actor ? "combatant-actor" : "",
    targeted ? "ds-combatant-targeted" : "",
    c.acted ? "ds-combatant-acted" : "",
  ];
  const triggered = c.abilities.map((a, index) => ({ a, index })).filter(({ a }) => isTriggered(a.action));
  const usable = (index: number) =>
    kindStatus(legal, "triggered", (command: Command) => command.command === "use_ability" && command.user === view.id && command.ability === index);

  return (
    <article
      className={classes.filter(Boolean).join(" ")}
      aria-label={c.name}
      data-testid={`dsc-combatant-${view.id}`}
      data-stamina={c.stamina}
      data-fate={c.fate}
      data-side={c.side}
    >
      <header className="combatant-head">
        <h4 className="combatant-name">{c.name}</h4>
        <span className={`badge ${c.side === "heroes" ? "badge-accent" : "badge-warning"}`}>{SIDE_LABEL[c.side]}</span>
        {c.fate !== "standing" ? (
          <span className={`badge ds-fate ds-fate-${c.fate}`} data-testid={`dsc-fate-${view.id}`}>
            {FATE_LABEL[c.fate]}
          </span>
        ) : null}
        {view.winded && c.fate === "standing" ? <span className="badge badge-warning">Winded</span> : null}
        {c.surprised && state.round <= 1 ? <span className="badge badge-quiet">Surprised</span> : null}
        {c.hidden ? <span className="badge badge-magic">Hidden</span> : null}
        {c.invisible ? <span className="badge badge-magic">Invisible</span> : null}
        {actor ? <span className="badge badge-accent">Acting</span> : null}
        {c.acted && !actor ? <span className="badge badge-quiet">Acted</span> : null}
      </header>

      <div className="hp ds-stamina" data-testid={`dsc-stamina-${view.id}`} aria-label={`Stamina ${c.stamina} of ${c.staminaMax}, winded at ${c.windedValue}`}>
        <span className="hp-bar ds-stamina-bar" aria-hidden="true">
          <span className={`hp-fill${view.winded ? " hp-low" : ""}`} style={{ width: `${share * 100}%` }} />
          <span className="ds-winded-mark" style={{ left: `${windedAt * 100}%` }} title={`Winded at ${c.windedValue}`} />
        </span>
        <span className="hp-text">
          {c.stamina}/{c.staminaMax}
        </span>
      </div>

      <dl className="ds-numbers">
        <div>
          <dt>Speed</dt>
          <dd>{view.speed === c.speed ? view.speed : `${view.speed} (of ${c.speed})`}</dd>
        </div>
        <div>
          <dt>Stability</dt>
          <dd>{c.stability}</dd>
        </div>
        <div>
          <dt>Surges</dt>
          <dd data-testid={`dsc-surges-${view.id}`}>{c.surges}</dd>
        </div>
        {resourceName ? (
          <div>
            <dt>{resourceName}</dt>
            <dd data-testid={`dsc-resource-${view.id}`}>{c.resource}</dd>
          </div>
        ) : null}
        {c.hero ? (
          <div>
            <dt>Recoveries</dt>
            <dd>{c.recoveries}</dd>
          </div>
        ) : null}
        <div>
          <dt>Free strike</dt>
          <dd>{c.freeStrike}</dd>
        </div>
        {c.position ? (
          <div>
            <dt>At</dt>
            <dd>
              {posText(c.position)}
              {c.elevation > 0 ? `, ${c.elevation} up` : ""}
            </dd>
          </div>
        ) : null}
      </dl>

      {c.conditions.length > 0 ? (
        <ul className="ds-conditions" aria-label="Conditions">
          {c.conditions.map((condition, index) => (
            <li key={index} className={`ds-condition ds-condition-${condition.kind}`} data-testid={`dsc-condition-${view.id}-${condition.kind}`}>
              <strong>{CONDITION_LABEL[condition.kind]}</strong> <span className="muted">({DURATION_LABEL[condition.duration]})</span>
              {condition.source !== null ? <span className="muted"> from {nameOf(state, condition.source)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}

      {c.abilities.length > 0 ? (
        <div className="ds-card-abilities">
          <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid={`dsc-abilities-toggle-${view.id}`}>
            {open ? "Hide abilities" : `Abilities (${c.abilities.length})`}
          </button>
          {!open && triggered.length > 0 ? <span className="muted"> · {triggered.length} triggered</span> : null}
          {open ? (
            <ul className="ds-ability-list">
              {c.abilities.map((ability, index) => (
                <li key={index}>
                  <AbilityLine ability={ability} />
                  {isTriggered(ability.action) && c.fate !== "dead" ? (
                    <>
                      <button
                        type="button"
                        className="button"
                        disabled={!usable(index).offered}
                        title={usable(index).reason?.message}
                        onClick={() => onTrigger(index)}
                        data-testid={`dsc-use-${view.id}-${index}`}
                      >
                        Use now
                      </button>
                      <WhyNot status={usable(index)} testId={`dsc-use-reason-${view.id}-${index}`} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
