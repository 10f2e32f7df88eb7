import { useId, useState } from "react";
import type { BastardsAdvancementView, BastardsEntry, BastardsEvent, BastardsSkillLine } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { HistoryList } from "../../shared/history-list";
import { RuleCitation } from "../../shared/rule-citation";
import { useBastardsAdvancement, useBastardsContent, useBastardsRecord, useBastardsSpend, useBastardsUndo } from "./queries";
import { SpendMoreForm } from "./spend-more";
import { SuccessorForm } from "./successor";

const KIND_LABEL: Record<BastardsEntry["kind"], string> = {
  created: "Creation",
  scene_ended: "Scene",
  opposition_ended: "Opposition",
  disadvantage_inflicted: "Wounded",
  monster_killed: "Monster",
  time_passed: "Time Passes",
  the_end_began: "The End",
  spent: "XP spent",
  debt_paid_off: "Debt",
  capital_gained: "Capital",
  capital_cashed_in: "Capital",
  capital_lost: "Capital",
  landed_income: "Landed",
  cash_changed: "Cash",
  killed: "Killed",
};

type EventKind = BastardsEvent["kind"];

/** What the GM can record, in the order a session meets them. */
const EVENTS: { kind: EventKind; label: string }[] = [
  { kind: "scene_ended", label: "A scene it was directly involved in ended (1 XP)" },
  { kind: "opposition_ended", label: "An Opposition it took part in ended" },
  { kind: "monster_killed", label: "A monster was killed in its scene (Power Rating + 5 XP)" },
  { kind: "disadvantage_inflicted", label: "It was Wounded: a disadvantage inflicted (1 XP)" },
  { kind: "time_passed", label: "The group used Time Passes (XP may be spent)" },
  { kind: "the_end_began", label: "The group called The End (XP may be spent)" },
  { kind: "debt_paid_off", label: "A level of Capital pays off a level of Debt" },
  { kind: "capital_gained", label: "A level of Capital gained" },
  { kind: "capital_lost", label: "A level of Capital lost" },
  { kind: "capital_cashed_in", label: "A level of Capital cashed in" },
  { kind: "landed_income", label: "Landed income collected" },
  { kind: "cash_changed", label: "Cash found or spent" },
  { kind: "killed", label: "It was Killed" },
];

/** A Game of Bastards character's advancement: XP earned and spent, the spending window, purchases priced before buying, the ledger with undo. */
export function BastardsAdvancement({ characterId, skills = [] }: { characterId: number; skills?: BastardsSkillLine[] }) {
  const advancement = useBastardsAdvancement(characterId);
  if (advancement.isPending) return <p className="muted">Loading the advancement ledger…</p>;
  if (advancement.isError) return <ErrorNotice error={advancement.error} />;
  const view = advancement.data;
  return (
    <section className="gob-advancement" aria-label="Advancement" data-testid="gob-advancement">
      <h4 className="gob-heading">Advancement</h4>
      {view.problem ? (
        <div className="notice notice-error" role="note" data-testid="gob-ledger-problem">
          {view.problem.message} <RuleCitation rule={view.problem.rule} />
        </div>
      ) : null}
      <p data-testid="gob-xp-line">
        {view.xpGained} XP gained, {view.xpSpent} spent, <strong>{view.xpUnspent} unspent</strong>.
      </p>
      <p className="muted" data-testid="gob-window">
        {view.dead
          ? "Killed: nothing more is recorded but undo."
          : view.window === null
            ? "No spending window is open: XP is spent when the group uses Time Passes or before The End."
            : view.window.kind === "time_passes"
              ? `Time Passes: XP may be spent${view.window.debt_paid ? " (a level of Debt has been paid off in it)" : ", and a level of Debt paid off"}.`
              : "Before The End: XP may be spent."}
      </p>
      {view.successor ? (
        <p className="notice" data-testid="gob-successor">
          A successor inherits {view.successor.xp} XP{view.successor.replacesStarting ? " instead of the standard 10" : " on top of the standard 10"} (half of what{" "}
          {view.successor.from} had).
        </p>
      ) : null}
      {view.dead ? (
        <SuccessorForm view={view} />
      ) : (
        <>
          <RecordForm view={view} />
          <SpendForm view={view} />
          {view.offers.length > 0 ? <SpendMoreForm view={view} skills={skills} /> : null}
        </>
      )}
      <Ledger view={view} />
    </section>
  );
}

