import { useId, useState, type FormEvent } from "react";
import { useBattle } from "./battle-context";
import { PendingRipostes } from "./phase-panels";
import { SummonForm } from "./summon-form";
import { commandableSummons, SummonCommandForm } from "./summon-command-form";
import { CastForm, HaulForm, PerkForm, RestForm, RevealForm, SneakForm } from "./turn-actions";
import type { Tile } from "./types";
import { DEFEND_PERKS } from "./battle-labels";
import { useContentIndex } from "../content-index";
import { kindStatus, offeredOf, withheldOf, WhyNot, type KindStatus } from "../../../encounters/legal";
import type { AttackPreview, Command } from "../../../bindings";

const ACTIONS = ["move", "attack", "rest", "cast", "perk", "sneak", "haul", "summon"] as const;
type Action = (typeof ACTIONS)[number];
const ACTION_LABEL: Record<Action, string> = {
  move: "Move",
  attack: "Attack",
  rest: "Rest",
  cast: "Cast",
  perk: "Use perk",
  sneak: "Sneak",
  haul: "Haul",
  summon: "Command summon",
};

/** Offered when either is; otherwise the first reason given. */
function orStatus(a: KindStatus, b: KindStatus): KindStatus {
  if (a.offered || b.offered) return { offered: true, reason: null };
  return { offered: false, reason: a.reason ?? b.reason };
}

type TurnPanelProps = { actor: number; path: Tile[]; onPath: (path: Tile[]) => void };

/** The acting creature's turn: Move, a Primary Action, the small actions, End turn. */
export function TurnPanel({ actor, path, onPath }: TurnPanelProps) {
  const { battle, send, busy } = useBattle();
  const [action, setAction] = useState<Action>("attack");
  const c = battle.state.combatants[actor]!;
  const view = battle.combatants[actor];
  const combatants = battle.state.combatants;
  const summons = commandableSummons(
    combatants.map((s) => s.summonedBy),
    combatants.map((s) => s.vanished === true || s.incapacitated),
    actor,
  );
  // "Command summon" only when the actor has a summon on the field.
  const actions = ACTIONS.filter((a) => a !== "summon" || summons.length > 0);
  // What the engine says of the actions it answers for; the others are checked when sent.
  const status: Partial<Record<Action, KindStatus>> = {
    move: kindStatus(battle.legal, "move"),
    attack: kindStatus(battle.legal, "attack"),
    rest: kindStatus(battle.legal, "rest"),
    cast: kindStatus(battle.legal, "cast"),
    sneak: orStatus(kindStatus(battle.legal, "sneak"), kindStatus(battle.legal, "reveal")),
    haul: kindStatus(battle.legal, "haul"),
    summon: orStatus(kindStatus(battle.legal, "summon_move"), kindStatus(battle.legal, "summon_attack")),
  };
  const focus = kindStatus(battle.legal, "focus");
  const offhand = kindStatus(battle.legal, "offhand_action");

  return (
    <section className="gm-panel" aria-labelledby="turn-heading">
      <h3 id="turn-heading" className="section-title">
        {c.name}'s turn
      </h3>
      <p className="muted" data-testid="turn-status">
        Movement left {c.movementLeft} of {view?.movement ?? "?"} · Primary Action {c.primaryUsed ? "spent" : "available"}
        {c.exclusivePerk ? ` · Exclusive Perk declared: ${c.exclusivePerk}` : ""}
      </p>
      <PendingRipostes />
      <div className="fh-segmented" role="tablist" aria-label="Action">
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            role="tab"
            aria-selected={action === a}
            className={`${action === a ? "segment segment-active" : "segment"}${status[a]?.offered === false ? " segment-greyed" : ""}`}
            title={status[a]?.reason?.message}
            data-legal={status[a]?.offered === false ? "no" : undefined}
            onClick={() => setAction(a)}
            data-testid={`action-${a}`}
          >
            {ACTION_LABEL[a]}
          </button>
        ))}
      </div>
      <div className="turn-action">
        {action === "move" ? <MoveForm path={path} onPath={onPath} /> : null}
        {action === "attack" ? <AttackForm actor={actor} /> : null}
        {action === "rest" ? <RestForm actor={actor} /> : null}
        {action === "cast" ? (
          <>
            <CastForm actor={actor} />
            <SummonForm />
          </>
        ) : null}
        {action === "perk" ? <PerkForm actor={actor} /> : null}
        {action === "sneak" ? (
          <>
            <SneakForm actor={actor} />
            <RevealForm actor={actor} />
          </>
        ) : null}
        {action === "haul" ? <HaulForm actor={actor} /> : null}
        {action === "summon" && summons.length > 0 ? <SummonCommandForm actor={actor} summons={summons} path={path} onPath={onPath} /> : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button" disabled={busy || !focus.offered} title={focus.reason?.message} onClick={() => send({ command: "focus" })} data-testid="focus">
          Focus
        </button>
        {c.offhandArm !== null ? (
          <button
            type="button"
            className="button"
            disabled={busy || !offhand.offered}
            title={offhand.reason?.message}
            onClick={() => send({ command: "offhand_action", who: actor })}
            data-testid="offhand-action"
          >
            Offhand action ({c.arms[c.offhandArm]?.name})
          </button>
        ) : null}
        <button type="button" className="button button-primary" disabled={busy} onClick={() => send({ command: "end_turn" }, () => onPath([]))} data-testid="end-turn">
          End turn
        </button>
      </div>
      <WhyNot status={focus} testId="focus-reason" />
      {c.offhandArm !== null ? <WhyNot status={offhand} testId="offhand-reason" /> : null}
    </section>
  );
}

