import { useId, useState, type FormEvent } from "react";
import { Modal } from "../../../shared/modal";
import { ErrorNotice } from "../../../components/error-notice";
import { useContentIndex } from "../content-index";
import { useBattle } from "./battle-context";
import type { Tile } from "./types";

const MARKER_PERKS = ["sighted_in", "mind_map"] as const;

/** "3,1 4,2" → tiles, or the first piece that is not "x,y". */
export function parseTiles(text: string): { tiles: Tile[] } | { error: string } {
  const tiles: Tile[] = [];
  for (const piece of text.split(/[\s;]+/).filter(Boolean)) {
    const match = /^\(?(-?\d+),(-?\d+)\)?$/.exec(piece);
    if (!match) return { error: `"${piece}" is not a tile: write x,y (e.g. 3,1).` };
    tiles.push({ x: Number(match[1]), y: Number(match[2]) });
  }
  return { tiles };
}

/**
 * Where a creature's sighted markers stand (Sighted In, Mind Map): the player places them, the GM
 * records it here, and Suppressive Fire and Follow Up read them.
 */
export function SightedDialog({ onClose }: { onClose: () => void }) {
  const { battle, send, busy, error } = useBattle();
  const { index } = useContentIndex();
  const titleId = useId();
  const id = useId();
  const holders = battle.state.combatants
    .map((c, who) => ({ c, who }))
    .filter(({ c }) => MARKER_PERKS.some((p) => (c.perks ?? []).includes(p) || c.arms.some((arm) => arm.perks?.includes(p))));
  const [who, setWho] = useState(String(holders[0]?.who ?? ""));
  const [perk, setPerk] = useState<string>(MARKER_PERKS[0]);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const markers = battle.state.reactions?.sighted ?? [];
  const name = (n: number) => battle.state.combatants[n]?.name ?? `#${n}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTiles(text);
    if ("error" in parsed) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    send({ command: "set_sighted", who: Number(who), perk, tiles: parsed.tiles }, onClose);
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form onSubmit={submit} className="tool-form" data-testid="sighted-dialog">
        <h3 id={titleId} className="pane-title">
          Sighted markers
        </h3>
        <ul className="result-list" data-testid="sighted-markers">
          {markers.length === 0 ? <li className="muted">No sighted markers yet.</li> : null}
          {markers.map((m, i) => (
            <li key={i}>
              {name(m.owner)} — {index?.perkName(m.perk) ?? m.perk} at ({m.tile.x}, {m.tile.y})
            </li>
          ))}
        </ul>
        {holders.length === 0 ? (
          <p className="muted">Nobody here holds Sighted In or Mind Map.</p>
        ) : (
          <div className="inline-form">
            <label htmlFor={`${id}-who`} className="field-label">
              Whose
            </label>
            <select id={`${id}-who`} className="select" value={who} onChange={(e) => setWho(e.target.value)} data-testid="sighted-who">
              {holders.map(({ c, who: n }) => (
                <option key={n} value={n}>
                  {c.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-perk`} className="field-label">
              Perk
            </label>
            <select id={`${id}-perk`} className="select" value={perk} onChange={(e) => setPerk(e.target.value)} data-testid="sighted-perk">
              {MARKER_PERKS.map((p) => (
                <option key={p} value={p}>
                  {index?.perkName(p) ?? p}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-tiles`} className="field-label">
              Tiles
            </label>
            <input id={`${id}-tiles`} className="input" placeholder="3,1 4,2 (empty lifts them)" value={text} onChange={(e) => setText(e.target.value)} data-testid="sighted-tiles" />
          </div>
        )}
        {problem ? <p role="alert">{problem}</p> : null}
        {/* The engine's refusal shows here, in the open dialog, not on the screen behind it. */}
        {error ? (
          <div data-testid="sighted-error">
            <ErrorNotice error={error} />
          </div>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy || holders.length === 0} data-testid="sighted-submit">
            Place markers
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
