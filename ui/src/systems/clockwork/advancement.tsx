import { useId, useState } from "react";
import type { ClockworkAdvancementView, ClockworkCampaignSpeed, ClockworkDamageType, ClockworkLedgerEntry, ClockworkSkill } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { count } from "../../format";
import { HistoryList } from "../../shared/history-list";
import { RuleCitation } from "../../shared/rule-citation";
import { ATTRIBUTE_LABEL, DAMAGE_LABEL, DAMAGE_TYPES, SKILL_LABEL, SKILLS } from "./labels";
import {
  useClockworkAdvancement,
  useClockworkAwardXp,
  useClockworkBuy,
  useClockworkContent,
  useClockworkRefreshLuck,
  useClockworkSetCampaignSpeed,
  useClockworkUndoAdvancement,
  useClockworkUseLuck,
} from "./queries";

const SPEED_LABEL: Record<ClockworkCampaignSpeed, string> = {
  fast: "Fast (8+ sessions)",
  normal: "Normal (16+ sessions)",
  slow: "Slow (24+ sessions)",
};

const KIND_LABEL: Record<ClockworkLedgerEntry["kind"], string> = {
  xp_awarded: "Experience",
  skill_rank_bought: "Skill rank",
  spell_learned: "Spell",
  feature_bought: "Feature",
  resistance_point_placed: "Resistance",
  session_began: "Session",
  luck_used: "Luck",
  luck_refreshed: "Luck",
};

const xp = (n: number) => count(n, "experience point", "experience points");

/** A ClockWork character's advancement: experience awarded and spent, luck this session, purchases priced before buying, the ledger with undo. */
export function ClockworkAdvancement({ characterId }: { characterId: number }) {
  const advancement = useClockworkAdvancement(characterId);
  if (advancement.isPending) return <p className="muted">Loading the advancement ledger…</p>;
  if (advancement.isError) return <ErrorNotice error={advancement.error} />;
  const view = advancement.data;
  return (
    <section className="cw-advancement" aria-label="Advancement" data-testid="cw-advancement">
      <h4 className="cw-heading">Advancement</h4>
      {view.problem ? (
        <div className="notice notice-error" role="note" data-testid="cw-ledger-problem">
          {view.problem.message} <RuleCitation rule={view.problem.rule} />
        </div>
      ) : null}
      <SpeedLine view={view} />
      <ExperienceLine view={view} />
      <AwardForm characterId={characterId} />
      <LuckLine view={view} />
      <BuyRank view={view} />
      <BuyPower view={view} />
      {view.resistancePointsToPlace > 0 ? <PlaceResistance view={view} /> : null}
      <Learned view={view} />
      <Sessions view={view} />
      <Ledger view={view} />
    </section>
  );
}

function SpeedLine({ view }: { view: ClockworkAdvancementView }) {
  const set = useClockworkSetCampaignSpeed();
  const id = useId();
  return (
    <div className="cw-inline" data-testid="cw-speed">
      <label htmlFor={id} className="field-label">
        Campaign speed (the whole campaign)
      </label>
      <select
        id={id}
        value={view.speed}
        onChange={(event) => set.mutate({ speed: event.target.value as ClockworkCampaignSpeed })}
        disabled={set.isPending}
        data-testid="cw-speed-select"
      >
        {(Object.keys(SPEED_LABEL) as ClockworkCampaignSpeed[]).map((speed) => (
          <option key={speed} value={speed}>
            {SPEED_LABEL[speed]}
          </option>
        ))}
      </select>
      <span className="muted">
        {view.speedPicked ? "Picked by the GM." : "Not picked yet: the book leaves it to the GM, so prices are read from the normal column meanwhile."}{" "}
        {view.doubledSkillCosts ? "Skill ranks cost twice their row (the table rule on the book's example). " : null}
        <RuleCitation rule={view.priceRule} />
      </span>
      {set.isError ? <ErrorNotice error={set.error} /> : null}
    </div>
  );
}

function ExperienceLine({ view }: { view: ClockworkAdvancementView }) {
  return (
    <>
      <p data-testid="cw-xp">
        {xp(view.xpEarned)} earned · {view.xpSpent} spent · <strong>{view.xpLeft} unspent</strong>
      </p>
      <p className="muted" data-testid="cw-advanced-attributes">
        {view.attributes.map((a) => `${ATTRIBUTE_LABEL[a.attribute]} ${a.score}`).join(" · ")}
      </p>
      {view.notes.map((note, index) => (
        <p key={index} className="cw-note muted" data-testid="cw-advancement-note">
          {note}
        </p>
      ))}
    </>
  );
}

