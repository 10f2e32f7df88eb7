// What every system's encounter preparation shares: the name, saving (create or update) and
// launching, and showing the api's refusal on the field it names (`plan.participants[2]`, …).

import { useState } from "react";
import type { EncounterPlan, EncounterView, SystemId } from "../bindings";
import { ErrorNotice } from "../components/error-notice";
import { Field, fieldAria } from "../components/field";
import { fieldMessage, fieldMessageWithin } from "../errors";
import { useCreateEncounter, useParties, useStartEncounter, useUpdateEncounter } from "../queries";

/**
 * The save and launch of a prepared encounter. `save(plan, { launch, seed })` creates or updates
 * it (refusing an empty name on the form) and, when asked, launches it; the errors it returns
 * are found by the field they name.
 */
export function usePrepSave(view: EncounterView | null, onSaved: (view: EncounterView) => void) {
  const create = useCreateEncounter();
  const update = useUpdateEncounter();
  const start = useStartEncounter();
  const [name, setName] = useState(view?.name ?? "");
  const [nameMissing, setNameMissing] = useState(false);
  const failure = start.error ?? create.error ?? update.error;

  /** Checks the name; false (with the name's error shown) when there is none. */
  const named = () => {
    const missing = name.trim() === "";
    setNameMissing(missing);
    return !missing;
  };

  const save = (plan: EncounterPlan, { launch, seed }: { launch: boolean; seed?: number | null }) => {
    const done = (saved: EncounterView) => {
      if (launch) start.mutate(seed === undefined ? { id: saved.id } : { id: saved.id, seed }, { onSuccess: onSaved });
      else onSaved(saved);
    };
    start.reset();
    if (view) update.mutate({ id: view.id, name, plan }, { onSuccess: done });
    else create.mutate({ name, plan }, { onSuccess: done });
  };

  const participantsError = fieldMessage(failure, "plan.participants");
  const gridError = fieldMessage(failure, "plan.grid");
  // A row shows the refusals of its own fields too (its position, a system's own fields).
  const rowError = (index: number) => fieldMessageWithin(failure, `plan.participants[${index}]`);

  return {
    name,
    setName,
    nameMissing,
    named,
    save,
    failure,
    busy: create.isPending || update.isPending || start.isPending,
    saving: create.isPending || update.isPending,
    launching: start.isPending,
    participantsError,
    gridError,
    rowError,
  };
}

type PrepSave = ReturnType<typeof usePrepSave>;

type PrepNameProps = {
  prep: PrepSave;
  id: string;
  /** An example name, shown as the placeholder and in the missing-name message. */
  example: string;
  testId: string;
  /** How many participant rows the form shows, to tell whether a refusal is shown beside one. */
  rows: number;
};

/** The encounter's name, and the api's refusal when no field of the form shows it. */
export function PrepName({ prep, id, example, testId, rows }: PrepNameProps) {
  const nameError = prep.nameMissing ? `Name the encounter: “${example}”.` : fieldMessage(prep.failure, "name");
  const shownInline =
    nameError || prep.participantsError || prep.gridError || Array.from({ length: rows }, (_, i) => prep.rowError(i)).some(Boolean);
  return (
    <>
      <Field id={`${id}-name`} label="Name" error={nameError}>
        <input
          id={`${id}-name`}
          className="input"
          value={prep.name}
          onChange={(e) => prep.setName(e.target.value)}
          placeholder={example}
          autoComplete="off"
          data-testid={testId}
          {...fieldAria(`${id}-name`, nameError)}
        />
      </Field>
      {prep.failure && !shownInline ? <ErrorNotice error={prep.failure} /> : null}
    </>
  );
}

type WholePartyProps = {
  /** The encounter's system: members of other systems are left out. */
  system: SystemId;
  /** The characters already taking part. */
  present: ReadonlySet<number>;
  /** Adds these characters (in the party's order), every one not yet taking part. */
  onAdd: (characterIds: number[]) => void;
};

/** One button per party: "Add the whole party" adds each of its members not yet in the encounter. */
export function WholePartyButtons({ system, present, onAdd }: WholePartyProps) {
  const parties = useParties();
  const withMembers = (parties.data ?? [])
    .map((party) => ({ party, members: party.members.filter((m) => m.system === system).map((m) => m.id) }))
    .filter(({ members }) => members.length > 0);
  if (withMembers.length === 0) return null;
  return (
    <div className="form-actions" role="group" aria-label="Whole parties">
      {withMembers.map(({ party, members }) => {
        const missing = members.filter((id) => !present.has(id));
        return (
          <button
            key={party.id}
            type="button"
            className="button"
            disabled={missing.length === 0}
            title={missing.length === 0 ? `Everyone in ${party.name} is already taking part.` : undefined}
            onClick={() => onAdd(missing)}
            data-testid={`party-add-${party.id}`}
          >
            Add the whole party: {party.name}
          </button>
        );
      })}
    </div>
  );
}