function RecordForm({ view }: { view: BastardsAdvancementView }) {
  const record = useBastardsRecord();
  const content = useBastardsContent();
  const id = useId();
  const [kind, setKind] = useState<EventKind>("scene_ended");
  const [powerRating, setPowerRating] = useState(1);
  const [months, setMonths] = useState(1);
  const [amount, setAmount] = useState("");
  const [disadvantage, setDisadvantage] = useState("");
  const [level, setLevel] = useState(1);
  const [effect, setEffect] = useState("");
  const [reason, setReason] = useState("");
  const chosen = content.data?.disadvantages.find((d) => d.id === disadvantage) ?? null;

  const event = (): BastardsEvent | null => {
    switch (kind) {
      case "monster_killed":
        return { kind, powerRating };
      case "landed_income":
        return { kind, months };
      case "cash_changed":
        return amount.trim() === "" || Number.isNaN(Number(amount)) ? null : { kind, amount: Math.trunc(Number(amount)) };
      case "disadvantage_inflicted":
        return chosen ? { kind, disadvantage: { id: chosen.id, level, ...(effect.trim() ? { effect: effect.trim() } : {}) } } : null;
      default:
        return { kind };
    }
  };
  const ready = event();

  return (
    <form
      className="gob-form"
      aria-label="Record what happened"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready === null) return;
        record.mutate({ characterId: view.characterId, event: ready, reason: reason.trim() }, { onSuccess: () => setReason("") });
      }}
      data-testid="gob-record-form"
    >
      <label htmlFor={id} className="field-label">
        Record what happened
      </label>
      <div className="gob-row">
        <select id={id} className="select" value={kind} onChange={(e) => setKind(e.target.value as EventKind)} data-testid="gob-event">
          {EVENTS.map((option) => (
            <option key={option.kind} value={option.kind}>
              {option.label}
            </option>
          ))}
        </select>
        {kind === "monster_killed" ? (
          <label className="gob-inline">
            Power Rating
            <input className="input gob-number" type="number" min={1} value={powerRating} onChange={(e) => setPowerRating(Number(e.target.value))} data-testid="gob-event-power" />
          </label>
        ) : null}
        {kind === "landed_income" ? (
          <label className="gob-inline">
            Months
            <input className="input gob-number" type="number" min={1} value={months} onChange={(e) => setMonths(Number(e.target.value))} data-testid="gob-event-months" />
          </label>
        ) : null}
        {kind === "cash_changed" ? (
          <label className="gob-inline">
            Dollars (negative when spent)
            <input className="input gob-number" type="number" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="gob-event-amount" />
          </label>
        ) : null}
        {kind === "disadvantage_inflicted" ? (
          <>
            <select className="select" aria-label="Disadvantage inflicted" value={disadvantage} onChange={(e) => setDisadvantage(e.target.value)} data-testid="gob-event-disadvantage">
              <option value="">Choose a disadvantage…</option>
              {content.data?.disadvantages.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
            <label className="gob-inline">
              Levels
              <input className="input gob-number" type="number" min={1} value={level} onChange={(e) => setLevel(Number(e.target.value))} data-testid="gob-event-level" />
            </label>
            {chosen?.text.kind === "name_only" ? (
              <input className="input" aria-label="What it does" placeholder="The book gives only its name" value={effect} onChange={(e) => setEffect(e.target.value)} data-testid="gob-event-effect" />
            ) : null}
          </>
        ) : null}
      </div>
      <div className="gob-row">
        <input className="input" aria-label="Reason" placeholder="Why, in a few words" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="gob-reason" />
        <button type="submit" className="button button-primary" disabled={record.isPending || ready === null} data-testid="gob-record">
          Record
        </button>
      </div>
      {record.isError ? <ErrorNotice error={record.error} /> : null}
    </form>
  );
}

function SpendForm({ view }: { view: BastardsAdvancementView }) {
  const spend = useBastardsSpend();
  const id = useId();
  const [picked, setPicked] = useState(0);
  const offer = view.offers[picked] ?? null;
  if (view.offers.length === 0) return null;
  return (
    <form
      className="gob-form"
      aria-label="Spend XP"
      onSubmit={(e) => {
        e.preventDefault();
        if (offer === null) return;
        spend.mutate({ characterId: view.characterId, purchase: offer.purchase, reason: "" });
      }}
      data-testid="gob-spend-form"
    >
      <label htmlFor={id} className="field-label">
        Spend XP
      </label>
      <div className="gob-row">
        <select id={id} className="select" value={picked} onChange={(e) => setPicked(Number(e.target.value))} data-testid="gob-offer">
          {view.offers.map((o, index) => (
            <option key={index} value={index}>
              {o.label[0]!.toUpperCase() + o.label.slice(1)} ({o.cost} XP)
            </option>
          ))}
        </select>
        <button type="submit" className="button button-primary" disabled={spend.isPending || offer === null || offer.refusal !== null} data-testid="gob-spend">
          Buy
        </button>
      </div>
      {offer ? (
        <p className="muted" data-testid="gob-offer-price">
          Costs {offer.cost} XP; {view.xpUnspent} unspent.
        </p>
      ) : null}
      {offer?.refusal ? (
        <p className="muted" data-testid="gob-offer-refusal">
          {offer.refusal.message} <RuleCitation rule={offer.refusal.rule} />
        </p>
      ) : null}
      {spend.isError ? <ErrorNotice error={spend.error} /> : null}
    </form>
  );
}

function Ledger({ view }: { view: BastardsAdvancementView }) {
  const undo = useBastardsUndo();
  return (
    <div data-testid="gob-ledger">
      <HistoryList
        entryTestId="gob-ledger-entry"
        entries={view.entries.map((line) => ({
          seq: line.seq,
          kindLabel: KIND_LABEL[line.entry.kind],
          summary: line.summary,
          session: line.session,
          // A Capital or cash change names its reason in the summary already.
          reason: ["capital_gained", "capital_lost", "cash_changed"].includes(line.entry.kind) || line.reason === "" ? null : line.reason,
          recordedAt: line.recordedAt,
          rule: null,
        }))}
        undo={{
          // The creation is the ledger's first entry and stays.
          available: view.entries.length > 1,
          busy: undo.isPending,
          error: undo.isError ? undo.error : null,
          onUndo: (seq) => undo.mutate({ characterId: view.characterId, expectedSeq: seq }),
          nothingToUndo: "Only the creation is recorded: nothing to undo.",
          testId: "gob-undo-advancement",
        }}
      />
    </div>
  );
}
