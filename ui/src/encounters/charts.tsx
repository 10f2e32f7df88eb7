// The simulator's charts as the result screens place them: a figure whose label sums the chart
// up in words (the chart itself is drawn by Recharts in odds-charts.tsx, loaded on first use).

import { lazy, Suspense, useEffect } from "react";
import type { OddsRow } from "./odds-charts";

export type { OddsRow };

let loading: Promise<typeof import("./odds-charts")> | null = null;
const charts = () => (loading ??= import("./odds-charts"));

/**
 * Starts loading the charts while the GM sets up a simulation, so that they are there when its
 * result arrives rather than a moment after.
 */
export function usePreloadedCharts() {
  useEffect(() => {
    void charts().catch(() => undefined);
  }, []);
}

const OddsBars = lazy(charts);
const RoundsHistogram = lazy(() => charts().then((module) => ({ default: module.RoundsHistogram })));

type FigureProps = { label: string; testId: string; className?: string };

/** Probabilities as bars with their 95% intervals, one row each. */
export function OddsChart({ rows, label, testId, className }: { rows: OddsRow[] } & FigureProps) {
  return (
    <figure className={className ? `odds-chart ${className}` : "odds-chart"} role="img" aria-label={label} data-testid={testId}>
      <Suspense fallback={null}>
        <OddsBars rows={rows} />
      </Suspense>
    </figure>
  );
}

/** Fights by the round they ended in. */
export function RoundsChart({ rounds, label, testId }: { rounds: { round: number; fights: number }[] } & FigureProps) {
  return (
    <figure className="histogram" role="img" aria-label={label} data-testid={testId}>
      <Suspense fallback={null}>
        <RoundsHistogram rounds={rounds} />
      </Suspense>
    </figure>
  );
}
