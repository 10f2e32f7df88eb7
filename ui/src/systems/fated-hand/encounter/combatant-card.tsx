import { ExplainedValue } from "../../../shared/explained-value";
import { CardRow, PlayingCard } from "../../../shared/playing-card";
import { SIDE_LABEL, STANCE_LABEL, STAT_NAMES } from "./battle-labels";
import type { BattleState, CombatantView } from "./types";

type CombatantCardProps = { state: BattleState; view: CombatantView; actor: boolean };

/** One combatant as the GM tracks it: health, this round's numbers, handicap, cards, engagements. */
export function CombatantCard({ state, view, actor }: CombatantCardProps) {
  const c = state.combatants[view.id];
  if (!c) return null;
  const main = c.arms[c.mainArm];
  const offhand = c.offhandArm !== null ? c.arms[c.offhandArm] : undefined;
  const engaged = view.engagedWith.map((other) => state.combatants[other]?.name ?? `#${other}`);
  const hpShare = c.maxHitPoints > 0 ? Math.max(0, Math.min(1, c.hitPoints / c.maxHitPoints)) : 0;
  const classes = ["combatant", `combatant-${c.side}`, c.incapacitated || c.vanished ? "combatant-down" : "", actor ? "combatant-actor" : ""];

  return (
    <article className={classes.filter(Boolean).join(" ")} aria-label={c.name} data-testid={`combatant-${view.id}`}>
      <header className="combatant-head">
        <h4 className="combatant-name">{c.name}</h4>
        <span className={`badge ${c.side === "party" ? "badge-accent" : "badge-warning"}`}>{SIDE_LABEL[c.side]}</span>
        {c.incapacitated ? <span className="badge badge-quiet">Incapacitated</span> : null}
        {c.rage ? (
          <span
            className="badge badge-warning"
            data-testid={`combatant-berserk-${view.id}`}
            title="Berserk: at 0 Hit Points it fights on, then falls once these turns are over."
          >
            {c.rage.turnsLeft > 0 ? `Berserk: ${c.rage.turnsLeft} more turn${c.rage.turnsLeft === 1 ? "" : "s"}` : "Berserk: last turn"}
          </span>
        ) : null}
        {c.summonedBy != null ? (
          <span className="badge badge-magic" data-testid={`combatant-summoned-${view.id}`}>
            Summoned by {state.combatants[c.summonedBy]?.name ?? `#${c.summonedBy}`}
          </span>
        ) : null}
        {c.vanished ? (
          <span className="badge badge-quiet" data-testid={`combatant-vanished-${view.id}`}>
            Gone: Summon Exhaustion
          </span>
        ) : null}
        {c.hidden ? <span className="badge badge-magic" data-testid={`combatant-hidden-${view.id}`}>Hidden</span> : null}
        {actor ? <span className="badge badge-accent">Acting</span> : null}
        {c.planned && state.phase.phase === "planning" ? <span className="badge badge-quiet">Planned</span> : null}
        {c.acted ? <span className="badge badge-quiet">Acted</span> : null}
      </header>

      <div className="hp" data-testid={`combatant-hp-${view.id}`} aria-label={`Hit Points ${c.hitPoints} of ${c.maxHitPoints}`}>
        <span className="hp-bar" aria-hidden="true">
          <span className={`hp-fill${hpShare <= 0.34 ? " hp-low" : ""}`} style={{ width: `${hpShare * 100}%` }} />
        </span>
        <span className="hp-text">
          {c.hitPoints}/{c.maxHitPoints}
        </span>
      </div>

      <dl className="combatant-stats">
        {([view.strike, view.defense, view.speed] as const).map((explained, index) => (
          <div key={STAT_NAMES[index]} className="combatant-stat">
            <dt>{STAT_NAMES[index]}</dt>
            <dd>
              <ExplainedValue label={`${c.name}'s ${STAT_NAMES[index]}`} explained={explained} />
              <HandicapBar who={view.id} stat={index} amount={c.handicap[index]} />
            </dd>
          </div>
        ))}
        <div className="combatant-stat">
          <dt>Movement</dt>
          <dd data-testid={`combatant-movement-${view.id}`}>
            {state.phase.phase === "turn" && actor ? `${c.movementLeft} of ${view.movement}` : view.movement}
          </dd>
        </div>
      </dl>

      <p className="combatant-line">
        <span className="muted">Stance</span> {STANCE_LABEL[c.stance]}
        <span className="muted"> · Arms</span> {main?.name ?? "—"}
        {offhand ? ` + ${offhand.name}` : ""}
        {c.offhandReady ? <span className="badge badge-quiet">Offhand ready</span> : null}
      </p>
      {engaged.length > 0 ? (
        <p className="combatant-line" data-testid={`combatant-engaged-${view.id}`}>
          <span className="muted">Engaged with</span> {engaged.join(", ")}
        </p>
      ) : null}
      {c.cards ? (
        <p className="combatant-line combatant-cards">
          {c.cards.map((card, index) => (
            <span key={index} className="combatant-card-slot">
              <span className="muted">{STAT_NAMES[index]}</span> <PlayingCard card={card} />
            </span>
          ))}
        </p>
      ) : null}
      <p className="combatant-line">
        {c.deck ? (
          <>
            <span className="muted">Hand ({view.hand.length}/{c.handSize})</span> <CardRow cards={view.hand} empty="empty" />
            {view.reagents.length > 0 ? (
              <>
                <span className="muted">
                  {" "}
                  · Reagents{c.reagentHand ? ` (${view.reagents.length}/${c.reagentHand.handSize})` : ""}
                </span>{" "}
                <CardRow cards={view.reagents} />
              </>
            ) : null}
            <span className="muted">
              {" "}
              · deck {view.drawPile}, discard {view.discard}
            </span>
          </>
        ) : (
          <span className="muted">Physical cards (Hand Size {c.handSize}): the player plays and the GM enters them.</span>
        )}
      </p>
      {(c.stealthPower ?? 0) !== 0 ? (
        <p className="combatant-line">
          <span className="muted">Stealth Power</span> {c.stealthPower}
        </p>
      ) : null}
    </article>
  );
}

/** Handicap on one stat as pips, with the number for those who count. */
function HandicapBar({ who, stat, amount }: { who: number; stat: number; amount: number }) {
  return (
    <span className={`handicap${amount > 0 ? " handicap-some" : ""}`} data-testid={`handicap-${who}-${STAT_NAMES[stat]?.toLowerCase()}`} title={`Handicap ${amount}`}>
      <span className="handicap-pips" aria-hidden="true">
        {Array.from({ length: Math.min(amount, 6) }, (_, index) => (
          <span key={index} className="handicap-pip" />
        ))}
      </span>
      <span className="handicap-text">{amount > 0 ? `Handicap ${amount}` : "no Handicap"}</span>
    </span>
  );
}