/** Move: on a grid, the path clicked on the map; without one, how far and whether it disengages. */
function MoveForm({ path, onPath }: { path: Tile[]; onPath: (path: Tile[]) => void }) {
  const { battle, send, busy } = useBattle();
  const moving = kindStatus(battle.legal, "move");
  const [tiles, setTiles] = useState("1");
  const [disengage, setDisengage] = useState(false);
  const id = useId();

  if (battle.state.grid) {
    return (
      <div className="turn-form">
        <p className="muted" data-testid="move-path">
          {path.length === 0 ? "Click tiles on the grid, one step at a time, to build the path." : `Path: ${path.map((t) => `(${t.x}, ${t.y})`).join(" → ")}`}
        </p>
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy || path.length === 0 || !moving.offered}
            title={moving.reason?.message}
            onClick={() => send({ command: "move", path }, () => onPath([]))}
            data-testid="move-submit"
          >
            Move {path.length} {path.length === 1 ? "tile" : "tiles"}
          </button>
          <button type="button" className="button" disabled={path.length === 0} onClick={() => onPath(path.slice(0, -1))} data-testid="move-back">
            Step back
          </button>
          <button type="button" className="button button-quiet" disabled={path.length === 0} onClick={() => onPath([])}>
            Clear
          </button>
        </div>
        <WhyNot status={moving} testId="move-reason" />
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ command: "advance", tiles: Math.max(0, Number(tiles) || 0), disengage });
  };
  return (
    <form className="turn-form inline-form" onSubmit={submit}>
      <label htmlFor={`${id}-tiles`} className="field-label">
        Tiles
      </label>
      <input id={`${id}-tiles`} className="input input-narrow" type="number" min={0} max={99} value={tiles} onChange={(e) => setTiles(e.target.value)} data-testid="move-tiles" />
      <label className="check">
        <input type="checkbox" checked={disengage} onChange={(e) => setDisengage(e.target.checked)} data-testid="move-disengage" /> Leaves its Engagements
      </label>
      <button type="submit" className="button button-primary" disabled={busy || !moving.offered} title={moving.reason?.message} data-testid="move-submit">
        Move
      </button>
      <WhyNot status={moving} testId="move-reason" />
    </form>
  );
}

