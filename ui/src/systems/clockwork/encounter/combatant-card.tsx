import { fateLabel, luckText, nameOf, sideLabel, squareText } from "./labels";
import type { CombatantView, CombatState } from "./types";

/**
 * One combatant as the GM tracks it: vitals left and the hits in the current box (Grit less
 * wounds), wounds, its dying, stabilized or dead state, counters, luck, what it has prepared,
 * whom it is hidden from, a called shot still holding, defense and weapons.
 */
export function CombatantCard({ state, view }: { state: CombatState; view: CombatantView }) {
  const c = state.combatants[view.id];
  if (!c) return null;
  const f = c.fighter;
  const share = f.vitals > 0 ? Math.max(0, Math.min(1, c.vitals / f.vitals)) : 0;
  const classes = ["combatant", "cw-combatant", `combatant-${f.side === 0 ? "party" : "foes"}`, c.fate.fate !== "fighting" ? "combatant-down" : "", view.acting ? "combatant-actor" : ""];
  return (
    <article className={classes.filter(Boolean).join(" ")} aria-label={f.name} data-testid={`cwc-combatant-${view.id}`} data-fate={c.fate.fate} data-side={f.side}>
      <header className="combatant-head">
        <h4 className="combatant-name">
          {view.place !== null ? <span className="muted">{view.place}. </span> : null}
          {f.name}
        </h4>
        <span className={`badge ${f.side === 0 ? "badge-accent" : "badge-warning"}`}>{sideLabel(f.side)}</span>
        {c.fate.fate !== "fighting" ? (
          <span className={`badge cw-fate cw-fate-${c.fate.fate}`} data-testid={`cwc-fate-${view.id}`}>
            {fateLabel(c.fate)}
          </span>
        ) : null}
        {view.acting ? <span className="badge badge-accent">Acting</span> : null}
        {c.prepared ? (
          <span className="badge badge-accent" title={`An attack on ${nameOf(state, c.prepared.attack.target)} for when it ${c.prepared.trigger === "moves" ? "moves" : "attacks"} («Prepared Actions»).`} data-testid={`cwc-prepared-${view.id}`}>
            Prepared vs {nameOf(state, c.prepared.attack.target)}
          </span>
        ) : null}
        {(c.hiddenFrom ?? []).length > 0 ? (
          <span className="badge badge-quiet" title="They cannot attack it, nor dodge or block its attacks («Stealth»)." data-testid={`cwc-hidden-${view.id}`}>
            Hidden from {(c.hiddenFrom ?? []).map((o) => nameOf(state, o)).join(", ")}
          </span>
        ) : null}
        {c.lamed?.arm ? (
          <span className="badge badge-warning" title="Until a Flat 7 at the end of one of its turns («Called Shots»).">
            Arm useless
          </span>
        ) : null}
        {c.lamed?.leg ? (
          <span className="badge badge-warning" title="Until a Flat 7 at the end of one of its turns («Called Shots»).">
            Cannot run
          </span>
        ) : null}
        {!c.hadTurn && state.round > 0 && c.fate.fate === "fighting" ? (
          <span className="badge badge-quiet" title="Before its first turn a combatant cannot dodge or block («Action Counters»).">
            Defenseless
          </span>
        ) : null}
      </header>

      <div className="hp" data-testid={`cwc-vitals-${view.id}`} aria-label={`${c.vitals} of ${f.vitals} vitals`}>
        <span className="hp-bar" aria-hidden="true">
          <span className={`hp-fill${share <= 0.5 ? " hp-low" : ""}`} style={{ width: `${share * 100}%` }} />
        </span>
        <span className="hp-text">
          Vitals {c.vitals}/{f.vitals}
        </span>
      </div>

      <dl className="cw-numbers">
        <div>
          <dt>Hits in this box</dt>
          <dd data-testid={`cwc-hits-${view.id}`}>
            {c.hits} of {view.boxCapacity}
          </dd>
        </div>
        <div>
          <dt>Wounds</dt>
          <dd data-testid={`cwc-wounds-${view.id}`}>{c.wounds}</dd>
        </div>
        <div>
          <dt>Counters</dt>
          <dd data-testid={`cwc-counters-${view.id}`}>{c.counters}</dd>
        </div>
        {(f.luck ?? 0) > 0 || (c.luck ?? 0) > 0 ? (
          <div>
            <dt>Luck</dt>
            <dd data-testid={`cwc-luck-${view.id}`} title={luckText(c.luck ?? 0)}>
              {c.luck ?? 0} of {f.luck ?? 0}
            </dd>
          </div>
        ) : null}
        {view.vitalsPenalty > 0 ? (
          <div>
            <dt>Vitals penalty</dt>
            <dd>−{view.vitalsPenalty} dice</dd>
          </div>
        ) : null}
        <div>
          <dt>Defense</dt>
          <dd>
            {f.baseDefense} (dodge +{f.dodgeBonus}
            {f.blockBonus !== null ? `, block +${f.blockBonus}` : ""})
          </dd>
        </div>
        <div>
          <dt>Speed</dt>
          <dd>
            walk {f.walk}, run {f.run}
          </dd>
        </div>
        <div>
          <dt>At</dt>
          <dd>{squareText(f.at)}</dd>
        </div>
      </dl>
      <p className="muted cw-weapons">{f.weapons.length === 0 ? "No weapons." : f.weapons.map((w) => `${w.name} (${w.actionCost} counters, ${w.damageDice} dice)`).join(" · ")}</p>
    </article>
  );
}
