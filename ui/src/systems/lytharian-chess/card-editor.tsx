// The card form: every value of a troop, spell or piece of equipment, each either known or
// unknown (the book names most cards without their numbers), with where the saved value comes
// from. A refused save changes nothing; the engine's problems then show on their fields.

import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useBackend } from "../../backend-context";
import type {
  LytharianCard,
  LytharianCardProblem,
  LytharianCardView,
  LytharianEquipmentCard,
  LytharianSpellCard,
  LytharianSpellCost,
  LytharianTroopAbility,
  LytharianTroopCard,
  LytharianValueSource,
} from "../../bindings";
import { ConfirmButton } from "../../components/confirm-button";
import { ErrorNotice } from "../../components/error-notice";
import { Amount, BookField, Choice, FieldProblems, problemsFor } from "./fields";
import {
  ALIGNMENT_LABEL,
  ALIGNMENTS,
  CARD_KIND_LABEL,
  CREATURE_LABEL,
  CREATURES,
  ELEMENT_LABEL,
  ELEMENTS,
  PIECE_LABEL,
  PIECES,
  RARITIES,
  RARITY_LABEL,
  SLOT_LABEL,
  SLOTS,
  SPELL_TYPE_LABEL,
  SPELL_TYPES,
  SUBTYPE_LABEL,
  SUBTYPES,
} from "./labels";
import { useCreateCard, useDeleteCard, useLytharianKeywords, useUpdateCard } from "./queries";

type CardEditorProps = {
  /** The stored card, or null for a new one. */
  stored: LytharianCardView | null;
  initial: LytharianCard;
  onSaved: (view: LytharianCardView) => void;
  onDeleted: () => void;
  onClose: () => void;
};

type Props<C> = {
  card: C;
  onCard: (card: C) => void;
  source: (field: string) => LytharianValueSource | undefined;
  problems: readonly LytharianCardProblem[];
};

/** One card's editor. */
export function CardEditor({ stored, initial, onSaved, onDeleted, onClose }: CardEditorProps) {
  const backend = useBackend();
  const [card, setCard] = useState<LytharianCard>(initial);
  const [checked, setChecked] = useState<LytharianCard | null>(null);
  const create = useCreateCard();
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const titleId = useId();
  const id = stored?.id ?? null;
  const save = id === null ? create : update;
  // After a refused save, the engine lists every problem with its field (saving nothing).
  const check = useQuery({
    queryKey: ["lytharianChessCheckCard", id, checked],
    queryFn: () => backend.lytharianChessCheckCard({ id, card: checked! }),
    enabled: checked !== null,
  });
  const problems = checked !== null && checked === card ? (check.data ?? []) : [];
  const source = (field: string) => stored?.origins.find((o) => o.field === field)?.source;

  const submit = () => {
    const done = { onSuccess: (view: LytharianCardView) => onSaved(view), onError: () => setChecked(card) };
    if (id === null) create.mutate({ card }, done);
    else update.mutate({ id, card }, done);
  };

  const dirty = JSON.stringify(card) !== JSON.stringify(stored?.card ?? initial) || id === null;
  const label = CARD_KIND_LABEL[card.kind];
  const props = { source, problems };

  return (
    <form
      className="lc-card-editor"
      aria-labelledby={titleId}
      data-testid="lc-card-editor"
      data-kind={card.kind}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <header className="detail-head">
        <div>
          <h3 id={titleId} className="pane-title">
            {id === null ? `New ${label.toLowerCase()}` : card.name || `Unnamed ${label.toLowerCase()}`}
          </h3>
          <p className="detail-sub">
            {label}
            {stored?.starter ? <span className="badge badge-quiet"> named in the book</span> : null}
          </p>
        </div>
        <div className="detail-actions">
          {id !== null ? (
            <ConfirmButton
              label="Delete"
              question={
                <>
                  Delete <strong>{card.name || "this card"}</strong> from the library?
                </>
              }
              confirmLabel="Delete the card"
              busy={remove.isPending}
              onConfirm={() => remove.mutate({ id }, { onSuccess: onDeleted })}
              testId="lc-card-delete"
            />
          ) : null}
        </div>
      </header>
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      {save.isError ? <ErrorNotice error={save.error} /> : null}
      <p className="muted lc-legend">
        Each value shows where it comes from: <strong>book</strong> (printed in the book), <strong>GM</strong> (entered by you) or <strong>unknown</strong>{" "}
        (the book does not give it; enter it from the card you own). Tablekeep never fills one in.
      </p>

      <div className="field">
        <label className="field-label" htmlFor={`${titleId}-name`}>
          Name
        </label>
        <input
          id={`${titleId}-name`}
          className="input"
          value={card.name}
          onChange={(event) => setCard({ ...card, name: event.target.value })}
          data-testid="lc-card-name"
        />
        <FieldProblems problems={problemsFor(problems, "name")} />
      </div>

      {card.kind === "troop" ? <TroopFields card={card} onCard={(c) => setCard({ ...c, kind: "troop" })} {...props} /> : null}
      {card.kind === "spell" ? <SpellFields card={card} onCard={(c) => setCard({ ...c, kind: "spell" })} {...props} /> : null}
      {card.kind === "equipment" ? <EquipmentFields card={card} onCard={(c) => setCard({ ...c, kind: "equipment" })} {...props} /> : null}

      <div className="field">
        <label className="field-label" htmlFor={`${titleId}-notes`}>
          Notes (one a line)
        </label>
        <textarea
          id={`${titleId}-notes`}
          className="input"
          rows={3}
          value={card.notes.join("\n")}
          onChange={(event) => setCard({ ...card, notes: event.target.value === "" ? [] : event.target.value.split("\n") })}
          data-testid="lc-card-notes"
        />
      </div>
      {card.sources.length > 0 ? (
        <p className="muted" data-testid="lc-card-sources">
          Where the book shows it: {card.sources.map((s) => s.section).join("; ")}
        </p>
      ) : null}
      <FieldProblems problems={problems.filter((p) => ["kind", "sources", "grants"].includes(p.field))} />

      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending || !dirty} data-testid="lc-card-save">
          {save.isPending ? "Saving…" : id === null ? `Add the ${label.toLowerCase()}` : "Save changes"}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}

