import { useBattle } from "./battle-context";

// The perks a player uses outside the turn's actions: Meditate's held turn during the countdown,
// and Foresight's look at the top of the deck at any time. The engine carries both out; Foresight's
// cards show in the GM's log (and only the owner's player reads them elsewhere).

/** Meditate: hold the turn of a creature that could act now, or show the wait so far. */
export function MeditateControl({ who }: { who: number }) {
  const { battle, send, busy } = useBattle();
  const c = battle.state.combatants[who]!;
  if (!(c.perks ?? []).includes("meditate")) return null;
  const held = c.study?.held;
  if (held) {
    const opponents = held.opponents === 1 ? "1 opponent has" : `${held.opponents} opponents have`;
    return (
      <span className="badge badge-magic" data-testid={`meditating-${who}`} title="Meditate: it meditates once 2 opponents take their turns, or if it ends up moving last.">
        Holding to meditate · {opponents} acted
      </span>
    );
  }
  return (
    <button
      type="button"
      className="button"
      disabled={busy}
      onClick={() => send({ command: "use_perk", who, perk: "meditate", note: "" })}
      title="Meditate: wait while 2 opponents take their turns, or until moving last, to cleanse 1 Handicap in each stat and gain 1 Hand Size."
      data-testid={`meditate-${who}`}
    >
      Hold to meditate
    </button>
  );
}

/** Foresight: each standing creature with it may look at the top of its deck at any time. */
export function ForesightPanel() {
  const { battle, send, busy } = useBattle();
  if (battle.state.phase.phase === "ended") return null;
  const seers = battle.state.combatants
    .map((c, id) => ({ c, id }))
    .filter(({ c }) => !c.incapacitated && (c.perks ?? []).includes("foresight") && (c.reagentHand?.handSize ?? 0) > 0);
  if (seers.length === 0) return null;
  return (
    <section className="gm-panel" aria-labelledby="foresight-heading" data-testid="foresight-panel">
      <h3 id="foresight-heading" className="section-title">
        Foresight
      </h3>
      <p className="muted">At any time, look at the top cards of the deck, as many as the Reagent Hand Size. The log shows them to the GM and that player only.</p>
      <div className="form-actions">
        {seers.map(({ c, id }) => (
          <button
            key={id}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ command: "use_perk", who: id, perk: "foresight", note: "" })}
            data-testid={`foresight-${id}`}
          >
            {c.name}: look at the top {c.reagentHand!.handSize}
          </button>
        ))}
      </div>
    </section>
  );
}
