import { useId, useState, type FormEvent } from "react";
import type { CharacterView } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { Field, fieldAria } from "../../components/field";
import { parseTags, TagChips } from "../../components/tag-chips";
import { blamesField, fieldMessage } from "../../errors";
import { useContentIndex } from "./content-index";
import { ArmOptionGroups } from "./arm-options";
import { modsText, tierLabel } from "./labels";
import { useQuickNpc } from "./queries";

/** A statted Fated Hand NPC in a few choices: the engine finds a legal path to the class. */
export function QuickNpcForm({ onSaved, onCancel }: { onSaved: (character: CharacterView) => void; onCancel: () => void }) {
  const create = useQuickNpc();
  const { index, error } = useContentIndex();
  const [name, setName] = useState("");
  const [cls, setCls] = useState("");
  const [arms, setArms] = useState<string[]>([]);
  const [adding, setAdding] = useState("");
  const [tagText, setTagText] = useState("");
  const [notes, setNotes] = useState("");
  const [problems, setProblems] = useState<{ name?: string; class?: string }>({});
  const id = useId();
  const tags = parseTags(tagText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (name.trim() === "") found.name = "Give the NPC a name.";
    if (cls === "") found.class = "Pick the class the NPC has reached.";
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({ name, class: cls, arms, tags, notes }, { onSuccess: onSaved });
  };

  const nameError = problems.name ?? fieldMessage(create.error, "name");
  const classError = problems.class ?? fieldMessage(create.error, "class");
  return (
    <form className="character-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="quick-npc-form">
      <h3 id={`${id}-title`} className="pane-title">
        Quick NPC <span className="muted">· Fated Hand</span>
      </h3>
      <p className="muted">
        Pick a class and the arms the NPC carries: the engine records a legal history from Novice to that class and makes the NPC
        proficient with each arm. The first arm is the Main Arm.
      </p>
      {error ? <ErrorNotice error={error} /> : null}
      {create.isError && !blamesField(create.error, ["name", "class"]) ? <ErrorNotice error={create.error} /> : null}

      <Field id={`${id}-name`} label="Name" error={nameError}>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          autoComplete="off"
          placeholder="Harbour guard"
          data-testid="quick-npc-name"
          {...fieldAria(`${id}-name`, nameError)}
        />
      </Field>

      <Field id={`${id}-class`} label="Class" error={classError}>
        <select id={`${id}-class`} className="select" value={cls} onChange={(event) => setCls(event.target.value)} data-testid="quick-npc-class" {...fieldAria(`${id}-class`, classError)}>
          <option value="">Choose a class…</option>
          {[0, 1, 2, 3].map((tier) => (
            <optgroup key={tier} label={tierLabel(tier)}>
              {index?.content.classes
                .filter((c) => c.tier === tier)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {modsText(c.bonuses) ? ` (${modsText(c.bonuses)})` : ""}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>

      <div className="field">
        <span className="field-label">Arms</span>
        {arms.length === 0 ? <p className="muted">None yet: the NPC would fight with empty hands.</p> : null}
        <ol className="fh-gear-list" aria-label="Arms carried">
          {arms.map((arm, position) => (
            <li key={`${arm}-${position}`} className="fh-gear-item" data-testid="quick-npc-arm">
              <span className="fh-gear-name">{index?.armName(arm) ?? arm}</span>
              {position === 0 ? <span className="badge badge-accent">Main</span> : null}
              <span className="fh-gear-mods">{modsText(index?.arms.get(arm)?.mods)}</span>
              <button type="button" className="button button-quiet" onClick={() => setArms(arms.filter((_, i) => i !== position))} aria-label={`Remove ${index?.armName(arm) ?? arm}`}>
                Remove
              </button>
            </li>
          ))}
        </ol>
        <div className="add-member">
          <label htmlFor={`${id}-arm`} className="visually-hidden">
            Arm to add
          </label>
          <select id={`${id}-arm`} className="select" value={adding} onChange={(event) => setAdding(event.target.value)} data-testid="quick-npc-arm-select">
            <option value="">Add an arm…</option>
            <ArmOptionGroups arms={index?.content.arms ?? []} />
          </select>
          <button
            type="button"
            className="button"
            disabled={adding === ""}
            onClick={() => {
              setArms([...arms, adding]);
              setAdding("");
            }}
            data-testid="quick-npc-arm-add"
          >
            Add
          </button>
        </div>
      </div>

      <Field id={`${id}-tags`} label="Tags" hint={tags.length > 0 ? <TagChips tags={tags} /> : "Separate tags with commas: guard, port azure"}>
        <input id={`${id}-tags`} className="input" value={tagText} onChange={(event) => setTagText(event.target.value)} autoComplete="off" data-testid="quick-npc-tags" />
      </Field>
      <Field id={`${id}-notes`} label="Notes">
        <textarea id={`${id}-notes`} className="textarea" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} data-testid="quick-npc-notes" />
      </Field>

      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={create.isPending} data-testid="quick-npc-create">
          {create.isPending ? "Building…" : "Create NPC"}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
