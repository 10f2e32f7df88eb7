import type { TableBoardProps } from "../../system-ui";
import { TableRow } from "../../../table/table-row";
import { CONDITION_LABEL } from "../labels";
import { FATE_LABEL } from "./labels";

/** Draw Steel on the players' window: every creature the side may see, by side, with Stamina and conditions. */
export function DrawSteelTableBoard({ seen, foeHealth, side }: TableBoardProps) {
  if (seen.system !== "draw_steel") return null;
  const state = seen;
  const actor = state.turn?.actor ?? null;
  const sides = [
    { id: 0, key: "heroes", label: "Heroes" },
    { id: 1, key: "foes", label: "Foes" },
  ] as const;
  return (
    <div className="table-board">
      <p className="table-round" data-testid="table-round">
        {state.round > 0 ? `Round ${state.round}` : "Before the first round"}
      </p>
      {sides.map(({ id, key, label }) => (
        <section key={key} aria-label={label}>
          <h2 className="table-side">{label}</h2>
          <ul className="table-rows">
            {state.combatants.map((c, index) =>
              c.side === key ? (
                <TableRow
                  key={index}
                  name={c.name}
                  side={id}
                  viewer={side}
                  health={{ current: c.stamina, max: c.staminaMax, unit: "Stamina" }}
                  foeHealth={foeHealth}
                  acting={index === actor}
                  down={c.fate !== "standing"}
                  marks={[
                    ...(c.fate !== "standing" ? [FATE_LABEL[c.fate]] : []),
                    ...(c.acted ? ["Acted"] : []),
                    ...(c.hidden ? ["Hidden"] : []),
                    ...c.conditions.map((condition) => CONDITION_LABEL[condition.kind]),
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
