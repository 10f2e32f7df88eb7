import { useState } from "react";
import type { Card, Command } from "../../../bindings";
import { cardLabel, sameCard } from "../../../shared/cards";
import { useBattle } from "./battle-context";
import { SIDE_LABEL } from "./battle-labels";
import { autoPlans, PlanForm } from "./plan-form";
import { MeditateControl } from "./study-controls";
import { kindStatus, WhyNot } from "../../../encounters/legal";

/** The Planning Phase: a plan per active combatant, then the countdown. */
export function PlanningPanel() {
  const { battle, send, sendAll, busy } = useBattle();
  const [open, setOpen] = useState<number | null>(null);
  const combatants = battle.state.combatants.map((c, id) => ({ c, id })).filter(({ c }) => !c.incapacitated && c.summonedBy == null);
  const auto = autoPlans(battle.state, battle.combatants);
  const endPlanning = kindStatus(battle.legal, "end_planning");

  return (
    <section className="gm-panel" aria-labelledby="planning-heading">
      <h3 id="planning-heading" className="section-title">
        Planning
      </h3>
      <p className="muted">Each combatant chooses a stance, arms and three cards: Strike, Defense and Speed.</p>
      <ul className="plan-list">
        {combatants.map(({ c, id }) => (
          <li key={id} className="plan-item">
            <span className="plan-name">
              {c.name} <span className="muted">· {SIDE_LABEL[c.side]}</span>
            </span>
            {c.planned ? (
              <span className="badge badge-quiet" data-testid={`planned-${id}`}>
                Planned
              </span>
            ) : open === id ? null : (
              <button type="button" className="button" onClick={() => setOpen(id)} data-testid={`plan-open-${id}`}>
                Plan…
              </button>
            )}
            {open === id && !c.planned ? <PlanForm key={id} who={id} onDone={() => setOpen(null)} /> : null}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="button" disabled={busy || auto.length === 0} onClick={() => void sendAll(auto)} data-testid="plan-auto-npcs">
          Plan the foes automatically
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy || !endPlanning.offered}
          title={endPlanning.reason?.message}
          onClick={() => send({ command: "end_planning" })}
          data-testid="end-planning"
        >
          End planning
        </button>
      </div>
      <WhyNot status={endPlanning} testId="end-planning-reason" />
    </section>
  );
}

/** The Initiative Countdown: who may act at this count, or count on. */
export function CountdownPanel({ count }: { count: number }) {
  const { battle, send, busy } = useBattle();
  const ready = battle.combatants.filter((view) => view.mayAct);
  const nextCount = kindStatus(battle.legal, "next_count");
  const endRoundStatus = kindStatus(battle.legal, "end_round");
  const [recover, setRecover] = useState<Record<number, number>>({});
  // "Recovery": only creatures that took no Handicap from others this round, and have some.
  const recovering = battle.state.combatants
    .map((c, id) => ({ c, id }))
    .filter(({ c }) => !c.incapacitated && !c.externalHandicap && c.handicap.some((h) => h > 0));
  const waiting = battle.state.combatants
    .map((c, id) => ({ c, id }))
    .filter(({ c, id }) => !c.incapacitated && !c.acted && !ready.some((r) => r.id === id) && c.summonedBy == null);
  // "Reagents": at the end of the round a creature holding more Reagents than its Reagent Hand
  // Size discards down to it. The player picks which; unpicked, the engine keeps the Star Suit
  // and the highest cards. Only tracked decks are listed: real cards are the player's to discard.
  const [discards, setDiscards] = useState<Record<number, Card[]>>({});
  const overfull = battle.state.combatants
    .map((c, id) => ({ c, id, held: battle.combatants[id]?.reagents ?? [] }))
    .filter(({ c, held }) => c.deck != null && c.reagentHand != null && held.length > c.reagentHand.handSize);
  const pick = (id: number, card: Card, on: boolean) =>
    setDiscards((all) => {
      const now = all[id] ?? [];
      return { ...all, [id]: on ? [...now, card] : now.filter((x) => !sameCard(x, card)) };
    });
  const endRound = () => {
    const command: Command = {
      command: "end_round",
      recover: recovering.map(({ id }) => [id, recover[id] ?? mostHandicap(battle.state.combatants[id]!.handicap)] as [number, number]),
    };
    const discard = overfull.filter(({ id }) => (discards[id]?.length ?? 0) > 0).map(({ id }) => [id, discards[id]!] as [number, Card[]]);
    send(discard.length > 0 ? { ...command, discard } : command);
  };

  return (
    <section className="gm-panel" aria-labelledby="countdown-heading">
      <h3 id="countdown-heading" className="section-title">
        Countdown <span className="countdown-count" data-testid="gm-count">{count}</span>
      </h3>
      {ready.length === 0 ? <p className="muted">Nobody's Speed reaches {count}: count on.</p> : null}
      <ul className="plan-list">
        {ready.map((view) => {
          const c = battle.state.combatants[view.id]!;
          return (
            <li key={view.id} className="plan-item">
              <span className="plan-name">
                {c.name} <span className="muted">· Speed {view.speed.value}</span>
              </span>
              <button type="button" className="button button-primary" disabled={busy} onClick={() => send({ command: "to_action", who: view.id })} data-testid={`to-action-${view.id}`}>
                To action!
              </button>
              <MeditateControl who={view.id} />
            </li>
          );
        })}
        {waiting.map(({ c, id }) => (
          <li key={id} className="plan-item plan-item-waiting">
            <span className="plan-name">
              {c.name} <span className="muted">· Speed {battle.combatants[id]?.speed.value} (waits)</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={busy || !nextCount.offered}
          title={nextCount.reason?.message}
          onClick={() => send({ command: "next_count" })}
          data-testid="next-count"
        >
          Next count
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || !endRoundStatus.offered}
          title={endRoundStatus.reason?.message}
          onClick={endRound}
          data-testid="end-round"
        >
          End round
        </button>
      </div>
      <WhyNot status={nextCount} testId="next-count-reason" />
      <WhyNot status={endRoundStatus} testId="end-round-reason" />
      {recovering.length > 0 ? (
        <div className="recovery-choices" data-testid="recovery-choices">
          <p className="muted">Recovery at the end of the round: each creature that suffered no Handicap from others this round cleanses one stat.</p>
          {recovering.map(({ c, id }) => (
            <label key={id} className="field-inline">
              {c.name}{" "}
              <select
                className="select"
                value={recover[id] ?? mostHandicap(c.handicap)}
                onChange={(e) => setRecover((all) => ({ ...all, [id]: Number(e.target.value) }))}
                data-testid={`recover-${id}`}
              >
                {STAT_NAMES.map((stat, index) =>
                  c.handicap[index]! > 0 ? (
                    <option key={stat} value={index}>
                      {stat} (Handicap {c.handicap[index]})
                    </option>
                  ) : null,
                )}
              </select>
            </label>
          ))}
        </div>
      ) : null}
      {overfull.length > 0 ? (
        <div className="recovery-choices" data-testid="reagent-discards">
          <p className="muted">
            Reagents over the Reagent Hand Size go to the discard pile at the end of the round. Pick the ones to discard, or leave them unpicked and the Star Suit and
            highest cards stay.
          </p>
          {overfull.map(({ c, id, held }) => {
            const over = held.length - c.reagentHand!.handSize;
            return (
              <fieldset key={id} className="inline-form" data-testid={`reagent-discard-${id}`}>
                <legend className="field-label">
                  {c.name} holds {held.length} and keeps {c.reagentHand!.handSize}: discard {over}
                </legend>
                {held.map((card, index) => (
                  <label key={index} className="check">
                    <input
                      type="checkbox"
                      checked={(discards[id] ?? []).some((x) => sameCard(x, card))}
                      onChange={(e) => pick(id, card, e.target.checked)}
                      data-testid={`reagent-discard-${id}-${index}`}
                    />{" "}
                    {cardLabel(card)}
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}

const STAT_NAMES = ["Strike", "Defense", "Speed"] as const;

/** The stat with the most Handicap (the first on a tie): what the engine recovers by default. */
function mostHandicap(handicap: number[]): number {
  return handicap.reduce((best, value, index) => (value > handicap[best]! ? index : best), 0);
}

/** Ripostes the rules allow right now, one button each. */
export function PendingRipostes() {
  const { battle, send, busy } = useBattle();
  const pending = battle.state.pendingRipostes;
  if (pending.length === 0) return null;
  const name = (id: number) => battle.state.combatants[id]?.name ?? `#${id}`;
  return (
    <div className="pending-ripostes" role="group" aria-label="Ripostes allowed">
      <span className="fh-inline-label">Riposte allowed</span>
      {pending.map((p) => (
        <button
          key={`${p.riposter}-${p.target}`}
          type="button"
          className="button"
          disabled={busy}
          onClick={() => send({ command: "riposte", riposter: p.riposter, target: p.target, defend: true })}
          data-testid={`riposte-${p.riposter}-${p.target}`}
        >
          {name(p.riposter)} ripostes {name(p.target)}
        </button>
      ))}
    </div>
  );
}
