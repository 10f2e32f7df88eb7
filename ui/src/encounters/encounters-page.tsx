import { Suspense, useState, type ReactNode } from "react";
import type { CharacterKind, SystemId } from "../bindings";
import { ConfirmButton } from "../components/confirm-button";
import { EmptyState } from "../components/empty-state";
import { ErrorNotice } from "../components/error-notice";
import { count, formatDate, systemName } from "../format";
import { useDeleteEncounter, useEncounter, useEncounters, useSystems } from "../queries";
import { ENCOUNTER_SYSTEMS, systemUi } from "../systems/registry";
import type { EncounterScreens } from "../systems/system-ui";
import { EncounterDifficulty } from "./difficulty";
import { SavedSimulationsPanel } from "./saved-simulations";
import { SimulationPanel } from "./simulation-panel";
import { TunePanel } from "./tune-panel";
import { VariantComparisonPanel } from "./variant-comparison";
import type { EncounterPhase, EncounterSummary, EncounterView } from "./types";

/** What the Encounters page shows. */
export type EncounterPane = { mode: "list" } | { mode: "new"; system?: SystemId } | { mode: "open"; id: number };

// A system's screens may load when first opened (their own chunks), so a table does not pay for
// the systems it never plays.
const loading = <p className="muted">Opening…</p>;

/** The system "New encounter" starts with; the list marks only the other systems' encounters. */
const DEFAULT_SYSTEM = ENCOUNTER_SYSTEMS[0];

/** A system's encounter screens (only systems in `ENCOUNTER_SYSTEMS` have encounters to open). */
function screensOf(system: SystemId): EncounterScreens | null {
  return systemUi(system)?.encounters ?? null;
}

const PHASE_LABEL: Record<EncounterPhase, string> = { running: "Running", prepared: "Prepared", ended: "Ended" };
const PHASE_ORDER: Record<EncounterPhase, number> = { running: 0, prepared: 1, ended: 2 };

type EncountersPageProps = {
  pane: EncounterPane;
  onPane: (pane: EncounterPane) => void;
  onOpenCharacter?: (kind: CharacterKind, id: number) => void;
  onQuickNpc?: () => void;
};

/** Encounters: the list, a preparation, the GM screen of a running battle, or a result. */
export function EncountersPage({ pane, onPane, onOpenCharacter, onQuickNpc }: EncountersPageProps) {
  if (pane.mode === "list") return <EncounterList onPane={onPane} />;
  const back = (
    <button type="button" className="link-button page-back" onClick={() => onPane({ mode: "list" })} data-testid="encounter-back">
      ← Encounters
    </button>
  );
  if (pane.mode === "new") {
    const system = pane.system ?? DEFAULT_SYSTEM;
    const screens = system ? screensOf(system) : null;
    return (
      <section className="page page-wide" aria-label="New encounter">
        {back}
        <h2 className="page-title">New encounter</h2>
        {system ? <SystemChoice system={system} onSystem={(next) => onPane({ mode: "new", system: next })} /> : null}
        {screens ? (
          <Suspense fallback={loading}>
            <screens.PrepEditor key={system} view={null} onSaved={(view) => onPane({ mode: "open", id: view.id })} onQuickNpc={onQuickNpc} />
          </Suspense>
        ) : null}
      </section>
    );
  }
  return <OpenEncounter id={pane.id} back={back} onPane={onPane} onOpenCharacter={onOpenCharacter} onQuickNpc={onQuickNpc} />;
}

/** Which system the new encounter runs under. */
function SystemChoice({ system, onSystem }: { system: SystemId; onSystem: (system: SystemId) => void }) {
  const systems = useSystems();
  return (
    <div className="inline-form encounter-system" role="group" aria-label="System">
      {ENCOUNTER_SYSTEMS.map((id) => (
        <button
          key={id}
          type="button"
          className={`button${system === id ? " segment-active" : ""}`}
          aria-pressed={system === id}
          onClick={() => onSystem(id)}
          data-testid={`encounter-system-${id}`}
        >
          {systemName(systems.data, id)}
        </button>
      ))}
    </div>
  );
}

function OpenEncounter({ id, back, onOpenCharacter, onQuickNpc }: { id: number; back: ReactNode } & Omit<EncountersPageProps, "pane">) {
  const encounter = useEncounter(id);
  const view = encounter.data;
  return (
    <section className={view?.phase === "running" ? "page page-wide page-fill" : "page page-wide"} aria-label={view?.name ?? "Encounter"}>
      {back}
      {encounter.isPending ? <p className="muted">Opening the encounter…</p> : null}
      {encounter.isError ? <ErrorNotice error={encounter.error} /> : null}
      {view ? <EncounterScreen view={view} onOpenCharacter={onOpenCharacter} onQuickNpc={onQuickNpc} /> : null}
    </section>
  );
}

