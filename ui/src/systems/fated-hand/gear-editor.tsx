import { useId, useState, type FormEvent } from "react";
import type { ArmDef, CharacterView, Gear } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { useUpdateGear } from "./queries";
import type { ContentIndex } from "./content-index";
import { ArmOptionGroups } from "./arm-options";
import { modsText } from "./labels";

type Draft = { arms: string[]; mainArm: string; offhandArm: string; armor: string; items: string[] };

const toDraft = (gear: Gear): Draft => ({
  arms: gear.arms ?? [],
  mainArm: gear.mainArm ?? "",
  offhandArm: gear.offhandArm ?? "",
  armor: gear.armor ?? "",
  items: gear.items ?? [],
});
const toGear = (draft: Draft): Gear => ({
  arms: draft.arms,
  mainArm: draft.mainArm || null,
  offhandArm: draft.offhandArm || null,
  armor: draft.armor || null,
  items: draft.items,
});

/** What the character carries and holds; saved as a whole with updateGear. */
export function GearEditor({ character, gear, index }: { character: CharacterView; gear: Gear; index: ContentIndex }) {
  const update = useUpdateGear();
  const saved = toDraft(gear);
  const [draft, setDraft] = useState<Draft>(saved);
  const [adding, setAdding] = useState("");
  const [item, setItem] = useState("");
  const id = useId();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const arm = (armId: string): ArmDef | undefined => index.arms.get(armId);
  const carried = [...new Set(draft.arms)];

  // A shape hint only: the engine decides (and cites "Arms List" if it refuses).
  const twoHander = [draft.mainArm, draft.offhandArm].map((a) => (a ? arm(a) : undefined)).find((a) => a?.twoHanded);
  const clash = draft.offhandArm !== "" && twoHander ? `The ${twoHander.name} is a Two-Hander: it needs both hands, so leave the Offhand empty.` : null;
  const sameHands = draft.offhandArm !== "" && draft.offhandArm === draft.mainArm && draft.arms.filter((a) => a === draft.mainArm).length < 2;

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const removeArm = (position: number) =>
    setDraft((d) => {
      const removed = d.arms[position];
      const arms = d.arms.filter((_, i) => i !== position);
      const still = (a: string) => (a !== "" && a === removed && !arms.includes(a) ? "" : a);
      return { ...d, arms, mainArm: still(d.mainArm), offhandArm: still(d.offhandArm) };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (clash || sameHands) return;
    update.mutate({ id: character.id, gear: toGear(draft) });
  };

  return (
    <form className="fh-gear" onSubmit={submit} aria-label="Gear" data-testid="fh-gear">
      <div className="fh-gear-columns">
        <div className="fh-gear-carried">
          <h5 className="fh-subtitle">Carried arms</h5>
          {draft.arms.length === 0 ? <p className="muted">Nothing carried: the character fights with empty hands.</p> : null}
          <ul className="fh-gear-list">
            {draft.arms.map((armId, position) => (
              <li key={`${armId}-${position}`} className="fh-gear-item" data-testid="fh-gear-arm">
                <span className="fh-gear-name">{arm(armId)?.name ?? armId}</span>
                <span className="fh-gear-mods">{modsText(arm(armId)?.mods) || "no modifiers"}</span>
                {arm(armId)?.twoHanded ? <span className="badge">Two-Hander</span> : null}
                <button type="button" className="button button-quiet" onClick={() => removeArm(position)} aria-label={`Remove ${arm(armId)?.name ?? armId}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div className="add-member">
            <label htmlFor={`${id}-add`} className="visually-hidden">
              Arm to carry
            </label>
            <select id={`${id}-add`} className="select" value={adding} onChange={(e) => setAdding(e.target.value)} data-testid="fh-gear-add-select">
              <option value="">Add an arm from the Arms List…</option>
              <ArmOptionGroups arms={index.content.arms} detailed />
            </select>
            <button
              type="button"
              className="button"
              disabled={adding === ""}
              onClick={() => {
                set({ arms: [...draft.arms, adding] });
                setAdding("");
              }}
              data-testid="fh-gear-add"
            >
              Add
            </button>
          </div>
        </div>

        <div className="fh-gear-hands">
          <h5 className="fh-subtitle">In hand and worn</h5>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-main`}>
              Main Arm
            </label>
            <select id={`${id}-main`} className="select" value={draft.mainArm} onChange={(e) => set({ mainArm: e.target.value })} data-testid="fh-gear-main">
              <option value="">Empty hands</option>
              {carried.map((a) => (
                <option key={a} value={a}>
                  {arm(a)?.name ?? a}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-off`}>
              Offhand Arm
            </label>
            <select
              id={`${id}-off`}
              className="select"
              value={draft.offhandArm}
              onChange={(e) => set({ offhandArm: e.target.value })}
              aria-invalid={clash || sameHands ? true : undefined}
              data-testid="fh-gear-offhand"
            >
              <option value="">None</option>
              {carried.map((a) => (
                <option key={a} value={a}>
                  {arm(a)?.name ?? a}
                </option>
              ))}
            </select>
            {clash ? (
              <p className="field-error" role="alert">
                {clash}
              </p>
            ) : sameHands ? (
              <p className="field-error" role="alert">
                The same arm in both hands needs two of it carried.
              </p>
            ) : null}
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-armor`}>
              Armor
            </label>
            <select id={`${id}-armor`} className="select" value={draft.armor} onChange={(e) => set({ armor: e.target.value })} data-testid="fh-gear-armor">
              <option value="">No armor</option>
              {index.content.arms
                .filter((a) => a.kind === "armor")
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                    {a.armorCategory ? ` (${a.armorCategory})` : ""}
                    {modsText(a.mods) ? `, ${modsText(a.mods)}` : ""}
                  </option>
                ))}
            </select>
          </div>
        </div>
      </div>

      <div className="fh-gear-items">
        <h5 className="fh-subtitle">Other items</h5>
        {draft.items.length === 0 ? <p className="muted">No other items.</p> : null}
        <ul className="chips">
          {draft.items.map((text, position) => (
            <li key={`${text}-${position}`} className="chip chip-removable">
              {text}
              <button type="button" className="chip-button" onClick={() => set({ items: draft.items.filter((_, i) => i !== position) })} aria-label={`Remove ${text}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="add-member">
          <label htmlFor={`${id}-item`} className="visually-hidden">
            New item
          </label>
          <input
            id={`${id}-item`}
            className="input"
            value={item}
            placeholder="Rope (50 ft), lantern, 12 silver…"
            onChange={(e) => setItem(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                if (item.trim() !== "") set({ items: [...draft.items, item.trim()] });
                setItem("");
              }
            }}
            data-testid="fh-gear-item-input"
          />
          <button
            type="button"
            className="button"
            disabled={item.trim() === ""}
            onClick={() => {
              set({ items: [...draft.items, item.trim()] });
              setItem("");
            }}
          >
            Add item
          </button>
        </div>
      </div>

      {update.isError ? <ErrorNotice error={update.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={!dirty || !!clash || sameHands || update.isPending} data-testid="fh-gear-save">
          {update.isPending ? "Saving…" : "Save gear"}
        </button>
        <button type="button" className="button" disabled={!dirty || update.isPending} onClick={() => setDraft(saved)}>
          Discard changes
        </button>
      </div>
    </form>
  );
}