function AwardForm({ characterId }: { characterId: number }) {
  const award = useClockworkAwardXp();
  const [points, setPoints] = useState(1);
  const [reason, setReason] = useState("");
  const pointsId = useId();
  const reasonId = useId();
  return (
    <form
      className="cw-inline"
      onSubmit={(event) => {
        event.preventDefault();
        award.mutate({ characterId, points, reason }, { onSuccess: () => setReason("") });
      }}
      data-testid="cw-award"
    >
      <label htmlFor={pointsId} className="field-label">
        Award
      </label>
      <select id={pointsId} value={points} onChange={(event) => setPoints(Number(event.target.value))} data-testid="cw-award-points">
        {[1, 2, 3, 4].map((n) => (
          <option key={n} value={n}>
            {xp(n)}
          </option>
        ))}
      </select>
      <label htmlFor={reasonId} className="field-label">
        for
      </label>
      <input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="what they did" data-testid="cw-award-reason" />
      <button type="submit" className="button" disabled={award.isPending} data-testid="cw-award-submit">
        Award
      </button>
      {award.isError ? <ErrorNotice error={award.error} /> : null}
    </form>
  );
}

function LuckLine({ view }: { view: ClockworkAdvancementView }) {
  const use = useClockworkUseLuck();
  const refresh = useClockworkRefreshLuck();
  const [roll, setRoll] = useState("");
  const current = view.sessions[view.sessions.length - 1];
  const id = useId();
  return (
    <div className="cw-inline" data-testid="cw-luck">
      <span data-testid="cw-luck-left">
        Luck: <strong>{view.luckLeft}</strong> of {view.luckPerSession} left{current ? (current.gameSession == null ? " outside a game session" : ` in ${current.name}`) : ""}.
      </span>
      <label htmlFor={id} className="field-label">
        Reroll
      </label>
      <input id={id} value={roll} onChange={(event) => setRoll(event.target.value)} placeholder="which roll" data-testid="cw-luck-roll" />
      <button
        type="button"
        className="button"
        disabled={use.isPending}
        onClick={() => use.mutate({ characterId: view.characterId, roll }, { onSuccess: () => setRoll("") })}
        data-testid="cw-use-luck"
      >
        Spend luck
      </button>
      <button type="button" className="button" disabled={refresh.isPending} onClick={() => refresh.mutate({ characterId: view.characterId })} data-testid="cw-refresh-luck">
        Refill (much time passed)
      </button>
      {use.isError ? <ErrorNotice error={use.error} /> : null}
      {refresh.isError ? <ErrorNotice error={refresh.error} /> : null}
    </div>
  );
}

