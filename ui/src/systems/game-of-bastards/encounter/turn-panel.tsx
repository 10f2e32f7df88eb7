import { useState } from "react";
import type { BastardsSkill, BastardsSkillKind, BastardsTrait, Card } from "../../../bindings";
import { RuleCitation } from "../../../shared/rule-citation";
import { SKILL_KIND_LABEL, TRAITS, TRAIT_LABEL } from "../labels";
import { cardId, cardText, parseTableCards, playingText } from "./cards";
import { commandText, nameOf } from "./labels";
import { useOpposition } from "./opposition-context";
import type { Command, PlayingCard } from "./types";

const SKILL_KINDS = Object.keys(SKILL_KIND_LABEL) as BastardsSkillKind[];

/** A stable test id for an offered command. */
function offerId(command: Command): string {
  const parts: string[] = [command.command];
  if ("combatant" in command) parts.push(String(command.combatant));
  if ("target" in command) parts.push(String(command.target));
  if ("card" in command && command.card) parts.push(cardId(command.card));
  if ("trait_drawn" in command) parts.push(command.trait_drawn);
  return `gob-offer-${parts.join("-")}`;
}

function handOf(seen: ReturnType<typeof useOpposition>["opposition"]["seen"], id: number): Card[] {
  const pile = seen.piles.find((p) => p.zone.zone === "hand" && p.zone.of === id);
  return (pile?.cards ?? []).flatMap((c: PlayingCard) => (c === "joker" ? [] : [c.suited]));
}

/**
 * What the GM can do now: every command the engine offers, the ones it refuses with why, a form
 * for the attack or defence with the skill, trait and card the player names, and the cards the
 * physical table drew, which the next command's draws take instead of the shuffled shoe.
 */
