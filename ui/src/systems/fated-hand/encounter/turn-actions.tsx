import { useId, useState, type FormEvent } from "react";
import { kindStatus, WhyNot } from "../../../encounters/legal";
import type { Card, Resolution } from "../../../bindings";
import { cardLabel, parseCard, sameCard } from "../../../shared/cards";
import { useContentIndex } from "../content-index";
import { useBattle } from "./battle-context";
import { PERK_ACTIONS, STAT_NAMES } from "./battle-labels";

/** Other active combatants, for target pickers. */
function useOthers(actor: number, includeHidden = false) {
  const { battle } = useBattle();
  return battle.state.combatants.map((t, id) => ({ t, id })).filter(({ t, id }) => id !== actor && !t.incapacitated && (includeHidden || !t.hidden));
}

/** Rest: cleanse up to 2 Handicap in total. */
export function RestForm({ actor }: { actor: number }) {
  const { battle, send, busy } = useBattle();
  const handicap = battle.state.combatants[actor]!.handicap;
  const [cleanse, setCleanse] = useState<[number, number, number]>(() => {
    const plan: [number, number, number] = [0, 0, 0];
    let left = 2;
    for (const stat of [0, 1, 2].sort((a, b) => handicap[b]! - handicap[a]!)) {
      const take = Math.min(left, handicap[stat]!);
      plan[stat] = take;
      left -= take;
    }
    return plan;
  });
  const total = cleanse[0] + cleanse[1] + cleanse[2];
  // Whether the engine lets this creature Rest at all now (the amounts are checked on sending).
  const rest = kindStatus(battle.legal, "rest");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ command: "rest", cleanse });
  };
  return (
    <form className="turn-form inline-form" onSubmit={submit} aria-label="Rest">
      {STAT_NAMES.map((stat, index) => (
        <label key={stat} className="check">
          {stat} (−{handicap[index]})
          <input
            className="input input-narrow"
            type="number"
            min={0}
            max={2}
            value={cleanse[index]}
            onChange={(e) => setCleanse(cleanse.map((v, i) => (i === index ? Math.max(0, Number(e.target.value) || 0) : v)) as [number, number, number])}
            data-testid={`rest-${stat.toLowerCase()}`}
          />
        </label>
      ))}
      <span className={total > 2 ? "field-error" : "muted"}>{total} of 2</span>
      <button type="submit" className="button button-primary" disabled={busy || !rest.offered} title={rest.reason?.message} data-testid="rest-submit">
        Rest
      </button>
      <WhyNot status={rest} testId="rest-reason" />
    </form>
  );
}