/** Attack a target: it Defends unless the player declines; it may Riposte when its Defense allows. */
function AttackForm({ actor }: { actor: number }) {
  const { battle, send, busy } = useBattle();
  const c = battle.state.combatants[actor]!;
  // The targets the engine accepts now, foes first, each with its preview; the others are
  // listed greyed out with the engine's reason.
  const targetOf = (command: Command) => (command.command === "attack" ? command.target : -1);
  const previews = new Map<number, AttackPreview | null>(offeredOf(battle.legal, "attack").map((o) => [targetOf(o.command), o.preview]));
  const refusals = new Map(withheldOf(battle.legal, "attack").map((w) => [targetOf(w.command), w.reason]));
  const targets = battle.state.combatants
    .map((t, id) => ({ t, id }))
    .filter(({ id }) => previews.has(id))
    .sort((a, b) => Number(a.t.side === c.side) - Number(b.t.side === c.side));
  const refused = battle.state.combatants.map((t, id) => ({ t, id, reason: refusals.get(id) })).filter(({ reason }) => reason !== undefined);
  const attackStatus = kindStatus(battle.legal, "attack");
  const [target, setTarget] = useState(String(targets[0]?.id ?? ""));
  const [defend, setDefend] = useState(true);
  const [riposte, setRiposte] = useState(false);
  const [defendRiposte, setDefendRiposte] = useState(true);
  const [distance, setDistance] = useState("");
  const [upperHand, setUpperHand] = useState(false);
  const [followUp, setFollowUp] = useState<number[]>([]);
  const id = useId();
  const grid = battle.state.grid !== null;
  // Who could answer with a perk: the engine checks the Strike gap and the Sighted tiles.
  const holds = (who: number, perk: string) => {
    const t = battle.state.combatants[who];
    return t !== undefined && ((t.perks ?? []).includes(perk) || t.arms.some((arm) => arm.perks?.includes(perk)));
  };
  const upperHandOpen = target !== "" && holds(Number(target), "upper_hand");
  const followers = battle.state.combatants
    .map((t, fid) => ({ t, fid }))
    .filter(({ t, fid }) => fid !== actor && String(fid) !== target && !t.incapacitated && holds(fid, "follow_up"));
  const [declared, setDeclared] = useState<string[]>([]);
  const { index } = useContentIndex();
  const defender = target === "" ? undefined : battle.state.combatants[Number(target)];
  // The choices the target may make on its Defend (Perfect Deflect once per battle).
  const offered = DEFEND_PERKS.filter((p) => defender?.perks?.includes(p) && !(defender.spentPerks ?? []).includes(p));

  const selectedPreview = target === "" ? null : (previews.get(Number(target)) ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === "") return;
    const joined = followUp.filter((f) => followers.some(({ fid }) => fid === f));
    const targetPerks = declared.filter((p) => (offered as readonly string[]).includes(p));
    send({
      command: "attack",
      target: Number(target),
      defend,
      riposte,
      defendRiposte,
      distance: !grid && distance.trim() !== "" ? Number(distance) : null,
      // The perk answers travel only when taken, so a plain Attack stays the plain command.
      ...(upperHandOpen && upperHand ? { upperHand: true } : {}),
      ...(joined.length > 0 ? { followUp: joined } : {}),
      ...(targetPerks.length > 0 ? { targetPerks } : {}),
    });
  };

  return (
    <form className="turn-form" onSubmit={submit}>
      <div className="inline-form">
        <label htmlFor={`${id}-target`} className="field-label">
          Target
        </label>
        <select id={`${id}-target`} className="select" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="attack-target">
          {targets.length === 0 ? <option value="">No target the engine allows</option> : null}
          {targets.map(({ t, id: tid }) => (
            <option key={tid} value={tid}>
              {t.name} ({t.hitPoints}/{t.maxHitPoints} HP)
            </option>
          ))}
          {refused.map(({ t, id: tid, reason }) => (
            <option key={tid} value={tid} disabled title={reason!.message}>
              {t.name} — {reason!.message}
            </option>
          ))}
        </select>
        {!grid ? (
          <>
            <label htmlFor={`${id}-distance`} className="field-label">
              Distance
            </label>
            <input
              id={`${id}-distance`}
              className="input input-narrow"
              type="number"
              min={0}
              placeholder="melee"
              value={distance}
              onChange={(e) => setDistance(e.target.value)}
              data-testid="attack-distance"
            />
          </>
        ) : null}
      </div>
      <div className="inline-form">
        <label className="check">
          <input type="checkbox" checked={defend} onChange={(e) => setDefend(e.target.checked)} data-testid="attack-defend" /> Target defends
        </label>
        <label className="check">
          <input type="checkbox" checked={riposte} onChange={(e) => setRiposte(e.target.checked)} data-testid="attack-riposte" /> Target ripostes if allowed
        </label>
        <label className="check">
          <input type="checkbox" checked={defendRiposte} onChange={(e) => setDefendRiposte(e.target.checked)} data-testid="attack-defend-riposte" /> {c.name} defends the riposte
        </label>
        {upperHandOpen ? (
          <label className="check">
            <input type="checkbox" checked={upperHand} onChange={(e) => setUpperHand(e.target.checked)} data-testid="attack-upper-hand" /> Target ripostes first (Upper Hand)
          </label>
        ) : null}
        {followers.map(({ t, fid }) => (
          <label key={fid} className="check">
            <input
              type="checkbox"
              checked={followUp.includes(fid)}
              onChange={(e) => setFollowUp(e.target.checked ? [...followUp, fid] : followUp.filter((f) => f !== fid))}
              data-testid={`attack-follow-up-${fid}`}
            />{" "}
            {t.name} follows up (Follow Up)
          </label>
        ))}
      </div>
      {offered.length > 0 && defender ? (
        <div className="inline-form">
          {offered.map((p) => (
            <label key={p} className="check">
              <input
                type="checkbox"
                checked={declared.includes(p)}
                onChange={(e) => setDeclared(e.target.checked ? [...declared, p] : declared.filter((x) => x !== p))}
                data-testid={`attack-target-perk-${p}`}
              />{" "}
              {defender.name} uses {index?.perkName(p) ?? p}
            </label>
          ))}
        </div>
      ) : null}
      {selectedPreview ? <AttackPreviewLine preview={selectedPreview} /> : null}
      <button
        type="submit"
        className="button button-primary"
        disabled={busy || target === "" || !previews.has(Number(target))}
        title={attackStatus.reason?.message}
        data-testid="attack-submit"
      >
        Attack
      </button>
      <WhyNot status={attackStatus} testId="attack-reason" />
      {attackStatus.offered && refused.length > 0 ? (
        <ul className="legal-withheld muted" data-testid="attack-withheld">
          {refused.map(({ id: tid, reason }) => (
            <li key={tid}>{reason!.message}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/** The engine's preview of an Attack: distance and range, then Strike against Defense. */
function AttackPreviewLine({ preview }: { preview: AttackPreview }) {
  const distance = preview.distance === null ? "" : `${preview.distance} ${preview.distance === 1 ? "tile" : "tiles"} away · `;
  return (
    <p className="muted" data-testid="attack-preview">
      {distance}
      {preview.range} · {preview.needs}
      {preview.riposteAllowed ? " · its Defense allows a Riposte" : ""}
    </p>
  );
}
