import { useMemo, useState } from "react";
import type { ClassDef } from "../../bindings";
import type { ContentIndex } from "./content-index";
import { TRAIT_LABEL, modsText, tierLabel } from "./labels";

const NODE_W = 128;
const NODE_H = 30;
const COL_GAP = 52;
const ROW_H = 36;
const TIERS = [0, 1, 2, 3] as const;

export type NodeState = "current" | "held" | "reachable" | "other";

const STATE_LABEL: Record<NodeState, string> = {
  current: "current class",
  held: "held before",
  reachable: "reachable now",
  other: "not reachable now",
};

type ClassTreeProps = {
  index: ContentIndex;
  /** Every class held, oldest first (the last is the current one). */
  history: readonly string[];
  /** Classes the engine says are reachable by promotion now. */
  reachable: readonly string[];
  /** When given, reachable classes can be picked (the advance dialog). */
  onPick?: (classId: string) => void;
  selected?: string | null;
};

type Placed = { cls: ClassDef; x: number; y: number };

/** Orders each tier by its parents' order, so that connectors cross as little as possible. */
function layout(classes: readonly ClassDef[]): { nodes: Map<string, Placed>; width: number; height: number } {
  const byId = new Map(classes.map((c) => [c.id, c]));
  const columns: ClassDef[][] = TIERS.map(() => []);
  const place = (cls: ClassDef | undefined) => {
    const column = cls ? columns[cls.tier] : undefined;
    if (cls && column && !column.includes(cls)) column.push(cls);
  };
  for (const tier of TIERS) {
    if (tier === 0) classes.filter((c) => c.tier === 0).forEach(place);
    else {
      for (const parent of columns[tier - 1] ?? []) parent.promotions.forEach((id) => place(byId.get(id)));
      classes.filter((c) => c.tier === tier).forEach(place);
    }
  }
  const rows = Math.max(...columns.map((column) => column.length), 1);
  const height = rows * ROW_H;
  const nodes = new Map<string, Placed>();
  columns.forEach((column, tier) => {
    const offset = ((rows - column.length) * ROW_H) / 2;
    column.forEach((cls, row) => nodes.set(cls.id, { cls, x: tier * (NODE_W + COL_GAP), y: offset + row * ROW_H + (ROW_H - NODE_H) / 2 }));
  });
  return { nodes, width: TIERS.length * NODE_W + (TIERS.length - 1) * COL_GAP, height };
}