function BuyRank({ view }: { view: ClockworkAdvancementView }) {
  const buy = useClockworkBuy();
  const [skill, setSkill] = useState<ClockworkSkill>("accuracy");
  const price = view.rankPrices.find((p) => p.skill === skill);
  const id = useId();
  return (
    <div className="cw-inline" data-testid="cw-buy-rank">
      <label htmlFor={id} className="field-label">
        Buy a skill rank
      </label>
      <select id={id} value={skill} onChange={(event) => setSkill(event.target.value as ClockworkSkill)} data-testid="cw-buy-skill">
        {SKILLS.map((s) => {
          const p = view.rankPrices.find((line) => line.skill === s);
          return (
            <option key={s} value={s}>
              {SKILL_LABEL[s]} {p?.next !== null && p?.next !== undefined ? `${p.rank} → ${p.next}` : `${p?.rank ?? ""} (the best)`}
            </option>
          );
        })}
      </select>
      {price ? (
        <span data-testid="cw-rank-price">
          {price.cost !== null ? <>Costs {xp(price.cost)}. </> : null}
          {price.refusal ? (
            <span className="muted" data-testid="cw-rank-refusal">
              {price.refusal.message} <RuleCitation rule={price.refusal.rule} />
            </span>
          ) : (
            <RuleCitation rule={view.priceRule} />
          )}
        </span>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        disabled={buy.isPending || !price || price.refusal !== null}
        onClick={() => buy.mutate({ characterId: view.characterId, purchase: { kind: "skill_rank", skill } })}
        data-testid="cw-buy-rank-submit"
      >
        Buy
      </button>
      {buy.isError ? <ErrorNotice error={buy.error} /> : null}
    </div>
  );
}

function BuyPower({ view }: { view: ClockworkAdvancementView }) {
  const buy = useClockworkBuy();
  const content = useClockworkContent();
  const [kind, setKind] = useState<"spell" | "feature">("spell");
  const [name, setName] = useState("");
  const [level, setLevel] = useState(1);
  const [choice, setChoice] = useState("");
  const listId = useId();
  const nameId = useId();
  const levelId = useId();
  const catalog = kind === "spell" ? (content.data?.spells ?? []) : (content.data?.features ?? []);
  const known = catalog.find((entry) => entry.name.toLowerCase() === name.trim().toLowerCase());
  const price = view.powerPrices.find((p) => p.level === level);
  return (
    <form
      className="cw-inline"
      onSubmit={(event) => {
        event.preventDefault();
        const purchase = kind === "spell" ? { kind: "spell" as const, name, level } : { kind: "feature" as const, name, level, choice };
        buy.mutate({ characterId: view.characterId, purchase }, { onSuccess: () => setName("") });
      }}
      data-testid="cw-buy-power"
    >
      <select value={kind} onChange={(event) => setKind(event.target.value as "spell" | "feature")} aria-label="Spell or feature" data-testid="cw-power-kind">
        <option value="spell">Learn a spell</option>
        <option value="feature">Buy a feature</option>
      </select>
      <label htmlFor={nameId} className="field-label">
        Name
      </label>
      <input
        id={nameId}
        list={listId}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          const entry = catalog.find((e) => e.name.toLowerCase() === event.target.value.trim().toLowerCase());
          if (entry) setLevel(entry.level);
        }}
        data-testid="cw-power-name"
      />
      <datalist id={listId}>
        {catalog.map((entry) => (
          <option key={entry.name} value={entry.name}>
            level {entry.level}
          </option>
        ))}
      </datalist>
      <label htmlFor={levelId} className="field-label">
        Level
      </label>
      <select id={levelId} value={level} onChange={(event) => setLevel(Number(event.target.value))} data-testid="cw-power-level">
        {[1, 2, 3, 4].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {kind === "feature" && name.trim().toLowerCase() === "improved critical" ? (
        <input value={choice} onChange={(event) => setChoice(event.target.value)} placeholder="weapon type" aria-label="Weapon type" data-testid="cw-power-choice" />
      ) : null}
      {price ? (
        <span data-testid="cw-power-price">
          Costs {xp(price.cost)}
          {known ? "" : name.trim() ? " (not in the book's list: the GM's own)" : ""}. <RuleCitation rule={view.priceRule} />
        </span>
      ) : null}
      <button type="submit" className="button button-primary" disabled={buy.isPending || name.trim() === ""} data-testid="cw-buy-power-submit">
        Buy
      </button>
      {buy.isError ? <ErrorNotice error={buy.error} /> : null}
    </form>
  );
}

function PlaceResistance({ view }: { view: ClockworkAdvancementView }) {
  const buy = useClockworkBuy();
  const [damage, setDamage] = useState<ClockworkDamageType>("blunt");
  const id = useId();
  return (
    <div className="cw-inline notice" data-testid="cw-place-resistance">
      <label htmlFor={id} className="field-label">
        {count(view.resistancePointsToPlace, "resistance point", "resistance points")} to place
      </label>
      <select id={id} value={damage} onChange={(event) => setDamage(event.target.value as ClockworkDamageType)} data-testid="cw-place-damage">
        {DAMAGE_TYPES.map((d) => (
          <option key={d} value={d}>
            {DAMAGE_LABEL[d]}
          </option>
        ))}
      </select>
      <button type="button" className="button" disabled={buy.isPending} onClick={() => buy.mutate({ characterId: view.characterId, purchase: { kind: "resistance_point", damage } })} data-testid="cw-place-submit">
        Place
      </button>
      {buy.isError ? <ErrorNotice error={buy.error} /> : null}
    </div>
  );
}

function Learned({ view }: { view: ClockworkAdvancementView }) {
  if (view.spells.length === 0 && view.features.length === 0) return null;
  return (
    <ul className="cw-bill" data-testid="cw-learned">
      {view.spells.map((s) => (
        <li key={`spell-${s.name}`}>
          {s.name} <span className="muted">(spell, level {s.level})</span>
        </li>
      ))}
      {view.features.map((f, index) => (
        <li key={`feature-${index}`}>
          {f.name}
          {f.choice ? `: ${f.choice}` : ""} <span className="muted">(feature, level {f.level})</span>
        </li>
      ))}
    </ul>
  );
}

function Sessions({ view }: { view: ClockworkAdvancementView }) {
  return (
    <table className="cw-table" data-testid="cw-sessions">
      <thead>
        <tr>
          <th scope="col">Session</th>
          <th scope="col">Experience awarded</th>
          <th scope="col">Luck spent</th>
        </tr>
      </thead>
      <tbody>
        {view.sessions.map((s, index) => (
          <tr key={index}>
            <th scope="row">{s.name}</th>
            <td>{s.xpAwarded}</td>
            <td>
              {s.luckUsed}
              {s.luckRefreshed > 0 ? ` (refilled ${s.luckRefreshed === 1 ? "once" : `${s.luckRefreshed} times`})` : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Ledger({ view }: { view: ClockworkAdvancementView }) {
  const undo = useClockworkUndoAdvancement();
  return (
    <div data-testid="cw-ledger">
      <HistoryList
        entryTestId="cw-ledger-entry"
        entries={view.entries.map((entry) => ({
          seq: entry.seq,
          kindLabel: KIND_LABEL[entry.entry.kind],
          summary: entry.cost !== null ? `${entry.summary} (${xp(entry.cost)})` : entry.summary,
          session: entry.session,
          // An award or a reroll names its reason in the summary already.
          reason: entry.entry.kind === "xp_awarded" || entry.entry.kind === "luck_used" ? null : entry.reason,
          recordedAt: entry.recordedAt,
          rule: null,
        }))}
        undo={{
          available: view.entries.length > 0,
          busy: undo.isPending,
          error: undo.isError ? undo.error : null,
          onUndo: (seq) => undo.mutate({ characterId: view.characterId, expectedSeq: seq }),
          nothingToUndo: "No advancement recorded yet: nothing to undo.",
          testId: "cw-undo-advancement",
        }}
      />
    </div>
  );
}
