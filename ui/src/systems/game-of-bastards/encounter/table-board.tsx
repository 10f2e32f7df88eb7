import type { TableBoardProps } from "../../system-ui";
import { TableRow } from "../../../table/table-row";
import { CONDITION_LABEL } from "./labels";

/** An Opposition on the players' window: every combatant by side with its Body pool and state. */
export function BastardsTableBoard({ seen, foeHealth, side }: TableBoardProps) {
  if (seen.system !== "game_of_bastards") return null;
  const acting = seen.phase.phase === "turn" ? seen.phase.actor : undefined;
  const sides = [
    { id: 0, label: "Party" },
    { id: 1, label: "Foes" },
  ] as const;
  return (
    <div className="table-board">
      <p className="table-round" data-testid="table-round">
        {seen.round > 0 ? `Round ${seen.round}` : "Initiative"}
      </p>
      {sides.map(({ id, label }) => (
        <section key={id} aria-label={label}>
          <h2 className="table-side">{label}</h2>
          <ul className="table-rows">
            {seen.combatants.map((c) =>
              c.side === id ? (
                <TableRow
                  key={c.id}
                  name={c.name}
                  side={id}
                  viewer={side}
                  health={c.squad ? { current: c.squad.members, max: c.squad.members, unit: "members" } : { current: c.pools[0] ?? 0, max: c.poolMax[0] ?? 0, unit: "Body" }}
                  foeHealth={foeHealth}
                  acting={c.id === acting}
                  down={c.condition !== "standing" && c.condition !== "desperation"}
                  marks={c.condition !== "standing" ? [CONDITION_LABEL[c.condition]] : []}
                />
              ) : null,
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
