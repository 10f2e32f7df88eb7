import { useId, useState, type FormEvent } from "react";
import type { GameSessionRecap, LootLine } from "../bindings";
import { ErrorNotice } from "../components/error-notice";
import { Field, fieldAria } from "../components/field";
import { blamesField, fieldMessage } from "../errors";
import { formatDate } from "../format";
import { useCharacterList, useGameSessionRecap, useUpdateGameSession } from "../queries";

const PHASE_LABEL = { running: "Running", prepared: "Prepared", ended: "Ended" } as const;

/** One session's record: the GM's notes, who was there and the loot (editable), and what the
 *  campaign recorded during it (the fights, each character's progress). */
export function SessionRecap({ id, onClose }: { id: number; onClose: () => void }) {
  const recap = useGameSessionRecap(id);
  return (
    <section className="card session-recap" aria-label="Session recap" data-testid="session-recap">
      <button type="button" className="link-button page-back" onClick={onClose} data-testid="session-recap-close">
        ← All sessions
      </button>
      {recap.isPending ? <p className="muted">Opening the session…</p> : null}
      {recap.isError ? <ErrorNotice error={recap.error} /> : null}
      {/* Keyed by the recap's contents: a save or another window's change starts the form afresh. */}
      {recap.data ? <RecapBody key={JSON.stringify(recap.data)} recap={recap.data} /> : null}
    </section>
  );
}

type Draft = { name: string; notes: string; attendees: number[]; loot: LootLine[] };

const draftOf = (recap: GameSessionRecap): Draft => ({
  name: recap.name,
  notes: recap.notes,
  attendees: recap.attendees.map((a) => a.id),
  loot: recap.loot.map((l) => (l.takenBy ? { item: l.item, takenBy: l.takenBy.id } : { item: l.item })),
});

function RecapBody({ recap }: { recap: GameSessionRecap }) {
  const update = useUpdateGameSession();
  const players = useCharacterList({ kind: "pc" });
  const [draft, setDraft] = useState<Draft>(() => draftOf(recap));
  const id = useId();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(recap));
  // Everyone the GM can tick: the campaign's player characters, and anyone already recorded.
  const people = [
    ...(players.data ?? []).map((c) => ({ id: c.id, name: c.name })),
    ...recap.attendees.filter((a) => !(players.data ?? []).some((c) => c.id === a.id)),
  ];

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: recap.id, ...draft });
  };
  const toggle = (who: number) =>
    setDraft({ ...draft, attendees: draft.attendees.includes(who) ? draft.attendees.filter((a) => a !== who) : [...draft.attendees, who] });
  const setLoot = (index: number, line: LootLine) => setDraft({ ...draft, loot: draft.loot.map((l, i) => (i === index ? line : l)) });
  const nameError = fieldMessage(update.error, "name");

  return (
    <>
      <header>
        <h3 className="pane-title" data-testid="session-recap-name">
          {recap.name}
        </h3>
        <p className="muted">
          {formatDate(recap.startedAt)} – {recap.endedAt ? formatDate(recap.endedAt) : "in progress"}
        </p>
      </header>

      <div className="recap-columns">
        <form className="recap-record" onSubmit={save} noValidate aria-label="What the GM keeps">
          <Field id={`${id}-name`} label="Session" error={nameError}>
            <input
              id={`${id}-name`}
              className="input"
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              {...fieldAria(`${id}-name`, nameError)}
            />
          </Field>
          <Field id={`${id}-notes`} label="Notes" hint="What happened, threads to pick up; the campaign search finds them.">
            <textarea
              id={`${id}-notes`}
              className="textarea"
              rows={5}
              value={draft.notes}
              onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
              data-testid="session-notes"
            />
          </Field>
          <fieldset className="recap-attendees">
            <legend className="field-label">Who was there</legend>
            {people.length === 0 ? <p className="muted">No player characters yet.</p> : null}
            {people.map((person) => (
              <label key={person.id} className="check">
                <input
                  type="checkbox"
                  checked={draft.attendees.includes(person.id)}
                  onChange={() => toggle(person.id)}
                  data-testid={`session-attendee-${person.id}`}
                />
                {person.name}
              </label>
            ))}
          </fieldset>
          <fieldset className="recap-loot">
            <legend className="field-label">Loot</legend>
            {draft.loot.length === 0 ? <p className="muted">Nothing found yet.</p> : null}
            {draft.loot.map((line, index) => {
              const error = fieldMessage(update.error, `loot[${index}].item`) ?? fieldMessage(update.error, `loot[${index}].takenBy`);
              return (
                <div key={index} className="inline-form recap-loot-line">
                  <input
                    className="input"
                    aria-label={`Loot ${index + 1}`}
                    placeholder="a silver key, 40 gp…"
                    value={line.item}
                    onChange={(event) => setLoot(index, { ...line, item: event.target.value })}
                    aria-invalid={error ? true : undefined}
                    data-testid={`session-loot-${index}`}
                  />
                  <select
                    className="select"
                    aria-label={`Who took loot ${index + 1}`}
                    value={line.takenBy ?? ""}
                    onChange={(event) =>
                      setLoot(index, event.target.value === "" ? { item: line.item } : { item: line.item, takenBy: Number(event.target.value) })
                    }
                    data-testid={`session-loot-taker-${index}`}
                  >
                    <option value="">Nobody yet</option>
                    {people.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </select>
                  <button type="button" className="button button-quiet" onClick={() => setDraft({ ...draft, loot: draft.loot.filter((_, i) => i !== index) })}>
                    Remove
                  </button>
                  {error ? <p className="field-error">{error}</p> : null}
                </div>
              );
            })}
            <button type="button" className="button" onClick={() => setDraft({ ...draft, loot: [...draft.loot, { item: "" }] })} data-testid="session-loot-add">
              Add loot
            </button>
          </fieldset>
          {update.isError && !blamesField(update.error, ["name", ...draft.loot.flatMap((_, i) => [`loot[${i}].item`, `loot[${i}].takenBy`])]) ? (
            <ErrorNotice error={update.error} />
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={!dirty || update.isPending} data-testid="session-save">
              {update.isPending ? "Saving…" : dirty ? "Save the session" : "Saved"}
            </button>
          </div>
        </form>

        <div className="recap-recorded">
          <h4 className="section-title">Fights</h4>
          {recap.encounters.length === 0 ? <p className="muted">No encounter was launched in this session.</p> : null}
          <ul className="recap-list" data-testid="session-fights">
            {recap.encounters.map((encounter) => (
              <li key={encounter.id}>
                {encounter.name} <span className="badge badge-quiet">{PHASE_LABEL[encounter.phase]}</span>
              </li>
            ))}
          </ul>
          <h4 className="section-title">Progress</h4>
          {recap.progress.length === 0 ? <p className="muted">No character's progress was recorded in this session.</p> : null}
          <ul className="recap-list" data-testid="session-progress">
            {recap.progress.map((line) => (
              <li key={line.character.id}>
                <strong>{line.character.name}</strong>
                <ul>
                  {line.entries.map((entry, index) => (
                    <li key={index}>{entry}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