/** Cast a combat spell, spending Reagents from the tracked hand or entered as played. */
export function CastForm({ actor }: { actor: number }) {
  const { battle, send, busy } = useBattle();
  const { index } = useContentIndex();
  const c = battle.state.combatants[actor]!;
  const reagents = battle.combatants[actor]?.reagents ?? [];
  const spells = c.spells ?? [];
  const others = useOthers(actor);
  const [spell, setSpell] = useState(spells[0] ?? "");
  const [chosen, setChosen] = useState<Card[]>([]);
  const [entered, setEntered] = useState("");
  const [target, setTarget] = useState("");
  const [defend, setDefend] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const tracked = c.deck !== null;
  // The engine's answer for this spell at this target: offered (with Reagents that pay it) or
  // withheld with the reason (range, cost, the Primary Action, a target it needs).
  const chosenTarget = target === "" ? null : Number(target);
  const castStatus = kindStatus(battle.legal, "cast", (command) => command.command === "cast" && command.spell === spell && (command.target ?? null) === chosenTarget);
  const payment = battle.legal.offered.find((o) => o.command.command === "cast" && o.command.spell === spell && (o.command.target ?? null) === chosenTarget);
  const suggested = payment && payment.command.command === "cast" ? payment.command.reagents : [];

  if (spells.length === 0) return <p className="muted">{c.name} knows no combat spell.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let cards = chosen;
    if (!tracked) {
      const parsed = entered.split(/[\s,]+/).filter(Boolean).map(parseCard);
      const bad = parsed.find((p) => "error" in p);
      if (bad && "error" in bad) {
        setProblem(bad.error);
        return;
      }
      cards = parsed.map((p) => ("card" in p ? p.card : null)).filter((x): x is Card => x !== null);
    }
    setProblem(null);
    send({ command: "cast", spell, reagents: cards, caster: actor, target: target === "" ? null : Number(target), defend });
  };

  return (
    <form className="turn-form" onSubmit={submit} aria-label="Cast">
      <div className="inline-form">
        <label htmlFor={`${id}-spell`} className="field-label">
          Spell
        </label>
        <select id={`${id}-spell`} className="select" value={spell} onChange={(e) => setSpell(e.target.value)} data-testid="cast-spell">
          {spells.map((s) => (
            <option key={s} value={s}>
              {index?.spellName(s) ?? s}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-target`} className="field-label">
          Target
        </label>
        <select id={`${id}-target`} className="select" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="cast-target">
          <option value="">None</option>
          {others.map(({ t, id: tid }) => (
            <option key={tid} value={tid}>
              {t.name}
            </option>
          ))}
        </select>
        <label className="check">
          <input type="checkbox" checked={defend} onChange={(e) => setDefend(e.target.checked)} /> Target defends
        </label>
      </div>
      {index && spell !== "" ? <RulingHint resolution={index.spellResolution(spell)} testId="cast-ruling" /> : null}
      {tracked ? (
        <fieldset className="inline-form">
          <legend className="field-label">Reagents</legend>
          {reagents.length === 0 ? <span className="muted">No Reagents in hand (Focus draws one).</span> : null}
          {reagents.map((card, i) => (
            <label key={i} className="check">
              <input
                type="checkbox"
                checked={chosen.some((x) => sameCard(x, card))}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, card] : chosen.filter((x) => !sameCard(x, card)))}
                data-testid={`cast-reagent-${i}`}
              />{" "}
              {cardLabel(card)}
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="inline-form">
          <label htmlFor={`${id}-entered`} className="field-label">
            Reagents played
          </label>
          <input id={`${id}-entered`} className="input input-mono" placeholder="5H 8H" value={entered} onChange={(e) => setEntered(e.target.value)} data-testid="cast-reagents" />
        </div>
      )}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {tracked && suggested.length > 0 && chosen.length === 0 ? (
        <p className="field-hint" data-testid="cast-payment">
          Pays with {suggested.map(cardLabel).join(", ")}.{" "}
          <button type="button" className="link-button" onClick={() => setChosen(suggested)} data-testid="cast-use-payment">
            Use these
          </button>
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy || spell === "" || castStatus.reason !== null} title={castStatus.reason?.message} data-testid="cast-submit">
        Cast
      </button>
      <WhyNot status={castStatus} testId="cast-reason" />
    </form>
  );
}

const SPELL_RULING: Record<Resolution, string> = {
  engine: "The engine resolves this spell: its attack or its summons, with the explanation.",
  partly: "The engine checks the cast and pays its cost; you rule its effect (Adjudicate).",
  gm: "A story effect: you rule it; the log records the ruling.",
};

const PERK_RULING: Record<Resolution, string> = {
  engine: "The engine already applies this perk whenever it holds: use it here only to record something extra.",
  partly: "The engine applies this perk; a condition of it is your ruling.",
  gm: "You rule this perk's effect: say what it does this time.",
};

/** What the engine does with the chosen spell or perk, said before it is used. */
function RulingHint({ resolution, testId }: { resolution: Resolution; testId: string }) {
  return (
    <p className={resolution === "engine" ? "field-hint" : "field-hint ruling-needed"} data-testid={testId} data-resolution={resolution}>
      {resolution === "engine" ? null : <strong>Needs a ruling. </strong>}
      {testId === "cast-ruling" ? SPELL_RULING[resolution] : PERK_RULING[resolution]}
    </p>
  );
}

/** Use a perk: one that is an action of its own is resolved by the engine; any other is declared (the GM applies it). */
export function PerkForm({ actor }: { actor: number }) {
  const { battle, send, busy } = useBattle();
  const { index } = useContentIndex();
  const perks = battle.state.combatants[actor]!.perks ?? [];
  const others = useOthers(actor);
  const [perk, setPerk] = useState(perks[0] ?? "");
  const [note, setNote] = useState("");
  const [target, setTarget] = useState("");
  const [defend, setDefend] = useState(true);
  const [distance, setDistance] = useState("");
  const [roll, setRoll] = useState("");
  if (perks.length === 0) return <p className="muted">No perks to use.</p>;
  const action = PERK_ACTIONS[perk];
  const grid = battle.state.grid !== null;
  const chosen = target !== "" ? target : String(others[0]?.id ?? "");
  // For a perk that is an action of its own, the engine's answer at the chosen target.
  const perkStatus = action
    ? kindStatus(battle.legal, "perk_action", (command) => command.command === "perk_action" && command.perk === perk && (!action.target || command.target === Number(chosen)))
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action) {
      send(
        {
          command: "perk_action",
          perk,
          target: action.target && chosen !== "" ? Number(chosen) : null,
          defend,
          riposte: false,
          defendRiposte: true,
          distance: !grid && distance.trim() !== "" ? Number(distance) : null,
          roll: action.die !== null && roll.trim() !== "" ? Number(roll) : null,
        },
        () => setRoll(""),
      );
      return;
    }
    send({ command: "use_perk", who: actor, perk, note: note.trim() }, () => setNote(""));
  };
  return (
    <form className="turn-form inline-form" onSubmit={submit} aria-label="Use perk">
      <select className="select" aria-label="Perk" value={perk} onChange={(e) => setPerk(e.target.value)} data-testid="perk-select">
        {perks.map((p) => (
          <option key={p} value={p}>
            {index?.perkName(p) ?? p}
          </option>
        ))}
      </select>
      {action ? (
        <>
          {action.target ? (
            <select className="select" aria-label="Aimed at" value={chosen} onChange={(e) => setTarget(e.target.value)} data-testid="perk-target">
              {others.map(({ t, id }) => (
                <option key={id} value={id}>
                  {t.name}
                </option>
              ))}
            </select>
          ) : null}
          {action.target && !grid ? (
            <input className="input input-narrow" type="number" min={0} placeholder="tiles" aria-label="Distance in tiles" value={distance} onChange={(e) => setDistance(e.target.value)} data-testid="perk-distance" />
          ) : null}
          {action.defended ? (
            <label className="check">
              <input type="checkbox" checked={defend} onChange={(e) => setDefend(e.target.checked)} data-testid="perk-defend" /> Target defends
            </label>
          ) : null}
          {action.die !== null ? (
            <input
              className="input input-narrow"
              type="number"
              min={1}
              max={action.die}
              placeholder={`d${action.die}`}
              aria-label={`The d${action.die} rolled (empty: the engine rolls)`}
              value={roll}
              onChange={(e) => setRoll(e.target.value)}
              data-testid="perk-roll"
            />
          ) : null}
        </>
      ) : (
        <input className="input" aria-label="What it does this time" placeholder="What it does this time" value={note} onChange={(e) => setNote(e.target.value)} data-testid="perk-note" />
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={busy || perk === "" || (action?.target === true && chosen === "") || (perkStatus !== null && perkStatus.reason !== null)}
        title={perkStatus?.reason?.message}
        data-testid="perk-submit"
      >
        {action ? `Use ${index?.perkName(perk) ?? perk}` : "Use perk"}
      </button>
      {perkStatus ? <WhyNot status={perkStatus} testId="perk-reason" /> : null}
      {index && perk !== "" ? <RulingHint resolution={index.perkResolution(perk)} testId="perk-ruling" /> : null}
    </form>
  );
}

/** Sneak: roll a d12 (or enter the table's roll) against Stealth Power. */
export function SneakForm({ actor }: { actor: number }) {
  const { battle, send, busy } = useBattle();
  const c = battle.state.combatants[actor]!;
  const [roll, setRoll] = useState("");
  const sneaking = kindStatus(battle.legal, "sneak");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ command: "sneak", who: actor, roll: roll.trim() === "" ? null : Number(roll) }, () => setRoll(""));
  };
  return (
    <form className="turn-form inline-form" onSubmit={submit} aria-label="Sneak">
      <span className="muted">Stealth Power {c.stealthPower ?? 0}</span>
      <input className="input input-narrow" type="number" min={1} max={12} placeholder="d12" aria-label="The d12 rolled (empty: the engine rolls)" value={roll} onChange={(e) => setRoll(e.target.value)} data-testid="sneak-roll" />
      <button type="submit" className="button button-primary" disabled={busy || c.hidden === true || !sneaking.offered} title={sneaking.reason?.message} data-testid="sneak-submit">
        {roll.trim() === "" ? "Sneak (roll d12)" : "Sneak"}
      </button>
      {c.hidden ? null : <WhyNot status={sneaking} testId="sneak-reason" />}
    </form>
  );
}

/** Reveal a Hidden creature, optionally with a surprise Riposte. */
export function RevealForm({ actor }: { actor: number }) {
  const { battle, send, busy } = useBattle();
  const c = battle.state.combatants[actor]!;
  const others = useOthers(actor);
  const [target, setTarget] = useState("");
  if (!c.hidden) return null;
  const riposteAt = target === "" ? null : Number(target);
  const revealing = kindStatus(battle.legal, "reveal", (command) => command.command === "reveal" && (command.riposte ?? null) === riposteAt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ command: "reveal", who: actor, riposte: riposteAt, defend: true });
  };
  return (
    <form className="turn-form inline-form" onSubmit={submit} aria-label="Reveal">
      <select className="select" aria-label="Surprise Riposte at" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="reveal-target">
        <option value="">No surprise Riposte</option>
        {others.map(({ t, id }) => (
          <option key={id} value={id}>
            {t.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={busy || revealing.reason !== null} title={revealing.reason?.message} data-testid="reveal-submit">
        Reveal
      </button>
      <WhyNot status={revealing} testId="reveal-reason" />
    </form>
  );
}

/** Haul an object or an Incapacitated creature next to the actor (1 Movement). */
export function HaulForm({ actor }: { actor: number }) {
  const { battle, send, busy } = useBattle();
  const downed = battle.state.combatants.map((t, id) => ({ t, id })).filter(({ t, id }) => id !== actor && t.incapacitated);
  const [target, setTarget] = useState("");
  const [x, setX] = useState("");
  const [y, setY] = useState("");
  const grid = battle.state.grid !== null;
  const hauled = target === "" ? null : Number(target);
  // Whether the engine lets this creature haul what is chosen at all (the tile is checked on sending).
  const hauling = kindStatus(battle.legal, "haul", (command) => command.command === "haul" && (command.target ?? null) === hauled);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = grid && x !== "" && y !== "" ? { x: Number(x), y: Number(y) } : null;
    send({ command: "haul", target: hauled, to });
  };
  return (
    <form className="turn-form inline-form" onSubmit={submit} aria-label="Haul">
      <select className="select" aria-label="What is hauled" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="haul-target">
        <option value="">An object</option>
        {downed.map(({ t, id }) => (
          <option key={id} value={id}>
            {t.name} (Incapacitated)
          </option>
        ))}
      </select>
      {grid ? (
        <>
          <input className="input input-narrow" type="number" aria-label="To column" placeholder="x" value={x} onChange={(e) => setX(e.target.value)} data-testid="haul-x" />
          <input className="input input-narrow" type="number" aria-label="To row" placeholder="y" value={y} onChange={(e) => setY(e.target.value)} data-testid="haul-y" />
        </>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy || !hauling.offered} title={hauling.reason?.message} data-testid="haul-submit">
        Haul
      </button>
      <WhyNot status={hauling} testId="haul-reason" />
    </form>
  );
}
