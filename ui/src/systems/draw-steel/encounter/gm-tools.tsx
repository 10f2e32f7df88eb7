import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useCombat } from "./combat-context";
import { CHARACTERISTIC_LABEL, CONDITION_LABEL, CONDITIONS, DIFFICULTIES, DIFFICULTY_LABEL, DURATION_LABEL, DURATIONS, nameOf, TOKEN_USE_LABEL, tokenCost } from "./labels";
import { SIZES } from "../labels";
import type { Characteristic, Command, ConditionKind, Duration, TestDifficulty, TokenUse } from "./types";

type Tool = "condition" | "adjust" | "test" | "fall" | "object" | "save" | "recovery" | "token" | "pools";

const TOOL_LABEL: Record<Tool, string> = {
  condition: "Conditions",
  adjust: "Stamina & numbers",
  test: "Test",
  fall: "Fall",
  object: "Objects",
  save: "Saving throw",
  recovery: "Recovery",
  token: "Hero tokens",
  pools: "Pools",
};
const TOOLS = Object.keys(TOOL_LABEL) as Tool[];

/** A signed whole number typed into a field ("" is 0); null when it is not one. */
function signed(text: string): number | null {
  if (text.trim() === "") return 0;
  const n = Number(text);
  return Number.isInteger(n) ? n : null;
}

/** Two entered d10s, both or neither; undefined when they are not d10 faces. */
function enteredDice(first: string, second: string): [number, number] | null | undefined {
  if (first.trim() === "" && second.trim() === "") return null;
  const dice = [Number(first), Number(second)];
  return dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 10) ? (dice as [number, number]) : undefined;
}