function TroopFields({ card, onCard, source, problems }: Props<LytharianTroopCard>) {
  const set = <K extends keyof LytharianTroopCard>(key: K, value: LytharianTroopCard[K]) => onCard({ ...card, [key]: value });
  return (
    <div className="lc-fields">
      <BookField label="Piece" field="piece" value={card.piece} blank="pawn" onChange={(v) => set("piece", v)} source={source("piece")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={PIECES} labels={PIECE_LABEL} onChange={change} testId="lc-piece" />}
      </BookField>
      <BookField label="Race" field="race" value={card.race} blank="" onChange={(v) => set("race", v)} source={source("race")} problems={problems}>
        {(value, change, id) => <input id={id} className="input" value={value} onChange={(e) => change(e.target.value)} data-testid="lc-race" />}
      </BookField>
      <BookField label="Class" field="class" value={card.class} blank="" onChange={(v) => set("class", v)} source={source("class")} problems={problems}>
        {(value, change, id) => <input id={id} className="input" value={value} onChange={(e) => change(e.target.value)} data-testid="lc-class" />}
      </BookField>
      <BookField label="Creature" field="creature" value={card.creature} blank="humanoid" onChange={(v) => set("creature", v)} source={source("creature")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={CREATURES} labels={CREATURE_LABEL} onChange={change} testId="lc-creature" />}
      </BookField>
      <BookField label="Alignment" field="alignment" value={card.alignment} blank="neutral" onChange={(v) => set("alignment", v)} source={source("alignment")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={ALIGNMENTS} labels={ALIGNMENT_LABEL} onChange={change} testId="lc-alignment" />}
      </BookField>
      <BookField label="Att" field="att" value={card.att} blank={0} onChange={(v) => set("att", v)} source={source("att")} problems={problems}>
        {(value, change, id) => <Amount id={id} value={value} max={255} onChange={change} testId="lc-att" />}
      </BookField>
      <BookField label="Def" field="def" value={card.def} blank={1} onChange={(v) => set("def", v)} source={source("def")} problems={problems}>
        {(value, change, id) => <Amount id={id} value={value} max={255} onChange={change} testId="lc-def" />}
      </BookField>
      <BookField label="Power score" field="power" value={card.power} blank={0} onChange={(v) => set("power", v)} source={source("power")} problems={problems}>
        {(value, change, id) => <Amount id={id} value={value} max={999} onChange={change} testId="lc-power" />}
      </BookField>
      <UniqueField value={card.unique} onChange={(v) => set("unique", v)} source={source("unique")} problems={problems} />
      <AbilityList field="abilities" label="Keyword abilities" list={card.abilities} onList={(list) => set("abilities", list)} source={source} problems={problems} />
      <label className="checkbox">
        <input type="checkbox" checked={card.abilitiesComplete} onChange={(e) => set("abilitiesComplete", e.target.checked)} data-testid="lc-abilities-complete" /> These are all of
        the card's abilities
      </label>
    </div>
  );
}

