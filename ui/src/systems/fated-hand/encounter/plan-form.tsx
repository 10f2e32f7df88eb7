import { useId, useState, type FormEvent } from "react";
import { parseCards } from "../../../shared/cards";
import { CardRow, PlayingCard } from "../../../shared/playing-card";
import { STANCES } from "./battle-labels";
import { useBattle } from "./battle-context";
import type { BattleState, CardPlay, Command, CombatantView, Stance } from "./types";

/** One combatant's plan for the round: stance, arms and its Strike, Defense and Speed cards. */
export function PlanForm({ who, onDone }: { who: number; onDone: () => void }) {
  const { battle, send, busy } = useBattle();
  const c = battle.state.combatants[who]!;
  const hand = battle.combatants[who]?.hand ?? [];
  const tracked = c.deck !== null;
  const [stance, setStance] = useState<Stance>(c.stance);
  const [mainArm, setMainArm] = useState(c.mainArm);
  const [offhandArm, setOffhandArm] = useState<number | null>(c.offhandArm);
  const [typed, setTyped] = useState("");
  const [tried, setTried] = useState(false);
  const id = useId();
  // The shape of the typed row only; whether the cards may be played is the engine's call.
  const read = parseCards(typed, 3);
  // Named while typing once three words are in, or on a submit.
  const words = typed.trim() === "" ? 0 : typed.trim().split(/[\s,]+/).length;
  const error = "error" in read && (tried || words >= 3) ? read.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ("error" in read) return;
    // A tracked deck plays from its hand (the engine refuses a card not in it); physical cards
    // are entered as the player put them down.
    const plays = read.cards.map((typedCard): CardPlay => ("draw" in typedCard ? { from: "draw" } : { from: tracked ? "hand" : "entered", card: typedCard.card }));
    const command: Command = {
      command: "plan",
      who,
      stance,
      mainArm,
      offhandArm,
      cards: plays as [CardPlay, CardPlay, CardPlay],
    };
    send(command, onDone);
  };

  return (
    <form className="plan-form" onSubmit={submit} noValidate aria-label={`Plan for ${c.name}`} data-testid={`plan-form-${who}`}>
      <div className="plan-row">
        <label className="field-label" htmlFor={`${id}-stance`}>
          Stance
        </label>
        <select id={`${id}-stance`} className="select" value={stance} onChange={(e) => setStance(e.target.value as Stance)} data-testid="plan-stance">
          {STANCES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label} ({s.hint})
            </option>
          ))}
        </select>
        <label className="field-label" htmlFor={`${id}-main`}>
          Main Arm
        </label>
        <select id={`${id}-main`} className="select" value={mainArm} onChange={(e) => setMainArm(Number(e.target.value))} data-testid="plan-main-arm">
          {c.arms.map((arm, index) => (
            <option key={index} value={index}>
              {arm.name}
            </option>
          ))}
        </select>
        <label className="field-label" htmlFor={`${id}-off`}>
          Offhand Arm
        </label>
        <select
          id={`${id}-off`}
          className="select"
          value={offhandArm ?? ""}
          onChange={(e) => setOffhandArm(e.target.value === "" ? null : Number(e.target.value))}
          data-testid="plan-offhand-arm"
        >
          <option value="">None</option>
          {c.arms.map((arm, index) => (
            <option key={index} value={index}>
              {arm.name}
            </option>
          ))}
        </select>
      </div>
      <div className={error ? "field field-invalid plan-cards" : "field plan-cards"}>
        <label htmlFor={`${id}-cards`} className="field-label">
          Cards: Strike, Defense, Speed
        </label>
        {tracked ? (
          <p className="muted plan-hand" data-testid="plan-hand">
            In hand: <CardRow cards={hand} empty="no cards" />
          </p>
        ) : null}
        <div className="card-input-row">
          <input
            id={`${id}-cards`}
            className="input input-mono"
            value={typed}
            placeholder={tracked ? "KS 9H draw" : "KS 9H 8C"}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-cards-message`}
            data-testid="plan-cards"
          />
          {"cards" in read ? (
            <span className="card-row">
              {read.cards.map((typedCard, i) => ("draw" in typedCard ? <span key={i} className="muted">draw</span> : <PlayingCard key={i} card={typedCard.card} className="card-preview" />))}
            </span>
          ) : null}
        </div>
        {error ? (
          <p id={`${id}-cards-message`} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-cards-message`} className="field-hint">
            {tracked ? "Three cards from the hand, or “draw” for the top of the deck, in the order Strike, Defense, Speed." : "The three cards the player put down, in the order Strike, Defense, Speed."} A rank (A, 2–10, J, Q, K)
            then a suit (S, H, D, C).
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="plan-submit">
          Plan {c.name}
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Plans every engine-dealt foe that has not planned with the engine's own suggestion: a
 * Balanced stance, its arms as they are and the strongest cards of the hand shown (allies, even
 * NPCs, are planned one by one: the party may want a say). */
export function autoPlans(state: BattleState, views: readonly CombatantView[]): Command[] {
  return state.combatants.flatMap((c, who): Command[] => {
    const plan = views[who]?.suggestedPlan;
    return c.side === "foes" && plan ? [plan] : [];
  });
}