export function TurnPanel() {
  const { opposition, send, busy } = useOpposition();
  const seen = opposition.seen;
  const [tableText, setTableText] = useState("");
  const [tableError, setTableError] = useState<string | null>(null);
  const offered = opposition.legal.offered;
  const attack = offered.find((o) => o.command.command === "attack")?.command;
  const defend = offered.find((o) => o.command.command === "defend")?.command;

  const sendWithTable = (command: Command) => {
    const cards = parseTableCards(tableText);
    if (cards === null) {
      setTableError("Type the table's cards as a rank (A, 2–10, J, Q, K) and a suit letter (C, D, H, S), or Joker, separated by spaces: KH 10S Joker.");
      return;
    }
    setTableError(null);
    send(cards.length > 0 ? { command: "entered", cards, then: command } : command, () => setTableText(""));
  };

  const simple = offered.filter((o) => o.command.command !== "attack" && o.command.command !== "defend");
  return (
    <section className="gm-panel gob-turn" aria-label="What can be done now" data-testid="gob-turn">
      <h3 className="section-title">Now</h3>
      <div className="field">
        <label className="field-label" htmlFor="gob-table-cards">
          Cards drawn at the table (for the next command)
        </label>
        <input
          id="gob-table-cards"
          className="input"
          placeholder="e.g. KH 10S — empty: the shuffled shoe deals"
          value={tableText}
          onChange={(e) => setTableText(e.target.value)}
          data-testid="gob-table-cards"
        />
        {tableError ? (
          <p className="field-error" role="alert">
            {tableError}
          </p>
        ) : null}
      </div>
      {attack && attack.command === "attack" ? <DrawForm key={`a-${attack.combatant}`} role="attack" actor={attack.combatant} initial={attack} onSend={sendWithTable} busy={busy} /> : null}
      {defend && defend.command === "defend" ? <DrawForm key={`d-${defend.combatant}`} role="defend" actor={defend.combatant} initial={defend} onSend={sendWithTable} busy={busy} /> : null}
      <div className="gob-offers">
        {simple.map((o, i) => (
          <button key={i} type="button" className="button" disabled={busy} onClick={() => sendWithTable(o.command)} data-testid={offerId(o.command)}>
            {commandText(seen, o.command)}
          </button>
        ))}
      </div>
      {opposition.legal.withheld.length > 0 ? (
        <details className="gob-withheld">
          <summary>Not now ({opposition.legal.withheld.length})</summary>
          <ul>
            {opposition.legal.withheld.slice(0, 20).map((w, i) => (
              <li key={i} data-testid={`${offerId(w.command)}-withheld`}>
                {commandText(seen, w.command)}: {w.reason.message} <RuleCitation rule={w.reason.rule} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="muted">The shoe: {seen.piles.filter((p) => p.zone.zone === "draw_pile").map((p) => `${p.count} cards`).join(", ")}{" "}
        {seen.piles
          .filter((p) => p.zone.zone === "draw_pile")
          .flatMap((p) => (p.cards ?? []).slice(-3).reverse())
          .map(playingText)
          .join(" ")
          .replace(/^(.+)$/, "(top: $1)")}
      </p>
    </section>
  );
}

type DrawFormProps = {
  role: "attack" | "defend";
  actor: number;
  initial: Extract<Command, { command: "attack" | "defend" }>;
  onSend: (command: Command) => void;
  busy: boolean;
};

/** The aggressor's declaration (target, physical or mental, skill, trait, face-down card) or the defender's answer. */
function DrawForm({ role, actor, initial, onSend, busy }: DrawFormProps) {
  const { opposition } = useOpposition();
  const seen = opposition.seen;
  const hand = handOf(seen, actor);
  const me = seen.combatants.find((c) => c.id === actor);
  const enemies = seen.combatants.filter((c) => c.id !== actor && c.side !== me?.side);
  const [target, setTarget] = useState(initial.command === "attack" ? initial.target : 0);
  const [kind, setKind] = useState<"physical" | "mental">(initial.command === "attack" ? initial.kind : "physical");
  const [skillKind, setSkillKind] = useState<BastardsSkillKind>(initial.skill.kind);
  const [subject, setSubject] = useState(initial.skill.subject ?? "");
  const [traitBonus, setTraitBonus] = useState<BastardsTrait>(initial.trait_bonus);
  const [card, setCard] = useState(initial.card ? cardId(initial.card) : "");
  const templated = skillKind === "weapon_combat" || skillKind === "craft";
  const skill: BastardsSkill = { kind: skillKind, subject: templated && subject.trim() ? subject.trim() : null };
  const chosen = hand.find((c) => cardId(c) === card) ?? null;

  const submit = () => {
    if (role === "attack") {
      if (!chosen) return;
      onSend({ command: "attack", combatant: actor, target, kind, skill, trait_bonus: traitBonus, card: chosen });
    } else {
      onSend({ command: "defend", combatant: actor, skill, trait_bonus: traitBonus, card: chosen });
    }
  };
  const prefix = `gob-${role}`;
  return (
    <div className="inline-form gob-draw-form" data-testid={`${prefix}-form`}>
      <strong>{role === "attack" ? `${nameOf(seen, actor)} attacks` : `${nameOf(seen, actor)} defends`}</strong>
      {role === "attack" ? (
        <>
          <select className="select" aria-label="Target" value={target} onChange={(e) => setTarget(Number(e.target.value))} data-testid={`${prefix}-target`}>
            {enemies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <select className="select" aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value as "physical" | "mental")} data-testid={`${prefix}-kind`}>
            <option value="physical">Physical (Body pool)</option>
            <option value="mental">Mental (Mind pool)</option>
          </select>
        </>
      ) : null}
      <select className="select" aria-label="Skill" value={skillKind} onChange={(e) => setSkillKind(e.target.value as BastardsSkillKind)} data-testid={`${prefix}-skill`}>
        {SKILL_KINDS.map((k) => (
          <option key={k} value={k}>
            {SKILL_KIND_LABEL[k]}
          </option>
        ))}
      </select>
      {templated ? <input className="input input-narrow" aria-label="Weapon type or craft" placeholder="Sword" value={subject} onChange={(e) => setSubject(e.target.value)} data-testid={`${prefix}-subject`} /> : null}
      <select className="select" aria-label="Trait added" value={traitBonus} onChange={(e) => setTraitBonus(e.target.value as BastardsTrait)} data-testid={`${prefix}-trait`}>
        {TRAITS.map((t) => (
          <option key={t} value={t}>
            + {TRAIT_LABEL[t]}
          </option>
        ))}
      </select>
      <select className="select" aria-label="Card face down" value={card} onChange={(e) => setCard(e.target.value)} data-testid={`${prefix}-card`}>
        {role === "defend" && hand.length === 0 ? <option value="">The deck's top card</option> : null}
        {hand.map((c, i) => (
          <option key={i} value={cardId(c)}>
            {cardText(c)}
          </option>
        ))}
      </select>
      <button type="button" className="button button-primary" disabled={busy || (role === "attack" && !chosen)} onClick={submit} data-testid={`${prefix}-send`}>
        {role === "attack" ? "Declare and play face down" : "Play face down"}
      </button>
    </div>
  );
}
