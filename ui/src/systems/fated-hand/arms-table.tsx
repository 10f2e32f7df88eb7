import type { ArmLine } from "../../bindings";
import { ExplainedValue } from "../../shared/explained-value";

const COLUMNS = [
  { key: "strike", label: "Strike" },
  { key: "defense", label: "Defense" },
  { key: "speed", label: "Speed" },
  { key: "magicStrike", label: "Magic Strike" },
  { key: "movement", label: "Movement" },
] as const;

/** One row per carried arm (the Main Arm first) with its combat numbers, each explained. */
export function ArmsTable({ arms }: { arms: readonly ArmLine[] }) {
  return (
    <div className="table-scroll">
      <table className="fh-table fh-arms" aria-label="Combat numbers per arm">
        <thead>
          <tr>
            <th scope="col">Arm</th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="num">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {arms.map((line, index) => (
            <tr key={`${line.arm ?? "empty"}-${index}`} data-testid="fh-arm-row" className={line.main ? "fh-arm-main" : undefined}>
              <th scope="row">
                <span className="fh-arm-name">{line.name}</span>
                <span className="badges">
                  {line.main ? <span className="badge badge-accent">Main</span> : null}
                  {line.offhand ? <span className="badge">Offhand</span> : null}
                  {line.arm !== null && !line.proficient ? (
                    <span className="badge badge-warning" title="Its bonuses are withheld until the character is proficient">
                      Not proficient
                    </span>
                  ) : null}
                  {line.armedPerksUsable ? (
                    <span className="badge badge-quiet" title="One of its traits is a Class Arm: Armed Perks work with it">
                      Class Arm
                    </span>
                  ) : null}
                </span>
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className="num">
                  <ExplainedValue label={`${column.label} with ${line.arm === null ? "empty hands" : `the ${line.name}`}`} explained={line[column.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