/** The encounter in its system's screen for its phase: preparation, GM screen or result. */
function EncounterScreen({ view, onOpenCharacter, onQuickNpc }: { view: EncounterView } & Pick<EncountersPageProps, "onOpenCharacter" | "onQuickNpc">) {
  const screens = screensOf(view.system);
  // A roster taken from Tune replaces the plan: the editor starts again from it.
  const [taken, setTaken] = useState(0);
  if (!screens) return null;
  return (
    <Suspense fallback={loading}>
      {view.phase === "prepared" ? (
        <>
          <h2 className="page-title">{view.name}</h2>
          <screens.PrepEditor key={`${view.id}-${taken}-${view.plan.participants.length}`} view={view} onSaved={() => undefined} onQuickNpc={onQuickNpc} />
          <SimulationPanel encounter={view.id} system={view.system} running={false} />
          <VariantComparisonPanel encounter={view.id} system={view.system} revision={view.updatedAt} />
          <TunePanel encounter={view.id} name={view.name} onTaken={() => setTaken((n) => n + 1)} />
          <SavedSimulationsPanel encounter={view.id} />
        </>
      ) : null}
      {view.phase === "running" ? <screens.GmScreen view={view} /> : null}
      {view.phase === "ended" ? (
        <>
          <h2 className="page-title">{view.name}</h2>
          <screens.ResultView view={view} onOpenCharacter={onOpenCharacter} />
        </>
      ) : null}
    </Suspense>
  );
}

function EncounterList({ onPane }: { onPane: (pane: EncounterPane) => void }) {
  const encounters = useEncounters();
  const remove = useDeleteEncounter();
  const sorted = [...(encounters.data ?? [])].sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase]);

  return (
    <section className="page" aria-labelledby="encounters-heading">
      <div className="page-head">
        <div>
          <h2 id="encounters-heading" className="page-title">
            Encounters
          </h2>
          <p className="lead">
            Prepare fights from your party and NPCs, then run them from the GM screen: the engine keeps the cards, the countdown and
            every number, each explained and open to your override.
          </p>
        </div>
        <div className="page-actions">
          {ENCOUNTER_SYSTEMS.map((system) => {
            const button = screensOf(system)?.newButton;
            return button ? (
              <button key={system} type="button" className="button" onClick={() => onPane({ mode: "new", system })} data-testid={button.testId}>
                {button.label}
              </button>
            ) : null;
          })}
          <button type="button" className="button button-primary" onClick={() => onPane({ mode: "new" })} data-testid="encounter-new">
            New encounter
          </button>
        </div>
      </div>
      {encounters.isError ? <ErrorNotice error={encounters.error} /> : null}
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      {encounters.data && sorted.length === 0 ? (
        <EmptyState title="No encounters yet">
          <p>Start with “New encounter”: name it, add combatants, launch it.</p>
        </EmptyState>
      ) : null}
      <ul className="encounter-list" data-testid="encounter-list">
        {sorted.map((e) => (
          <EncounterRow key={e.id} encounter={e} onOpen={() => onPane({ mode: "open", id: e.id })} onDelete={() => remove.mutate({ id: e.id })} busy={remove.isPending} />
        ))}
      </ul>
    </section>
  );
}

function EncounterRow({ encounter, onOpen, onDelete, busy }: { encounter: EncounterSummary; onOpen: () => void; onDelete: () => void; busy: boolean }) {
  const systems = useSystems().data;
  return (
    <li className={`encounter-row encounter-${encounter.phase}`} data-testid="encounter-row">
      <button type="button" className="link-button encounter-open" onClick={onOpen} data-testid={`encounter-open-${encounter.id}`}>
        {encounter.name}
      </button>
      {encounter.system !== DEFAULT_SYSTEM ? <span className="badge badge-quiet">{systemName(systems, encounter.system)}</span> : null}
      <span className={encounter.phase === "running" ? "badge badge-accent" : "badge badge-quiet"}>{PHASE_LABEL[encounter.phase]}</span>
      <span className="muted">
        {count(encounter.participants, "combatant")} · {formatDate(encounter.updatedAt)}
      </span>
      {encounter.phase === "prepared" ? <EncounterDifficulty id={encounter.id} revision={encounter.updatedAt} /> : null}
      <ConfirmButton label="Delete" question={`Delete “${encounter.name}” and its log?`} confirmLabel="Delete" onConfirm={onDelete} busy={busy} testId={`encounter-delete-${encounter.id}`} />
    </li>
  );
}
