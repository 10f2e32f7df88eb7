import { ExplainedValue } from "../../../shared/explained-value";
import { RuleCitation } from "../../../shared/rule-citation";
import { cardText } from "./cards";
import { CONDITION_LABEL, nameOf } from "./labels";
import type { Resolution, SeenOpposition } from "./types";

/** The last reveal: both hands, their totals explained, the margin and the damage with its rule. */
export function RevealPanel({ seen, last }: { seen: SeenOpposition; last: Resolution }) {
  const a = nameOf(seen, last.aggressor);
  const d = nameOf(seen, last.defender);
  const pool = last.kind === "physical" ? "Body" : "Mind";
  // A squad's losses follow «Henchmen (Extras)»; a character's damage, «d. Opposed Draws».
  const squad = seen.combatants.find((c) => c.id === last.defender)?.squad != null;
  return (
    <section className="gm-panel gob-reveal" aria-label="Last reveal" data-testid="gob-reveal">
      <h3 className="section-title">The reveal</h3>
      <p data-testid="gob-reveal-hands">
        {a}: {last.aggressorCards.map(cardText).join(", ")} → <ExplainedValue label={`${a}'s total`} explained={last.aggressorTotal} /> · {d}:{" "}
        {last.defenderCards.map(cardText).join(", ")} → <ExplainedValue label={`${d}'s total`} explained={last.defenderTotal} />
      </p>
      <p data-testid="gob-reveal-margin">
        Margin {last.difference > 0 ? last.difference : -last.difference} to {last.winner === "aggressor" ? a : d}
        {last.tie ? ` (a tie: ${last.tie})` : ""}.{" "}
        {last.winner === "aggressor"
          ? `${d} loses ${last.damage} from the ${pool} pool${last.lost > 0 ? `; ${last.lost} more ${last.lost === 1 ? "point does" : "points do"} not roll over` : ""}${last.casualties > 0 ? `; ${last.casualties} ${last.casualties === 1 ? "member falls" : "members fall"}` : ""}. ${d} is ${CONDITION_LABEL[last.condition]}.`
          : `${d} holds: no damage.`}{" "}
        <RuleCitation rule={squad ? { system: "game_of_bastards", section: "Henchmen (Extras)" } : last.aggressorTotal.rule} />
      </p>
    </section>
  );
}
