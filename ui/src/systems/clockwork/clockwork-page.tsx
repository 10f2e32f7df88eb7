import { useState, type FormEvent } from "react";
import type { ClockworkSkill } from "../../bindings";
import { appErrorOf } from "../../backend";
import { ErrorNotice } from "../../components/error-notice";
import { PriceListPanel } from "./gear";
import { SKILLS, SKILL_LABEL } from "./labels";
import type { ClockworkPageState } from "./page-state";
import { ClockworkRoller } from "./roller";
import { useClockworkAddFocus, useClockworkFocusCatalog, useClockworkRemoveFocus } from "./queries";


type ClockworkPageProps = {
  state: ClockworkPageState;
  onState: (update: (state: ClockworkPageState) => ClockworkPageState) => void;
};

/**
 * The ClockWork page: the campaign's catalogs a GM keeps between sessions. The book names only
 * a few foci and prices only armor and shields, so the campaign completes both here.
 */
export function ClockworkPage({ state }: ClockworkPageProps) {
  return (
    <section className="page page-wide" aria-labelledby="cw-page-heading" data-testid="cw-page">
      <div className="page-head">
        <div>
          <h2 id="cw-page-heading" className="page-title">
            ClockWork
          </h2>
          <p className="lead">Roll any pool with its exact odds; the campaign's foci and prices, offered beside the book's.</p>
        </div>
      </div>
      <ClockworkRoller />
      <FocusCatalog highlight={state.highlight} />
      <section className="cw-fieldset" aria-labelledby="cw-prices-heading">
        <h3 id="cw-prices-heading">Price list</h3>
        <p className="muted">The book prices armor and shields only; every other price is the campaign's own.</p>
        <PriceListPanel />
      </section>
    </section>
  );
}

const FOCUS_SKILLS = SKILLS.filter((skill) => skill !== "stamina" && skill !== "will");

function FocusCatalog({ highlight }: { highlight: number | null }) {
  const catalog = useClockworkFocusCatalog();
  const add = useClockworkAddFocus();
  const remove = useClockworkRemoveFocus();
  const [name, setName] = useState("");
  const [skill, setSkill] = useState<ClockworkSkill | "">("");
  const [note, setNote] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { name, skill: skill === "" ? null : skill, note },
      {
        onSuccess: () => {
          setName("");
          setNote("");
        },
      },
    );
  };
  const field = appErrorOf(add.error)?.field ?? null;

  return (
    <section className="cw-fieldset" aria-labelledby="cw-foci-heading" data-testid="cw-foci">
      <h3 id="cw-foci-heading">Foci</h3>
      <p className="muted">
        A focus is a named specialty within a skill that rolls one more die. The book names a handful and leaves the rest to the table: the campaign's own
        foci below are offered at creation beside the book's. Removing one leaves the characters who took it as they are.
      </p>
      {catalog.error ? <ErrorNotice error={catalog.error} /> : null}
      <h4>The campaign's</h4>
      {catalog.data && catalog.data.campaign.length === 0 ? <p className="muted">None yet.</p> : null}
      <ul data-testid="cw-campaign-foci">
        {catalog.data?.campaign.map((focus) => (
          <li key={focus.id} data-testid={`cw-campaign-focus-${focus.id}`} className={focus.id === highlight ? "cw-highlight" : undefined}>
            <strong>{focus.name}</strong> {focus.skill ? `(${SKILL_LABEL[focus.skill]})` : "(any skill with foci)"}
            {focus.note ? <span className="muted"> — {focus.note}</span> : null}{" "}
            <button
              type="button"
              className="button button-small"
              aria-label={`Remove the focus ${focus.name}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: focus.id })}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
      <form className="cw-row" onSubmit={submit} aria-label="Add a focus">
        <label className="field">
          <span>Name</span>
          <input className="input" value={name} onChange={(event) => setName(event.target.value)} aria-invalid={field === "name"} data-testid="cw-focus-new-name" />
        </label>
        <label className="field">
          <span>Skill</span>
          <select className="select" value={skill} onChange={(event) => setSkill(event.target.value as ClockworkSkill | "")} data-testid="cw-focus-new-skill">
            <option value="">Any skill with foci</option>
            {FOCUS_SKILLS.map((s) => (
              <option key={s} value={s}>
                {SKILL_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>What it covers</span>
          <input className="input" value={note} onChange={(event) => setNote(event.target.value)} aria-invalid={field === "note"} data-testid="cw-focus-new-note" />
        </label>
        <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="cw-focus-add">
          Add focus
        </button>
      </form>
      {add.error ? <ErrorNotice error={add.error} /> : null}
      <h4>The book's</h4>
      <ul className="cw-book-foci" data-testid="cw-book-foci">
        {catalog.data?.book.map((focus) => (
          <li key={focus.name}>
            {focus.name} {focus.skill ? `(${SKILL_LABEL[focus.skill]})` : null} <span className="muted">— {focus.namedIn.section}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
