import type { TableBoardProps } from "../../system-ui";
import { TableRow } from "../../../table/table-row";
import { fateLabel } from "./labels";

/** ClockWork on the players' window: every combatant by side, with vitals, wounds and state. */
export function ClockworkTableBoard({ seen, foeHealth, side }: TableBoardProps) {
  if (seen.system !== "clockwork") return null;
  const state = seen;
  const actor = state.phase.phase === "round" ? state.order[state.phase.turn] : undefined;
  const sides = [
    { id: 0, label: "Party" },
    { id: 1, label: "Foes" },
  ] as const;
  return (
    <div className="table-board">
      <p className="table-round" data-testid="table-round">
        {state.round > 0 ? `Round ${state.round}` : "Before the first round"}
      </p>
      {sides.map(({ id, label }) => (
        <section key={id} aria-label={label}>
          <h2 className="table-side">{label}</h2>
          <ul className="table-rows">
            {state.combatants.map((c, index) =>
              c.fighter.side === id ? (
                <TableRow
                  key={index}
                  name={c.fighter.name}
                  side={id}
                  viewer={side}
                  health={{ current: c.vitals, max: c.fighter.vitals, unit: "vitals" }}
                  foeHealth={foeHealth}
                  acting={index === actor}
                  down={c.fate.fate !== "fighting"}
                  marks={[...(c.fate.fate !== "fighting" ? [fateLabel(c.fate)] : []), ...(c.wounds > 0 ? [`${c.wounds} ${c.wounds === 1 ? "wound" : "wounds"}`] : [])]}
                />
              ) : null,
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
