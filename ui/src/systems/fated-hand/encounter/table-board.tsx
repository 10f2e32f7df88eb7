import type { TableBoardProps } from "../../system-ui";
import { TableRow } from "../../../table/table-row";

/** Fated Hand on the players' window: every creature by side, with Hit Points, Handicap and the turn. */
export function FatedHandTableBoard({ seen, foeHealth, side }: TableBoardProps) {
  if (seen.system !== "fated_hand") return null;
  const actor = seen.phase.phase === "turn" ? seen.phase.actor : null;
  const phase =
    seen.phase.phase === "planning"
      ? "Planning"
      : seen.phase.phase === "countdown"
        ? `Countdown at ${seen.phase.count}`
        : seen.phase.phase === "turn"
          ? `Turn at count ${seen.phase.count}`
          : "Over";
  const sides = [
    { id: 0, key: "party", label: "Party" },
    { id: 1, key: "foes", label: "Foes" },
  ] as const;
  return (
    <div className="table-board">
      <p className="table-round" data-testid="table-round">
        Round {seen.round} · {phase}
      </p>
      {sides.map(({ id, key, label }) => (
        <section key={key} aria-label={label}>
          <h2 className="table-side">{label}</h2>
          <ul className="table-rows">
            {seen.combatants.map((c) =>
              c.side === key ? (
                <TableRow
                  key={c.id}
                  name={c.name}
                  side={id}
                  viewer={side}
                  health={{ current: c.hitPoints, max: c.maxHitPoints, unit: "Hit Points" }}
                  foeHealth={foeHealth}
                  acting={c.id === actor}
                  down={c.incapacitated || c.vanished}
                  marks={[
                    ...(c.incapacitated ? ["Incapacitated"] : []),
                    ...(c.vanished ? ["Gone"] : []),
                    ...(c.berserkTurnsLeft !== null ? ["Berserk"] : []),
                    ...(c.acted ? ["Acted"] : []),
                    ...(c.hidden ? ["Hidden"] : []),
                    ...(c.handicap.some((n) => n > 0) ? [`Handicap ${c.handicap.join("/")}`] : []),
                  ]}
                />
              ) : null,
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