function UniqueField({ value, onChange, source, problems }: { value: LytharianTroopCard["unique"]; onChange: (v: LytharianTroopCard["unique"]) => void; source?: LytharianValueSource; problems: readonly LytharianCardProblem[] }) {
  return (
    <BookField label="Unique" field="unique" value={value} blank={false} onChange={onChange} source={source} problems={problems}>
      {(known, change, id) => (
        <select id={id} className="input" value={known ? "yes" : "no"} onChange={(e) => change(e.target.value === "yes")} data-testid="lc-unique">
          <option value="no">No</option>
          <option value="yes">Yes: one per army or deck</option>
        </select>
      )}
    </BookField>
  );
}

const COST_KINDS: Record<LytharianSpellCost["kind"], string> = { fixed: "Fixed", variable: "Variable (X)", targetsCost: "The target's cost" };

function SpellFields({ card, onCard, source, problems }: Props<LytharianSpellCard>) {
  const set = <K extends keyof LytharianSpellCard>(key: K, value: LytharianSpellCard[K]) => onCard({ ...card, [key]: value });
  return (
    <div className="lc-fields">
      <BookField label="Type" field="spellType" value={card.spellType} blank="sorcery" onChange={(v) => set("spellType", v)} source={source("spellType")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={SPELL_TYPES} labels={SPELL_TYPE_LABEL} onChange={change} testId="lc-spell-type" />}
      </BookField>
      <BookField label="Subtype" field="subtype" value={card.subtype} blank="damage" onChange={(v) => set("subtype", v)} source={source("subtype")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={SUBTYPES} labels={SUBTYPE_LABEL} onChange={change} testId="lc-subtype" />}
      </BookField>
      <BookField label="Element" field="element" value={card.element} blank="neutral" onChange={(v) => set("element", v)} source={source("element")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={ELEMENTS} labels={ELEMENT_LABEL} onChange={change} testId="lc-element" />}
      </BookField>
      <BookField label="Cost" field="cost" value={card.cost} blank={{ kind: "fixed", mana: 1 } as LytharianSpellCost} onChange={(v) => set("cost", v)} source={source("cost")} problems={problems}>
        {(value, change, id) => (
          <span className="lc-cost">
            <select
              id={id}
              className="input"
              value={value.kind}
              onChange={(e) => {
                const kind = e.target.value as LytharianSpellCost["kind"];
                change(kind === "fixed" ? { kind, mana: 1 } : { kind });
              }}
              data-testid="lc-cost-kind"
            >
              {(Object.keys(COST_KINDS) as LytharianSpellCost["kind"][]).map((kind) => (
                <option key={kind} value={kind}>
                  {COST_KINDS[kind]}
                </option>
              ))}
            </select>
            {value.kind === "fixed" ? <Amount id={`${id}-mana`} value={value.mana} max={255} onChange={(mana) => change({ kind: "fixed", mana })} testId="lc-cost-mana" /> : null}
          </span>
        )}
      </BookField>
      <BookField label="Rarity" field="rarity" value={card.rarity} blank="common" onChange={(v) => set("rarity", v)} source={source("rarity")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={RARITIES} labels={RARITY_LABEL} onChange={change} testId="lc-rarity" />}
      </BookField>
      <UniqueField value={card.unique} onChange={(v) => set("unique", v)} source={source("unique")} problems={problems} />
      <BookField label="What it does" field="summary" value={card.summary} blank="" onChange={(v) => set("summary", v)} source={source("summary")} problems={problems}>
        {(value, change, id) => <input id={id} className="input" value={value} onChange={(e) => change(e.target.value)} data-testid="lc-summary" />}
      </BookField>
      <AbilityList field="grants" label="Keywords it gives the troop it is on (auras and curses)" list={card.grants} onList={(list) => set("grants", list)} source={source} problems={problems} />
    </div>
  );
}

