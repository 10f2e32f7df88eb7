// The simulator's charts, drawn with Recharts: probabilities as horizontal bars with their 95%
// interval as a whisker (who wins, who falls, each variant's chance), and the fights by the round
// they ended in as a histogram. Loaded on first use (`charts.tsx`), so the app's first screen does
// not carry the charting library. Each chart's words are beside it (see the callers): the chart
// itself is an image whose label sums it up.

import { Bar, BarChart, CartesianGrid, ErrorBar, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Probability } from "../bindings";
import { interval, percent } from "./odds-words";

/** One bar: what it is, its probability with the interval, and its test id (none: not singled out). */
export type OddsRow = { name: string; p: Probability; testId?: string; muted?: boolean };

/** A row as the chart reads it: percentages, the whisker as distances below and above the estimate. */
type Datum = OddsRow & { estimate: number; whisker: [number, number]; words: string };

const ROW_HEIGHT = 30;
const AXIS_HEIGHT = 28;
/** What the chart is drawn at before it can measure its box (and in tests, which lay nothing out). */
const FALLBACK_WIDTH = 560;

/** Names longer than this are cut on the axis; the whole name is in the words beside the chart. */
const LABEL_CHARS = 22;
/** The axes' words and lines in the theme's colours (Recharts sets its own greys inline). */
const TICK = { fill: "var(--text)", fontSize: 11 };
const AXIS_LINE = "var(--border-strong)";

const shortName = (name: string) => (name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name);

/** Horizontal bars from 0 to 100%, each with its 95% interval. */
export default function OddsBars({ rows }: { rows: OddsRow[] }) {
  const data: Datum[] = rows.map((row) => ({
    ...row,
    estimate: row.p.estimate * 100,
    whisker: [(row.p.estimate - row.p.low) * 100, (row.p.high - row.p.estimate) * 100],
    words: `${row.name}: ${percent(row.p.estimate)}, 95% between ${interval(row.p)}`,
  }));
  const height = ROW_HEIGHT * rows.length + AXIS_HEIGHT;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: FALLBACK_WIDTH, height }}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 48, bottom: 0, left: 0 }} barCategoryGap={8} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(tick: number) => `${tick}%`} tick={TICK} stroke={AXIS_LINE} />
        <YAxis type="category" dataKey="name" width={150} tickFormatter={shortName} tick={TICK} stroke={AXIS_LINE} />
        <Tooltip cursor={false} content={({ active, payload }) => (active && payload?.[0] ? <span className="chart-tip">{(payload[0].payload as Datum).words}</span> : null)} />
        <Bar
          dataKey="estimate"
          isAnimationActive={false}
          label={{ position: "right", formatter: (value: unknown) => percent(Number(value) / 100), fill: "var(--text)", fontSize: 11 }}
          // Every row is drawn, even at 0%, with its words for a pointer's hover and its test id.
          shape={(props: { x?: number; y?: number; width?: number; height?: number; payload?: Datum }) => {
            const datum = props.payload;
            return (
              <g data-testid={datum?.testId} className={datum?.muted ? "odds-chart-row odds-chart-base" : "odds-chart-row"}>
                <title>{datum?.words}</title>
                <rect x={props.x} y={props.y} width={Math.max(0, props.width ?? 0)} height={props.height} className="odds-chart-bar" />
              </g>
            );
          }}
        >
          <ErrorBar dataKey="whisker" direction="x" width={6} stroke="var(--text)" strokeWidth={1.5} isAnimationActive={false} className="odds-chart-whisker" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Fights by the round they ended in. */
export function RoundsHistogram({ rounds }: { rounds: { round: number; fights: number }[] }) {
  const height = 160;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: FALLBACK_WIDTH, height }}>
      <BarChart data={rounds} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap={2} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="round" tick={TICK} stroke={AXIS_LINE} />
        <YAxis allowDecimals={false} width={48} tick={TICK} stroke={AXIS_LINE} />
        <Tooltip
          cursor={false}
          content={({ active, payload }) => {
            const entry = active ? (payload?.[0]?.payload as { round: number; fights: number } | undefined) : undefined;
            return entry ? <span className="chart-tip">{`Round ${entry.round}: ${entry.fights.toLocaleString("en-US")} fights`}</span> : null;
          }}
        />
        <Bar dataKey="fights" isAnimationActive={false} fill="var(--accent)" radius={[2, 2, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
