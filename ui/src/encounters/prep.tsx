// What every system's encounter preparation shares: the name, saving (create or update) and
// launching, and showing the api's refusal on the field it names (`plan.participants[2]`, …).

import { useState } from "react";
import type { EncounterPlan, EncounterView } from "../bindings";
import { ErrorNotice } from "../components/error-notice";
import { Field, fieldAria } from "../components/field";
import { fieldMessage } from "../errors";
import { useCreateEncounter, useStartEncounter, useUpdateEncounter } from "../queries";

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
  const rowError = (index: number) => fieldMessage(failure, `plan.participants[${index}]`) ?? fieldMessage(failure, `plan.participants[${index}].position`);

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