/** The class tree as a tree: Novice to Tier 3, every promotion a connector. */
export function ClassTree({ index, history, reachable, onPick, selected = null }: ClassTreeProps) {
  const { nodes, width, height } = useMemo(() => layout(index.content.classes), [index]);
  const [shown, setShown] = useState<string | null>(null);
  const current = history.at(-1) ?? null;
  const stateOf = (id: string): NodeState =>
    id === current ? "current" : history.includes(id) ? "held" : reachable.includes(id) ? "reachable" : "other";
  const taken = new Set(history.slice(1).map((id, i) => `${history[i]}>${id}`));

  const edges = [...nodes.values()].flatMap(({ cls, x, y }) =>
    cls.promotions.flatMap((targetId) => {
      const target = nodes.get(targetId);
      if (!target) return [];
      const kind = taken.has(`${cls.id}>${targetId}`)
        ? "taken"
        : history.includes(cls.id) && reachable.includes(targetId)
          ? "open"
          : "other";
      const x1 = x + NODE_W;
      const y1 = y + NODE_H / 2;
      const x2 = target.x;
      const y2 = target.y + NODE_H / 2;
      const mid = (x1 + x2) / 2;
      return [{ key: `${cls.id}>${targetId}`, kind, d: `M${x1},${y1} C${mid},${y1} ${mid},${y2} ${x2},${y2}` }];
    }),
  );
  // Highlighted connectors last, so they are drawn over the quiet ones.
  edges.sort((a, b) => (a.kind === "other" ? 0 : 1) - (b.kind === "other" ? 0 : 1));
  const detail = shown ? nodes.get(shown) : undefined;

  return (
    <div className="class-tree" data-testid="fh-class-tree">
      <div className="class-tree-scroll">
        <div className="class-tree-canvas" style={{ width, height: height + 22 }}>
          {TIERS.map((tier) => (
            <span key={tier} className="class-tree-tier" style={{ left: tier * (NODE_W + COL_GAP), width: NODE_W }}>
              {tierLabel(tier)}
            </span>
          ))}
          <svg className="class-tree-edges" width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
            {edges.map((edge) => (
              <path key={edge.key} d={edge.d} className={`tree-edge tree-edge-${edge.kind}`} />
            ))}
          </svg>
          <ul className="class-tree-nodes" aria-label="Classes">
            {[...nodes.values()].map(({ cls, x, y }) => {
              const state = stateOf(cls.id);
              const pickable = onPick !== undefined && state === "reachable";
              return (
                <li key={cls.id} style={{ left: x, top: y, width: NODE_W, height: NODE_H }} className="tree-node-slot">
                  <button
                    type="button"
                    className={`tree-node tree-node-${state}${selected === cls.id ? " tree-node-selected" : ""}`}
                    data-testid={`fh-tree-node-${cls.id}`}
                    data-state={state}
                    aria-label={`${cls.name}, ${tierLabel(cls.tier)}, ${STATE_LABEL[state]}${pickable ? ": pick to promote" : ""}`}
                    aria-pressed={onPick ? selected === cls.id : undefined}
                    aria-describedby={shown === cls.id ? "class-tree-detail" : undefined}
                    onMouseEnter={() => setShown(cls.id)}
                    onMouseLeave={() => setShown((value) => (value === cls.id ? null : value))}
                    onFocus={() => setShown(cls.id)}
                    onBlur={() => setShown((value) => (value === cls.id ? null : value))}
                    onClick={() => (pickable ? onPick?.(cls.id) : setShown(cls.id))}
                  >
                    {cls.name}
                  </button>
                </li>
              );
            })}
          </ul>
          {detail ? <ClassDetail placed={detail} state={stateOf(detail.cls.id)} index={index} width={width} /> : null}
        </div>
      </div>
      <ul className="class-tree-legend" aria-label="Legend">
        {(["current", "held", "reachable", "other"] as const).map((state) => (
          <li key={state}>
            <span className={`legend-swatch tree-node-${state}`} aria-hidden="true" />
            {state === "other" ? "Other classes" : STATE_LABEL[state].charAt(0).toUpperCase() + STATE_LABEL[state].slice(1)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ClassDetail({ placed, state, index, width }: { placed: Placed; state: NodeState; index: ContentIndex; width: number }) {
  const { cls, x, y } = placed;
  const cardWidth = 240;
  const left = x + NODE_W + 8 + cardWidth > width ? x - cardWidth - 8 : x + NODE_W + 8;
  const bonuses = modsText(cls.bonuses);
  return (
    <div id="class-tree-detail" role="tooltip" className="class-tree-detail" style={{ left: Math.max(0, left), top: Math.max(0, y - 8), width: cardWidth }}>
      <p className="class-detail-title">
        {cls.name} <span className="muted">· {tierLabel(cls.tier)}</span>
      </p>
      <p className="class-detail-state">{STATE_LABEL[state]}</p>
      <p className="class-detail-flavor">{cls.flavor}</p>
      <dl className="class-detail-facts">
        <dt>Bonuses</dt>
        <dd>{bonuses === "" ? "none" : bonuses}</dd>
        <dt>Class Arms</dt>
        <dd>{cls.classArms.length === 0 ? "none" : cls.classArms.map((t) => TRAIT_LABEL[t]).join(", ")}</dd>
        {cls.reagents ? (
          <>
            <dt>Reagents</dt>
            <dd>
              {cls.reagents.handSize} in hand
              {cls.reagents.drawRate != null ? `, ${cls.reagents.drawRate} per round` : ""}
              {cls.holyMagic ? " (Holy Magic)" : ""}
            </dd>
          </>
        ) : null}
        <dt>Promotes to</dt>
        <dd>{cls.promotions.length === 0 ? "nothing: the top of its branch" : cls.promotions.map(index.className).join(", ")}</dd>
      </dl>
    </div>
  );
}
