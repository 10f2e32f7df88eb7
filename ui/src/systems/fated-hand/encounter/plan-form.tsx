import { useId, useState, type FormEvent } from "react";
import type { Suit } from "../../../bindings";
import { cardLabel, SUIT_NAME, SUIT_SYMBOL } from "../../../shared/cards";
import { STANCES, STAT_NAMES } from "./battle-labels";
import { useBattle } from "./battle-context";
import type { BattleState, CardPlay, Command, Stance } from "./types";

const SLOTS = ["strike", "defense", "speed"] as const;
const SUITS: Suit[] = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
const RANK_LABEL = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/** One card slot: where it comes from ("draw", "entered", "hand:<i>") and the card entered. */
type SlotDraft = { source: string; rank: string; suit: Suit | "" };

/** One combatant's plan for the round: stance, arms and its Strike, Defense and Speed cards. */
export function PlanForm({ who, onDone }: { who: number; onDone: () => void }) {
  const { battle, send, busy } = useBattle();
  const c = battle.state.combatants[who]!;
  const hand = battle.combatants[who]?.hand ?? [];
  const tracked = c.deck !== null;
  const [stance, setStance] = useState<Stance>(c.stance);
  const [mainArm, setMainArm] = useState(c.mainArm);
  const [offhandArm, setOffhandArm] = useState<number | null>(c.offhandArm);
  const [slots, setSlots] = useState<SlotDraft[]>(SLOTS.map(() => ({ source: tracked ? "draw" : "entered", rank: "", suit: "" })));
  const [gap, setGap] = useState<string | null>(null);
  const id = useId();

  const play = (slot: SlotDraft): CardPlay | null => {
    if (slot.source === "draw") return { from: "draw" };
    if (slot.source.startsWith("hand:")) {
      const card = hand[Number(slot.source.slice(5))];
      return card ? { from: "hand", card } : null;
    }
    if (slot.rank === "" || slot.suit === "") return null;
    return { from: "entered", card: { rank: Number(slot.rank), suit: slot.suit } };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plays = slots.map(play);
    const missing = plays.findIndex((p) => p === null);
    if (missing >= 0) {
      setGap(`Enter the ${STAT_NAMES[missing]} card: its rank and suit.`);
      return;
    }
    setGap(null);
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

  const update = (index: number, change: Partial<SlotDraft>) => setSlots(slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));

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
      <div className="plan-cards">
        {SLOTS.map((slot, index) => (
          <fieldset key={slot} className="plan-card">
            <legend>{STAT_NAMES[index]}</legend>
            <select
              className="select"
              aria-label={`${STAT_NAMES[index]} card from`}
              value={slots[index]!.source}
              onChange={(e) => update(index, { source: e.target.value })}
              data-testid={`plan-card-${slot}-source`}
            >
              {tracked ? null : <option value="entered">Entered card</option>}
              {hand.map((card, i) => (
                <option key={i} value={`hand:${i}`}>
                  From hand: {cardLabel(card)}
                </option>
              ))}
              <option value="draw">Draw</option>
              {tracked ? <option value="entered">Entered card</option> : null}
            </select>
            {slots[index]!.source === "entered" ? (
              <CardPicker
                slot={slot}
                label={STAT_NAMES[index]}
                rank={slots[index]!.rank}
                suit={slots[index]!.suit}
                onChange={(change) => update(index, change)}
              />
            ) : null}
          </fieldset>
        ))}
      </div>
      {gap ? (
        <p className="field-error" role="alert">
          {gap}
        </p>
      ) : null}
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

/** A compact card picker: rank, then suit. */
function CardPicker({ slot, label, rank, suit, onChange }: { slot: string; label: string; rank: string; suit: Suit | ""; onChange: (change: { rank?: string; suit?: Suit | "" }) => void }) {
  return (
    <span className="card-picker">
      <select className="select" aria-label={`${label} card rank`} value={rank} onChange={(e) => onChange({ rank: e.target.value })} data-testid={`plan-card-${slot}-rank`}>
        <option value="">Rank</option>
        {RANKS.map((r) => (
          <option key={r} value={r}>
            {RANK_LABEL[r]}
          </option>
        ))}
      </select>
      <select className="select" aria-label={`${label} card suit`} value={suit} onChange={(e) => onChange({ suit: e.target.value as Suit | "" })} data-testid={`plan-card-${slot}-suit`}>
        <option value="">Suit</option>
        {SUITS.map((s) => (
          <option key={s} value={s}>
            {SUIT_SYMBOL[s]} {SUIT_NAME[s]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Plans every engine-dealt foe that has not planned: Balanced, its arms as they are, three draws
 * (allies, even NPCs, are planned one by one: the party may want a say). */
export function autoPlans(state: BattleState): Command[] {
  return state.combatants.flatMap((c, who): Command[] =>
    c.side === "foes" && c.deck !== null && !c.incapacitated && !c.planned
      ? [{ command: "plan", who, stance: "balanced", mainArm: c.mainArm, offhandArm: c.offhandArm, cards: [{ from: "draw" }, { from: "draw" }, { from: "draw" }] }]
      : [],
  );
}