/** The GM's hands on the table: conditions, Stamina, tests, falls, objects, saves, recoveries, tokens, pools. */
export function GmTools({ defaultWho }: { defaultWho: number }) {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const [tool, setTool] = useState<Tool | null>(null);
  const [who, setWho] = useState<number>(defaultWho);
  const [condition, setCondition] = useState<ConditionKind>("prone");
  const [duration, setDuration] = useState<Duration>("save_ends");
  const [source, setSource] = useState<string>("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [spend, setSpend] = useState<TokenUse>("surges");
  const [characteristic, setCharacteristic] = useState<Characteristic>("might");
  const [difficulty, setDifficulty] = useState<TestDifficulty>("medium");
  const [skill, setSkill] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const field = (name: string) => fields[name] ?? "";
  const setField = (name: string) => (value: string) => setFields({ ...fields, [name]: value });
  const creature = state.combatants[who];
  const saveEnds = (creature?.conditions ?? []).filter((c) => c.duration === "save_ends");
  const heroes = state.combatants.map((c, i) => ({ c, i })).filter(({ c }) => c.hero);

  const run = (command: Command) =>
    send(command, () => {
      setFields({});
      setProblem(null);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const numbers = (names: string[]) => {
      const values = names.map((n) => signed(field(n)));
      if (values.some((v) => v === null)) {
        setProblem("Whole numbers only.");
        return null;
      }
      return values as number[];
    };
    switch (tool) {
      case "condition":
        run({ command: "impose_condition", target: who, condition, duration, source: source === "" ? null : Number(source) });
        return;
      case "adjust": {
        const n = numbers(["damage", "heal", "surges", "resource", "x", "y"]);
        if (!n) return;
        const [damage, heal, surges, resource, x, y] = n as [number, number, number, number, number, number];
        if (damage < 0 || heal < 0) return setProblem("Damage and healing are 0 or more.");
        const tri = (name: string) => (field(name) === "" ? null : field(name) === "yes");
        const moved = field("x") !== "" || field("y") !== "";
        const height = field("elevation").trim() === "" ? null : Number(field("elevation"));
        if (height !== null && !(Number.isInteger(height) && height >= 0 && height <= 255)) return setProblem("The height is a whole number of squares, 0 or more.");
        run({
          command: "adjust",
          who,
          damage,
          heal,
          surges,
          resource,
          hidden: tri("hidden"),
          invisible: tri("invisible"),
          position: moved ? { x, y } : null,
          elevation: height,
          reason: field("reason").trim(),
        });
        return;
      }
      case "fall": {
        const n = numbers(["height"]);
        if (!n || n[0]! < 0) return setProblem("The height is a whole number of squares, 0 or more.");
        const onto = field("onto") === "" ? null : Number(field("onto"));
        const landingSet = field("landX") !== "" || field("landY") !== "";
        const land = numbers(["landX", "landY"]);
        if (!land) return;
        run({ command: "fall", who, height: n[0]!, onto, landing: onto !== null && landingSet ? { x: land[0]!, y: land[1]! } : null });
        return;
      }
      case "test": {
        const n = numbers(["edges", "banes"]);
        if (!n || n[0]! < 0 || n[1]! < 0) return setProblem("Edges and banes are 0 or more.");
        const dice = enteredDice(field("d1"), field("d2"));
        if (dice === undefined) return setProblem("Enter both d10s (1 to 10 each), or neither to roll.");
        run({
          command: "test",
          who,
          characteristic,
          difficulty,
          skill,
          edges: n[0]!,
          banes: n[1]!,
          toFind: field("find") === "" ? null : Number(field("find")),
          dice,
          bleedingDie: null,
        });
        return;
      }
      case "object": {
        const n = numbers(["objX", "objY"]);
        if (!n) return;
        const name = field("objName").trim();
        if (name === "") return setProblem("Name the object.");
        run({ command: "place_object", name, position: { x: n[0]!, y: n[1]! }, size: field("objSize") || "1M" });
        return;
      }
      case "save": {
        const die = field("die").trim() === "" ? null : Number(field("die"));
        if (die !== null && !(Number.isInteger(die) && die >= 1 && die <= 10)) return setProblem("A d10 shows 1 to 10.");
        const against = (field("against") || saveEnds[0]?.kind) as ConditionKind | undefined;
        if (!against) return setProblem(`${creature?.name ?? "It"} has no save-ends effect.`);
        run({ command: "saving_throw", who, condition: against, die });
        return;
      }
      case "recovery":
        run({ command: "spend_recovery", who });
        return;
      case "token": {
        const against = (field("against") || saveEnds[0]?.kind) as ConditionKind | undefined;
        const dice = spend === "reroll" ? enteredDice(field("d1"), field("d2")) : null;
        if (dice === undefined) return setProblem("Enter both d10s (1 to 10 each), or neither to roll.");
        run({ command: "spend_hero_token", hero: who, spend, condition: spend === "save" ? (against ?? null) : null, dice });
        return;
      }
      case "pools": {
        const n = numbers(["tokens", "malice"]);
        if (!n) return;
        run({ command: "adjust_pools", heroTokens: n[0]!, malice: n[1]! });
        return;
      }
      default:
        return;
    }
  };

  const whoSelect = (label = "Who", only?: number[]) => (
    <label className="check">
      {label}
      <select className="select" value={who} onChange={(e) => setWho(Number(e.target.value))} data-testid="dsc-tool-who">
        {state.combatants.map((c, i) =>
          only && !only.includes(i) ? null : (
            <option key={i} value={i}>
              {c.name}
            </option>
          ),
        )}
      </select>
    </label>
  );
  const number = (label: string, name: string, placeholder = "0", testId = `dsc-tool-${name}`): ReactNode => (
    <label className="check">
      {label}
      <input className="input input-narrow" type="number" placeholder={placeholder} value={field(name)} onChange={(e) => setField(name)(e.target.value)} data-testid={testId} />
    </label>
  );
  const diceFields = (
    <>
      {number("d10", "d1", "roll")}
      {number("d10", "d2", "roll")}
    </>
  );
  const creatureSelect = (label: string, name: string, none: string) => (
    <label className="check">
      {label}
      <select className="select" value={field(name)} onChange={(e) => setField(name)(e.target.value)} data-testid={`dsc-tool-${name}`}>
        <option value="">{none}</option>
        {state.combatants.map((c, i) =>
          i === who ? null : (
            <option key={i} value={i}>
              {c.name}
            </option>
          ),
        )}
      </select>
    </label>
  );
  const saveEndsSelect = (
    <label className="check">
      Against
      <select className="select" value={field("against") || saveEnds[0]?.kind || ""} onChange={(e) => setField("against")(e.target.value)} data-testid="dsc-tool-against">
        {saveEnds.length === 0 ? <option value="">no save-ends effect</option> : null}
        {saveEnds.map((c, i) => (
          <option key={i} value={c.kind}>
            {CONDITION_LABEL[c.kind]}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="gm-panel ds-tools" aria-labelledby={`${id}-title`} data-testid="dsc-tools">
      <h3 id={`${id}-title`} className="section-title">
        GM tools
      </h3>
      <div className="gm-tools" role="group" aria-label="Tool">
        {TOOLS.map((t) => (
          <button
            key={t}
            type="button"
            className={`button${tool === t ? " segment-active" : ""}`}
            aria-pressed={tool === t}
            onClick={() => {
              setTool(tool === t ? null : t);
              setProblem(null);
              if (t === "token" && heroes.length > 0 && !heroes.some(({ i }) => i === who)) setWho(heroes[0]!.i);
            }}
            data-testid={`dsc-tool-tab-${t}`}
          >
            {TOOL_LABEL[t]}
          </button>
        ))}
      </div>
      {tool ? (
        <form className="tool-form" onSubmit={submit}>
          {tool === "condition" ? (
            <>
              <div className="inline-form">
                {whoSelect()}
                <label className="check">
                  Condition
                  <select className="select" value={condition} onChange={(e) => setCondition(e.target.value as ConditionKind)} data-testid="dsc-tool-condition">
                    {CONDITIONS.map((k) => (
                      <option key={k} value={k}>
                        {CONDITION_LABEL[k]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="check">
                  Lasting
                  <select className="select" value={duration} onChange={(e) => setDuration(e.target.value as Duration)} data-testid="dsc-tool-duration">
                    {DURATIONS.map((d) => (
                      <option key={d} value={d}>
                        {DURATION_LABEL[d]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="check">
                  Source
                  <select className="select" value={source} onChange={(e) => setSource(e.target.value)} data-testid="dsc-tool-source">
                    <option value="">none</option>
                    {state.combatants.map((c, i) => (
                      <option key={i} value={i}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {(creature?.conditions.length ?? 0) > 0 ? (
                <ul className="ds-tool-conditions">
                  {creature!.conditions.map((k, i) => (
                    <li key={i}>
                      {CONDITION_LABEL[k.kind]} <span className="muted">({DURATION_LABEL[k.duration]}{k.source !== null ? `, from ${nameOf(state, k.source)}` : ""})</span>{" "}
                      <button type="button" className="button button-quiet" disabled={busy} onClick={() => run({ command: "remove_condition", target: who, condition: k.kind })} data-testid={`dsc-tool-remove-${k.kind}`}>
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
          {tool === "adjust" ? (
            <>
              <div className="inline-form">
                {whoSelect()}
                {number("Damage", "damage")}
                {number("Heal", "heal")}
                {number("Surges ±", "surges")}
                {number(`${creature?.hero ? creature.resourceName || "Resource" : "Resource"} ±`, "resource")}
              </div>
              <div className="inline-form">
                {(["hidden", "invisible"] as const).map((flag) => (
                  <label key={flag} className="check">
                    {flag === "hidden" ? "Hidden" : "Invisible"}
                    <select className="select" value={field(flag)} onChange={(e) => setField(flag)(e.target.value)} data-testid={`dsc-tool-${flag}`}>
                      <option value="">unchanged</option>
                      <option value="yes">yes</option>
                      <option value="no">no</option>
                    </select>
                  </label>
                ))}
                {state.grid ? (
                  <>
                    {number("Move to x", "x", "")}
                    {number("y", "y", "")}
                  </>
                ) : null}
                {number(`Height (now ${creature?.elevation ?? 0})`, "elevation", "")}
              </div>
              <label className="check ds-reason">
                Why
                <input className="input" value={field("reason")} placeholder="a trap, a potion, the GM's call" onChange={(e) => setField("reason")(e.target.value)} data-testid="dsc-tool-reason" />
              </label>
            </>
          ) : null}
          {tool === "fall" ? (
            <div className="inline-form">
              {whoSelect()}
              {number("Squares fallen", "height")}
              {creatureSelect("Lands on", "onto", "nobody")}
              {state.grid && field("onto") !== "" ? (
                <>
                  {number("Lands at x", "landX", "nearest")}
                  {number("y", "landY", "nearest")}
                </>
              ) : null}
            </div>
          ) : null}
          {tool === "test" ? (
            <>
              <div className="inline-form">
                {whoSelect()}
                <label className="check">
                  Characteristic
                  <select className="select" value={characteristic} onChange={(e) => setCharacteristic(e.target.value as Characteristic)} data-testid="dsc-tool-characteristic">
                    {(Object.keys(CHARACTERISTIC_LABEL) as Characteristic[]).map((k) => (
                      <option key={k} value={k}>
                        {CHARACTERISTIC_LABEL[k]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="check">
                  Difficulty
                  <select className="select" value={difficulty} onChange={(e) => setDifficulty(e.target.value as TestDifficulty)} data-testid="dsc-tool-difficulty">
                    {DIFFICULTIES.map((d) => (
                      <option key={d} value={d}>
                        {DIFFICULTY_LABEL[d]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="check">
                  <input type="checkbox" checked={skill} onChange={(e) => setSkill(e.target.checked)} data-testid="dsc-tool-skill" /> A skill applies
                </label>
              </div>
              <div className="inline-form">
                {number("Edges", "edges")}
                {number("Banes", "banes")}
                {creatureSelect("Looking for", "find", "nobody")}
                {diceFields}
              </div>
              <p className="muted ds-hint">The engine adds the banes of the creature's own conditions.</p>
            </>
          ) : null}
          {tool === "object" ? (
            <>
              <div className="inline-form">
                <label className="check">
                  Object
                  <input className="input" value={field("objName")} placeholder="a crate, a statue" onChange={(e) => setField("objName")(e.target.value)} data-testid="dsc-tool-objName" />
                </label>
                {number("x", "objX", "")}
                {number("y", "objY", "")}
                <label className="check">
                  Size
                  <select className="select" value={field("objSize") || "1M"} onChange={(e) => setField("objSize")(e.target.value)} data-testid="dsc-tool-objSize">
                    {SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {(state.objects ?? []).length > 0 ? (
                <ul className="ds-tool-conditions">
                  {(state.objects ?? []).map((o, i) => (
                    <li key={i}>
                      {o.name} <span className="muted">(size {o.size}, at ({o.position.x}, {o.position.y}))</span>{" "}
                      <button type="button" className="button button-quiet" disabled={busy} onClick={() => run({ command: "remove_object", object: i })} data-testid={`dsc-tool-remove-object-${i}`}>
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
          {tool === "save" ? (
            <div className="inline-form">
              {whoSelect()}
              {saveEndsSelect}
              {number("d10", "die", "roll")}
            </div>
          ) : null}
          {tool === "recovery" ? (
            <div className="inline-form">
              {whoSelect()}
              <span className="muted">
                {creature ? `${creature.recoveries} left · regains ${creature.recoveryValue} Stamina` : ""}
              </span>
            </div>
          ) : null}
          {tool === "token" ? (
            <div className="inline-form">
              {whoSelect(
                "Hero",
                heroes.map(({ i }) => i),
              )}
              <label className="check">
                For
                <select className="select" value={spend} onChange={(e) => setSpend(e.target.value as TokenUse)} data-testid="dsc-tool-spend">
                  {(Object.keys(TOKEN_USE_LABEL) as TokenUse[]).map((u) => (
                    <option key={u} value={u}>
                      {TOKEN_USE_LABEL[u]} ({tokenCost(state, u)} {tokenCost(state, u) === 1 ? "token" : "tokens"})
                    </option>
                  ))}
                </select>
              </label>
              {spend === "save" ? saveEndsSelect : null}
              {spend === "reroll" ? diceFields : null}
              <span className="muted">{state.heroTokens} in the pool</span>
            </div>
          ) : null}
          {tool === "pools" ? (
            <div className="inline-form">
              {number(`Hero tokens ± (now ${state.heroTokens})`, "tokens")}
              {number(`Malice ± (now ${state.malice})`, "malice")}
            </div>
          ) : null}
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy} data-testid="dsc-tool-submit">
              {tool === "condition" ? "Impose" : tool === "recovery" ? "Spend a Recovery" : tool === "token" ? "Spend" : tool === "test" ? "Roll the test" : tool === "object" ? "Place" : "Apply"}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
