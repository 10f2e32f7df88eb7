import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { CharacterKind, CharacterView, SystemId } from "../bindings";
import { ErrorNotice } from "../components/error-notice";
import { Field, fieldAria } from "../components/field";
import { parseTags, TagChips } from "../components/tag-chips";
import { blamesField, fieldMessage, isKind } from "../errors";
import { KIND_LABELS } from "../format";
import { queryKeys, useCharacter, useCreateCharacter, useSystems, useUpdateCharacter } from "../queries";
import { systemUi } from "../systems/registry";

export type CharacterFormMode = { kind: "create"; defaultKind: CharacterKind } | { kind: "edit"; id: number };

type CharacterFormProps = {
  mode: CharacterFormMode;
  onSaved: (character: CharacterView) => void;
  onCancel: () => void;
};

/** Create a character, or edit one (loading it first). */
export function CharacterForm({ mode, onSaved, onCancel }: CharacterFormProps) {
  const editing = useCharacter(mode.kind === "edit" ? mode.id : null);
  if (mode.kind === "create") {
    return <CharacterFormFields initial={null} defaultKind={mode.defaultKind} onSaved={onSaved} onCancel={onCancel} />;
  }
  if (editing.isPending) {
    return <p className="muted">Loading the character…</p>;
  }
  if (editing.isError) {
    return <ErrorNotice error={editing.error} />;
  }
  // Keyed by revision: reloading after a conflict starts the form from the newest version.
  return (
    <CharacterFormFields
      key={editing.data.revision}
      initial={editing.data}
      defaultKind={editing.data.kind}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

/** The fields the backend can blame, each shown beside its control. */
const FIELDS = ["name", "system", "kind", "tags", "notes"] as const;

type FieldsProps = {
  initial: CharacterView | null;
  defaultKind: CharacterKind;
  onSaved: (character: CharacterView) => void;
  onCancel: () => void;
};

function CharacterFormFields({ initial, defaultKind, onSaved, onCancel }: FieldsProps) {
  const systems = useSystems();
  const create = useCreateCharacter();
  const update = useUpdateCharacter();
  const client = useQueryClient();
  const save = initial === null ? create : update;

  const [name, setName] = useState(initial?.name ?? "");
  const [system, setSystem] = useState<SystemId | "">(initial?.system ?? "");
  const [kind, setKind] = useState<CharacterKind>(initial?.kind ?? defaultKind);
  const [tagText, setTagText] = useState(initial?.tags.join(", ") ?? "");
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [shapeErrors, setShapeErrors] = useState<{ name?: string; system?: string }>({});

  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  // Until the GM picks one, the select shows the first system listSystems gives.
  const chosenSystem: SystemId | "" = system !== "" ? system : (systems.data?.[0]?.id ?? "");
  const tags = parseTags(tagText);
  const screens = chosenSystem === "" ? undefined : systemUi(chosenSystem)?.character;
  const systemHint = initial !== null ? "A character stays in the system it was built for." : screens?.createHint;

  // Shape checks only; everything else is the backend's to judge.
  const shapeCheck = () => {
    const problems: { name?: string; system?: string } = {};
    if (name.trim() === "") problems.name = "Give the character a name.";
    if (initial === null && chosenSystem === "") problems.system = "Pick the system this character is built for.";
    setShapeErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shapeCheck()) return;

    if (initial === null) {
      if (chosenSystem === "") return;
      create.mutate({ system: chosenSystem, kind, name, tags, notes }, { onSuccess: onSaved });
    } else {
      update.mutate(
        { id: initial.id, expectedRevision: initial.revision, name, kind, tags, notes },
        { onSuccess: onSaved },
      );
    }
  };

  const errorFor = (field: (typeof FIELDS)[number]) =>
    (field === "name" || field === "system" ? shapeErrors[field] : undefined) ?? fieldMessage(save.error, field);
  const nameError = errorFor("name");
  const systemError = errorFor("system");
  const kindError = errorFor("kind");
  const tagsError = errorFor("tags");
  const notesError = errorFor("notes");
  const title = initial === null ? (defaultKind === "pc" ? "New character" : "New NPC") : `Edit ${initial.name}`;

  const fields = (
    <>
      {save.isError && isKind(save.error, "conflict") && initial !== null ? (
        <ErrorNotice error={save.error}>
          <button
            type="button"
            className="button"
            onClick={() => void client.invalidateQueries({ queryKey: queryKeys.character(initial.id) })}
          >
            Discard my changes and load the latest
          </button>
        </ErrorNotice>
      ) : save.isError && !blamesField(save.error, FIELDS) ? (
        <ErrorNotice error={save.error} />
      ) : null}

      <Field id={id("name")} label="Name" error={nameError}>
        <input
          id={id("name")}
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          autoComplete="off"
          data-testid="character-name"
          {...fieldAria(id("name"), nameError)}
        />
      </Field>

      <div className="field-pair">
        <Field
          id={id("system")}
          label="System"
          error={systemError}
          hint={systemHint}
        >
          <select
            id={id("system")}
            className="select"
            value={chosenSystem}
            onChange={(event) => {
              setSystem(event.target.value as SystemId);
              // A system with its own creation form swaps it in (and back): keep the GM on this select.
              const select = event.target.id;
              requestAnimationFrame(() => document.getElementById(select)?.focus());
            }}
            disabled={initial !== null || systems.isPending}
            data-testid="character-system"
            {...fieldAria(id("system"), systemError, systemHint !== undefined)}
          >
            {systems.data?.map((info) => (
              // A system still coming is shown, not offered: its characters cannot be made yet.
              <option key={info.id} value={info.id} disabled={!info.ready && info.id !== initial?.system}>
                {info.ready ? info.name : `${info.name} (coming later)`}
              </option>
            ))}
          </select>
        </Field>

        <Field
          id={id("kind")}
          label="Kind"
          error={kindError}
          hint={initial?.kind === "pc" && kind === "npc" ? "As an NPC, they will leave their parties." : undefined}
        >
          <select
            id={id("kind")}
            className="select"
            value={kind}
            onChange={(event) => setKind(event.target.value as CharacterKind)}
            data-testid="character-kind"
            {...fieldAria(id("kind"), kindError, initial?.kind === "pc" && kind === "npc")}
          >
            <option value="pc">{KIND_LABELS.pc}</option>
            <option value="npc">{KIND_LABELS.npc}</option>
          </select>
        </Field>
      </div>

      <Field id={id("tags")} label="Tags" error={tagsError} hint={tags.length > 0 ? <TagChips tags={tags} /> : "Separate tags with commas: villain, port azure"}>
        <input
          id={id("tags")}
          className="input"
          value={tagText}
          onChange={(event) => setTagText(event.target.value)}
          autoComplete="off"
          placeholder="villain, port azure"
          data-testid="character-tags"
          {...fieldAria(id("tags"), tagsError, true)}
        />
      </Field>

      <Field id={id("notes")} label="Notes" error={notesError}>
        <textarea
          id={id("notes")}
          className="textarea"
          rows={8}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Motives, secrets, what the party owes them…"
          data-testid="character-notes"
          {...fieldAria(id("notes"), notesError)}
        />
      </Field>
    </>
  );

  // A system with its own way of creating characters (a wizard) takes over; its first step is these fields.
  if (initial === null && screens?.CreateForm) {
    return (
      <div className="character-form" data-testid="character-form">
        <screens.CreateForm
          title={title}
          basics={{ kind, name, tags, notes }}
          fields={fields}
          check={shapeCheck}
          create={create}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      </div>
    );
  }

  return (
    <form className="character-form" onSubmit={submit} noValidate aria-labelledby={id("title")} data-testid="character-form">
      <h3 id={id("title")} className="pane-title">
        {title}
      </h3>

      {fields}

      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending} data-testid="save-character">
          {save.isPending ? "Saving…" : initial === null ? "Create" : "Save changes"}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