function EquipmentFields({ card, onCard, source, problems }: Props<LytharianEquipmentCard>) {
  const set = <K extends keyof LytharianEquipmentCard>(key: K, value: LytharianEquipmentCard[K]) => onCard({ ...card, [key]: value });
  return (
    <div className="lc-fields">
      <BookField label="Slot" field="slot" value={card.slot} blank="weapon" onChange={(v) => set("slot", v)} source={source("slot")} problems={problems}>
        {(value, change, id) => <Choice id={id} value={value} options={SLOTS} labels={SLOT_LABEL} onChange={change} testId="lc-slot" />}
      </BookField>
      <BookField label="+Att" field="att" value={card.att} blank={0} onChange={(v) => set("att", v)} source={source("att")} problems={problems}>
        {(value, change, id) => <Amount id={id} value={value} max={255} onChange={change} testId="lc-att" />}
      </BookField>
      <BookField label="+Def" field="def" value={card.def} blank={0} onChange={(v) => set("def", v)} source={source("def")} problems={problems}>
        {(value, change, id) => <Amount id={id} value={value} max={255} onChange={change} testId="lc-def" />}
      </BookField>
      <BookField label="Cost (mana)" field="cost" value={card.cost} blank={0} onChange={(v) => set("cost", v)} source={source("cost")} problems={problems}>
        {(value, change, id) => <Amount id={id} value={value} max={255} onChange={change} testId="lc-equipment-cost" />}
      </BookField>
      <BookField label="Reforge value (mana)" field="reforge" value={card.reforge} blank={0} onChange={(v) => set("reforge", v)} source={source("reforge")} problems={problems}>
        {(value, change, id) => <Amount id={id} value={value} max={255} onChange={change} testId="lc-reforge" />}
      </BookField>
      <UniqueField value={card.unique} onChange={(v) => set("unique", v)} source={source("unique")} problems={problems} />
    </div>
  );
}

/** Keyword abilities with their X (known or unknown) and Y. */
function AbilityList({
  field,
  label,
  list,
  onList,
  source,
  problems,
}: {
  field: string;
  label: string;
  list: LytharianTroopAbility[];
  onList: (list: LytharianTroopAbility[]) => void;
  source: (field: string) => LytharianValueSource | undefined;
  problems: readonly LytharianCardProblem[];
}) {
  const keywords = useLytharianKeywords();
  const infos = keywords.data ?? [];
  const info = (keyword: string) => infos.find((k) => k.keyword === keyword);
  const change = (index: number, ability: LytharianTroopAbility) => onList(list.map((a, i) => (i === index ? ability : a)));
  const [adding, setAdding] = useState("");
  return (
    <fieldset className="lc-abilities" data-testid={`lc-${field}`}>
      <legend className="field-label">{label}</legend>
      {keywords.isError ? <ErrorNotice error={keywords.error} /> : null}
      {list.length === 0 ? <p className="muted">None.</p> : null}
      <ul className="lc-ability-list">
        {list.map((ability, index) => {
          const entry = info(ability.keyword);
          const itemField = `${field}[${index}]`;
          return (
            <li key={`${ability.keyword}-${index}`} className="lc-ability" data-testid="lc-ability">
              <strong>{entry?.printed ?? ability.keyword}</strong> <SourceBadgeFor source={source(itemField)} />
              {entry?.takesX ? (
                ability.x === undefined || ability.x === null || ability.x === "unknown" ? (
                  <button type="button" className="button button-quiet" onClick={() => change(index, { ...ability, x: { known: 1 } })} data-testid="lc-ability-x-enter">
                    X unknown: enter it
                  </button>
                ) : (
                  <label>
                    X{" "}
                    <Amount id={`${itemField}-x`} value={ability.x.known} max={255} onChange={(x) => change(index, { ...ability, x: { known: x } })} testId="lc-ability-x" />
                  </label>
                )
              ) : null}
              {entry?.y ? (
                <label>
                  Y <input className="input input-narrow" value={ability.y ?? ""} onChange={(e) => change(index, { ...ability, y: e.target.value })} data-testid="lc-ability-y" />
                </label>
              ) : null}
              <button type="button" className="button button-quiet" onClick={() => onList(list.filter((_, i) => i !== index))} aria-label={`Remove ${entry?.printed ?? ability.keyword}`}>
                Remove
              </button>
              <FieldProblems problems={problemsFor(problems, itemField)} />
            </li>
          );
        })}
      </ul>
      <span className="lc-add-ability">
        <select className="input" value={adding} onChange={(e) => setAdding(e.target.value)} aria-label="Keyword to add" data-testid={`lc-${field}-add-keyword`}>
          <option value="">Add a keyword…</option>
          {infos.map((k) => (
            <option key={k.keyword} value={k.keyword} title={k.meaning}>
              {k.printed}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={adding === ""}
          onClick={() => {
            const entry = info(adding);
            if (!entry) return;
            onList([...list, { keyword: entry.keyword, x: entry.takesX ? "unknown" : undefined, y: entry.y ? "" : undefined }]);
            setAdding("");
          }}
          data-testid={`lc-${field}-add`}
        >
          Add
        </button>
      </span>
    </fieldset>
  );
}

function SourceBadgeFor({ source }: { source: LytharianValueSource | undefined }) {
  if (!source) return null;
  return <span className={source === "book" ? "badge" : source === "gm" ? "badge badge-warning" : "badge badge-quiet"}>{source === "gm" ? "GM" : source}</span>;
}
