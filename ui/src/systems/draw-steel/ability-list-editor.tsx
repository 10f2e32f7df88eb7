import { useId, useState, type ReactNode } from "react";
import type { Ability } from "../../bindings";
import { useBackend } from "../../backend-context";
import { ErrorNotice } from "../../components/error-notice";
import { useDrawSteelContentList } from "./queries";
import { AbilityEditor } from "./ability-editor";
import { blankAbility } from "./blank";
import { reachText } from "./describe";
import { AtPath, FieldErrors, ItemControls, moved, replaced, useErrorsUnder, usePath } from "./form";
import { ACTION_LABEL } from "./labels";

type AbilityListEditorProps = {
  /** The list's path under the current one ("abilities"). */
  name: string;
  abilities: readonly Ability[];
  onChange: (abilities: Ability[]) => void;
  /** What the list is for, in the empty message ("this monster"). */
  owner: string;
};

/**
 * A list of abilities, each folded to one line until opened: new ones from scratch or copied from
 * the library (the copy is the owner's own, free to change), reordered and removed.
 */
export function AbilityListEditor({ name, abilities, onChange, owner }: AbilityListEditorProps) {
  const path = usePath(name);
  const [open, setOpen] = useState<boolean[]>(() => abilities.map(() => false));
  const isOpen = (index: number) => open[index] ?? false;

  const add = (ability: Ability) => {
    onChange([...abilities, ability]);
    setOpen([...abilities.map((_, i) => isOpen(i)), true]);
  };

  return (
    <section className="ds-ability-list" data-testid={`ds-abilities-${path}`} data-path={path} aria-label="Abilities">
      {abilities.length === 0 ? <p className="muted">No abilities for {owner} yet.</p> : null}
      <ol className="ds-ability-items">
        {abilities.map((ability, index) => (
          <li key={index} className="ds-ability-item" data-testid={`ds-item-${path}[${index}]`}>
            <AtPath name={`${name}[${index}]`}>
              <AbilityItem
                ability={ability}
                open={isOpen(index)}
                onToggle={() => setOpen(abilities.map((_, i) => (i === index ? !isOpen(i) : isOpen(i))))}
                onChange={(next) => onChange(replaced(abilities, index, next))}
                controls={
                  <ItemControls
                    index={index}
                    count={abilities.length}
                    what={ability.name.trim() || `ability ${index + 1}`}
                    onMove={(from, to) => {
                      onChange(moved(abilities, from, to));
                      setOpen(moved(abilities.map((_, i) => isOpen(i)), from, to));
                    }}
                    onRemove={(at) => {
                      onChange(abilities.filter((_, i) => i !== at));
                      setOpen(abilities.map((_, i) => isOpen(i)).filter((_, i) => i !== at));
                    }}
                  />
                }
              />
            </AtPath>
          </li>
        ))}
      </ol>
      <FieldErrors path={path} />
      <div className="ds-ability-list-actions">
        <button type="button" className="button" onClick={() => add(blankAbility())} data-testid="ds-add-ability">
          + New ability
        </button>
        <CopyFromLibrary onCopy={add} />
      </div>
    </section>
  );
}

function AbilityItem({
  ability,
  open,
  onToggle,
  onChange,
  controls,
}: {
  ability: Ability;
  open: boolean;
  onToggle: () => void;
  onChange: (ability: Ability) => void;
  controls: ReactNode;
}) {
  const path = usePath();
  const problems = useErrorsUnder(path).length;
  const bodyId = useId();
  return (
    <div className={problems > 0 ? "ds-ability-item-body ds-has-errors" : "ds-ability-item-body"}>
      <div className="ds-ability-item-head">
        <button type="button" className="ds-disclosure" aria-expanded={open} aria-controls={bodyId} onClick={onToggle} data-testid="ds-toggle" data-path={path}>
          <span className="ds-disclosure-mark" aria-hidden="true">
            {open ? "▾" : "▸"}
          </span>
          <span className="ds-ability-item-name">{ability.name.trim() || "Unnamed ability"}</span>
          <span className="ds-ability-item-line">
            {ACTION_LABEL[ability.action]} · {reachText(ability)}
          </span>
          {problems > 0 ? (
            <span className="badge badge-warning" data-testid="ds-item-problems">
              {problems === 1 ? "1 problem" : `${problems} problems`}
            </span>
          ) : null}
        </button>
        {controls}
      </div>
      {open ? (
        <div id={bodyId}>
          <AbilityEditor value={ability} onChange={onChange} />
        </div>
      ) : null}
    </div>
  );
}

/** Picks a library ability and adds a copy of it. */
function CopyFromLibrary({ onCopy }: { onCopy: (ability: Ability) => void }) {
  const backend = useBackend();
  const library = useDrawSteelContentList({ kind: "ability" });
  const [chosen, setChosen] = useState<number | "">("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = useId();
  const options = library.data ?? [];

  if (options.length === 0) {
    return <span className="field-hint">The library has no abilities to copy yet.</span>;
  }
  return (
    <span className="ds-copy">
      <label htmlFor={id} className="visually-hidden">
        Library ability to copy
      </label>
      <select id={id} className="select" value={chosen} onChange={(event) => setChosen(event.target.value === "" ? "" : Number(event.target.value))} data-testid="ds-copy-ability-select">
        <option value="">Copy from the library…</option>
        {options.map((summary) => (
          <option key={summary.id} value={summary.id}>
            {summary.name} — {summary.summary}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={chosen === "" || busy}
        data-testid="ds-copy-ability"
        onClick={async () => {
          if (chosen === "") return;
          setBusy(true);
          setError(null);
          try {
            const view = await backend.drawSteelGetContent({ id: chosen });
            if (view.content.kind === "ability") onCopy(structuredClone(view.content.data));
            setChosen("");
          } catch (failure) {
            setError(failure);
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? "Copying…" : "Copy"}
      </button>
      {error ? <ErrorNotice error={error} /> : null}
    </span>
  );
}
