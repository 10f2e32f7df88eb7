import { useState } from "react";
import { LogLineItem } from "../../../shared/log-line";
import { useCombat, type LastSent } from "./combat-context";
import { DiceInput } from "./dice-input";
import { luckText, nameOf, parseDice } from "./labels";
import type { Command, CombatState, LogLine, Reroll } from "./types";

/** A roll a point of luck can throw again, and the command that throws it so. */
type LuckOffer = { testId: string; label: string; again: (reroll: Reroll) => Command };

/** The rolls of `sent` its roller may still spend luck on, none when it declared luck already. */
function luckOffers(sent: LastSent, lines: LogLine[]): LuckOffer[] {
  const command = sent.command;
  switch (command.kind) {
    case "attack": {
      if (command.attackLuck || command.damageLuck) return [];
      const offers: LuckOffer[] = [{ testId: "cwc-reroll-attack", label: "Throw the attack roll again", again: (r) => ({ ...command, attackLuck: r }) }];
      // A damage roll was thrown only on a hit (its dice are in the attack's line).
      if (lines.some((line) => line.details.some((d) => d.startsWith("Damage dice")))) {
        offers.push({ testId: "cwc-reroll-damage", label: "Throw the damage roll again", again: (r) => ({ ...command, damageLuck: r }) });
      }
      return offers;
    }
    case "death_roll":
      return command.luck ? [] : [{ testId: "cwc-reroll-death", label: "Throw the death roll again", again: (r) => ({ ...command, luck: r }) }];
    case "stabilize":
      return command.luck ? [] : [{ testId: "cwc-reroll-stabilize", label: "Throw the stabilize roll again", again: (r) => ({ ...command, luck: r }) }];
    default:
      return [];
  }
}

/** The prepared attacks waiting for the actor to move or attack, which its action would set off. */
export function PreparedAgainst({ state, actor }: { state: CombatState; actor: number }) {
  const waiting = state.combatants.flatMap((c, id) => (c.prepared && c.prepared.attack.target === actor ? [{ id, prepared: c.prepared }] : []));
  if (waiting.length === 0) return null;
  const me = nameOf(state, actor);
  return (
    <div className="notice notice-warning" role="note" data-testid="cwc-prepared-warning">
      {waiting.map(({ id, prepared }) => (
        <p key={id}>
          {nameOf(state, id)} has an attack prepared for when {me} {prepared.trigger === "moves" ? "moves" : "attacks"}: if {me}{" "}
          {prepared.trigger === "moves" ? "moves" : "attacks"} within its reach, {nameOf(state, id)} strikes first, and damage costs {me} the action.{" "}
          <cite className="rule-citation">ClockWork › Prepared Actions</cite>
        </p>
      ))}
    </div>
  );
}

/**
 * What the last command did, line by line with its rule: a prepared attack that interrupted the
 * turn order is called out, and after a roll whose roller has luck left the GM is offered the
 * reroll («Using Luck»: the player sees the dice, then decides).
 */
export function LastStep() {
  const { view, combat, lastSent, rethrow, busy } = useCombat();
  const [dice, setDice] = useState("");
  const [error, setError] = useState<string | null>(null);
  const state = combat.state;
  const lines = combat.recentLog.filter((line) => line.command === view.cursor - 1);
  if (lines.length === 0) return null;
  const interrupted = lines.some((line) => line.rule?.section === "Prepared Actions" && line.text.includes("interrupts the turn order"));
  const roller = lastSent?.roller;
  const luck = roller !== undefined ? (state.combatants[roller]?.luck ?? 0) : 0;
  const offers = lastSent && roller !== undefined && luck > 0 ? luckOffers(lastSent, lines) : [];

  const reroll = (offer: LuckOffer) => {
    const entered = parseDice(dice);
    if (entered === null) {
      setError("Dice are d12 faces from 1 to 12, separated by spaces or commas.");
      return;
    }
    setError(null);
    rethrow(offer.again({ onlyOnFailure: false, dice: entered ?? null }));
  };

  return (
    <section className={`gm-panel cw-last${interrupted ? " cw-last-interrupted" : ""}`} aria-label="Last result" data-testid="cwc-last">
      <h3 className="section-title">{interrupted ? "A prepared attack interrupted the turn" : "Last result"}</h3>
      {interrupted ? (
        <p className="notice notice-warning" role="status" data-testid="cwc-interrupted">
          The prepared attack went first, out of the turn order; the lines below say whether the action it answered still happened.
        </p>
      ) : null}
      <ol className="gm-log cw-last-lines">
        {lines.map((line, index) => (
          <LogLineItem key={index} line={line} testIdPrefix="cwc-last" />
        ))}
      </ol>
      {offers.length > 0 && roller !== undefined ? (
        <div className="cw-luck-offer" data-testid="cwc-luck-offer">
          <p>
            {nameOf(state, roller)} has {luckText(luck)} left this session: spend one to throw a roll again; the reroll counts, better or worse («Using Luck»).
          </p>
          <div className="inline-form">
            <DiceInput value={dice} onChange={setDice} label="Reroll dice from the table" testId="cwc-reroll-dice" error={error} />
            {offers.map((offer) => (
              <button key={offer.testId} type="button" className="button" disabled={busy} onClick={() => reroll(offer)} data-testid={offer.testId}>
                {offer.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
