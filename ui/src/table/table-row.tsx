import type { ReactNode } from "react";
import { healthBand } from "./health";

type TableRowProps = {
  name: string;
  /** The creature's side: 0 the party, 1 their foes. */
  side: number;
  /** The side looking at the table. */
  viewer: number;
  health: { current: number; max: number; unit: string };
  foeHealth: "exact" | "bands";
  acting: boolean;
  down: boolean;
  /** Short states shown as badges (Acted, Hidden, a condition…). */
  marks: string[];
  children?: ReactNode;
};

/** One creature on the players' board: its name, health as the GM chose to show it, its states. */
export function TableRow({ name, side, viewer, health, foeHealth, acting, down, marks, children }: TableRowProps) {
  const exact = side === viewer || foeHealth === "exact";
  const share = health.max > 0 ? Math.max(0, Math.min(1, health.current / health.max)) : 0;
  return (
    <li className={`table-row${acting ? " table-row-acting" : ""}${down ? " table-row-down" : ""}`} data-testid="table-row">
      <span className="table-name">{name}</span>
      <span className="table-health" data-testid="table-health">
        {exact ? `${health.current} / ${health.max} ${health.unit}` : healthBand(health.current, health.max)}
        <span className="table-health-bar" aria-hidden="true">
          <span style={{ width: `${exact ? share * 100 : 100}%` }} />
        </span>
      </span>
      <span className="table-marks">
        {acting ? <span className="badge badge-accent">Acting</span> : null}
        {marks.map((mark) => (
          <span key={mark} className="badge badge-quiet">
            {mark}
          </span>
        ))}
      </span>
      {children}
    </li>
  );
}
