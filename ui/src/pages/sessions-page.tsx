import { useId, useState, type FormEvent } from "react";
import type { GameSessionView } from "../bindings";
import { EmptyState } from "../components/empty-state";
import { ErrorNotice } from "../components/error-notice";
import { Field, fieldAria } from "../components/field";
import { blamesField, fieldMessage } from "../errors";
import { formatDate } from "../format";
import { useEndGameSession, useGameSessions, useParties, useStartGameSession } from "../queries";
import { SessionRecap } from "./session-recap";

type Outcome = { verb: "dealt" | "gathered"; session: GameSessionView };

/** Game sessions: start and end one (systems deal and gather what they track), and each one's notes and recap. */
export function SessionsPage() {
  const sessions = useGameSessions();
  const end = useEndGameSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [recapOf, setRecapOf] = useState<number | null>(null);
  const open = sessions.data?.find((session) => session.endedAt === null) ?? null;
  const past = sessions.data?.filter((session) => session.endedAt !== null) ?? [];

  return (
    <section className="page" aria-labelledby="sessions-heading">
      <div className="page-head">
        <div>
          <h2 id="sessions-heading" className="page-title">
            Sessions
          </h2>
          <p className="lead">
            A session is an evening at the table: keep its notes, who was there and the loot; its recap adds the fights launched and
            each character's progress recorded meanwhile. Systems that deal cards between sessions deal them when one starts and
            gather them when it ends.
          </p>
        </div>
      </div>

      {sessions.isError ? <ErrorNotice error={sessions.error} /> : null}
      {sessions.isPending ? <p className="muted">Loading sessions…</p> : null}

      {open ? (
        <div className="card session-open" data-testid="session-open">
          <div>
            <p className="fh-inline-label">In progress</p>
            <p className="session-name">{open.name}</p>
            <p className="muted">Started {formatDate(open.startedAt)}</p>
          </div>
          <button type="button" className="button" onClick={() => setRecapOf(open.id)} data-testid="session-open-recap">
            Notes and recap
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => end.mutate(undefined, { onSuccess: (session) => setOutcome({ verb: "gathered", session }) })}
            disabled={end.isPending}
            data-testid="session-end"
          >
            {end.isPending ? "Ending…" : "End the session"}
          </button>
        </div>
      ) : sessions.data ? (
        <StartForm onStarted={(session) => setOutcome({ verb: "dealt", session })} />
      ) : null}
      {end.isError ? <ErrorNotice error={end.error} /> : null}

      {outcome ? <OutcomeNotice outcome={outcome} /> : null}

      {recapOf !== null ? <SessionRecap key={recapOf} id={recapOf} onClose={() => setRecapOf(null)} /> : null}

      <section className="detail-section" aria-labelledby="past-sessions">
        <h3 id="past-sessions" className="section-title">
          Past sessions
        </h3>
        {sessions.data && past.length === 0 ? (
          <EmptyState title="No finished sessions yet">
            <p>Each session you run and end is listed here, newest first.</p>
          </EmptyState>
        ) : (
          <ol className="session-list" data-testid="session-list">
            {past.map((session) => (
              <li key={session.id} className="session-row">
                <button type="button" className="link-button session-row-name" onClick={() => setRecapOf(session.id)} data-testid={`session-recap-${session.id}`}>
                  {session.name}
                </button>
                <span className="muted">
                  {formatDate(session.startedAt)} – {session.endedAt ? formatDate(session.endedAt) : "in progress"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function StartForm({ onStarted }: { onStarted: (session: GameSessionView) => void }) {
  const start = useStartGameSession();
  const parties = useParties();
  const [name, setName] = useState("");
  const [party, setParty] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(name.trim() === "");
    if (name.trim() === "") return;
    start.mutate(
      { name, ...(party !== "" ? { partyId: Number(party) } : {}) },
      {
        onSuccess: (session) => {
          setName("");
          onStarted(session);
        },
      },
    );
  };

  const nameError = missing ? "Name the session: “Session 4: The Sunken Crypt”." : fieldMessage(start.error, "name");
  return (
    <form className="card session-start" onSubmit={submit} noValidate aria-label="Start a session">
      <div className="field-pair">
        <Field id={`${id}-name`} label="Session" error={nameError}>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Session 4: The Sunken Crypt"
            data-testid="session-name"
            {...fieldAria(`${id}-name`, nameError)}
          />
        </Field>
        <Field id={`${id}-party`} label="Party" hint="Its members are at the table; only they get decks dealt where their system deals cards.">
          <select id={`${id}-party`} className="select" value={party} onChange={(event) => setParty(event.target.value)} data-testid="session-party">
            <option value="">Every player character (tick who was there later)</option>
            {parties.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {start.isError && !blamesField(start.error, ["name"]) ? <ErrorNotice error={start.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={start.isPending} data-testid="session-start">
          {start.isPending ? "Dealing…" : "Start the session"}
        </button>
      </div>
    </form>
  );
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  const { verb, session } = outcome;
  return (
    <div className="notice notice-info" role="status" data-testid="session-decks">
      <strong className="notice-title">
        {verb === "dealt" ? `“${session.name}” started` : `“${session.name}” ended`}
      </strong>
      <p className="notice-body">
        {session.decks.length === 0
          ? verb === "dealt"
            ? "No deck was dealt: nobody included plays a system that deals cards between sessions with a built character."
            : "No tracked deck needed gathering."
          : `${verb === "dealt" ? "Decks shuffled and hands dealt" : "Decks gathered and shuffled"}: ${session.decks.join(", ")}.`}
      </p>
    </div>
  );
}
