import { useState, type ReactNode } from "react";
import { useCombat } from "./combat-context";
import { FATE_LABEL, posText, SIDE_LABEL } from "./labels";
import type { CombatState } from "./types";

/** The id of the table rule that plays squads; its title is the campaign's own words for it. */
export const SQUADS_RULE = "draw_steel.minion_squads";

type SquadCardProps = {
  state: CombatState;
  /** The squad's place in the combat's squads. */
  index: number;
  /** The member whose turn is under way, if any. */
  actor: number | null;
  /** A member's own full card (conditions, abilities), shown on request. */
  memberCard: (id: number) => ReactNode;
};

/**
 * A minion squad as one card (table rule "Minion squads", not from the glossary): its shared
 * Stamina, how many minions it still holds, its members one line each, and the start of the
 * squad's one turn.
 */
export function SquadCard({ state, index, actor, memberCard }: SquadCardProps) {
  const { combat, send, busy } = useCombat();
  const [open, setOpen] = useState(false);
  const squad = state.squads?.[index];
  if (!squad) return null;
  const members = squad.members.flatMap((id) => {
    const c = state.combatants[id];
    return c ? [{ id, c }] : [];
  });
  const first = members[0]?.c;
  const standing = members.filter(({ c }) => c.fate === "standing").length;
  const share = Math.max(0, Math.min(1, squad.stamina / Math.max(1, squad.staminaMax)));
  const acting = actor !== null && squad.members.includes(actor);
  const waiting = new Set(squad.waiting ?? []);
  // Any member may lead the squad's turn; the engine says which may start now.
  const leader = combat.combatants.find((v) => squad.members.includes(v.id) && v.mayStartTurn);
  const status = (id: number): string => {
    const c = state.combatants[id]!;
    if (id === actor) return "acting";
    if (c.fate !== "standing" && c.fate !== "dying") return FATE_LABEL[c.fate].toLowerCase();
    if (acting && waiting.has(id)) return "waits for its part of the turn";
    return c.acted ? "acted" : "waiting";
  };
  const side = first?.side ?? "foes";

  return (
    <article
      className={`combatant ds-combatant ds-squad combatant-${side}${standing === 0 ? " combatant-down" : ""}${acting ? " combatant-actor" : ""}`}
      aria-label={squad.name}
      data-testid={`dsc-squad-${index}`}
      data-stamina={squad.stamina}
    >
      <header className="combatant-head">
        <h4 className="combatant-name">{squad.name}</h4>
        <span className={`badge ${side === "heroes" ? "badge-accent" : "badge-warning"}`}>{SIDE_LABEL[side]}</span>
        <span className="badge badge-quiet">Squad</span>
        {acting ? <span className="badge badge-accent">Acting</span> : null}
      </header>

      <div
        className="hp ds-stamina"
        data-testid={`dsc-squad-stamina-${index}`}
        aria-label={`Shared Stamina ${squad.stamina} of ${squad.staminaMax}, ${squad.minionStamina} for each minion`}
      >
        <span className="hp-bar ds-stamina-bar" aria-hidden="true">
          <span className="hp-fill" style={{ width: `${share * 100}%` }} />
        </span>
        <span className="hp-text">
          {squad.stamina}/{squad.staminaMax}
        </span>
      </div>
      <p className="muted ds-squad-rule" data-testid={`dsc-squad-standing-${index}`}>
        {standing} of {members.length} standing · {squad.minionStamina} Stamina each. Damage comes off the shared Stamina and fells a minion for every{" "}
        {squad.minionStamina} lost, the one struck first; the squad takes one turn, member after member (table rule "Minion squads", not from the glossary).
      </p>

      {leader ? (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ command: "start_turn", actor: leader.id })}
          data-testid={`dsc-squad-start-${index}`}
        >
          Start the squad's turn with {state.combatants[leader.id]?.name}
        </button>
      ) : null}

      <ul className="ds-squad-members" aria-label={`${squad.name}'s members`}>
        {members.map(({ id, c }) => (
          <li key={id} className={`ds-squad-member ds-status-${c.fate}`} data-testid={`dsc-squad-member-${id}`} data-fate={c.fate}>
            <strong>{c.name}</strong> <span className="muted">· {status(id)}</span>
            {c.fate === "standing" ? <span className="muted"> · own share {c.stamina}</span> : null}
            {c.position ? <span className="muted"> · at {posText(c.position)}</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid={`dsc-squad-cards-${index}`}>
        {open ? "Hide the members' cards" : "Show the members' cards"}
      </button>
      {open ? <div className="ds-squad-cards">{squad.members.map((id) => memberCard(id))}</div> : null}
    </article>
  );
}
