import { useId, useState } from "react";
import type { CharacterView, ClockworkItemKind, ClockworkPouchItem, ClockworkPriceEntry, ClockworkQuote, ClockworkView } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { RuleCitation } from "../../shared/rule-citation";
import { useClockworkEquip, useClockworkPriceList, useClockworkSetPrices } from "./queries";

const KIND_LABEL: Record<ClockworkItemKind, string> = {
  armor: "Armor",
  shield: "Shield",
  melee_weapon: "Melee weapon",
  ranged_weapon: "Ranged weapon",
  grenade: "Grenade",
  mine: "Mine",
  launcher: "Launcher",
  missile_guidance: "Missile guidance",
  missile_propulsion: "Missile propulsion",
  missile_payload: "Missile payload",
  alchemy: "Alchemy",
  magic_armor: "Magic armor",
  magic_artifact: "Magic artifact",
  magic_weapon: "Magic weapon property",
};

/** A price and where it comes from, in words. */
export function QuoteText({ quote }: { quote: ClockworkQuote | null }) {
  if (quote === null) return <span className="muted">not priced yet (the GM sets it in the campaign price list)</span>;
  const { source } = quote;
  return (
    <span>
      {quote.price}{" "}
      <span className="muted">
        {source.kind === "book" ? (
          <>
            the book's price · <RuleCitation rule={source.rule} />
          </>
        ) : source.kind === "campaign" ? (
          "the campaign's price"
        ) : (
          <>
            as the {source.item.name} {KIND_LABEL[source.item.kind].toLowerCase()} · <RuleCitation rule={source.rule} />
          </>
        )}
      </span>
    </span>
  );
}

/** What a ClockWork character wears and carries, each priced with its source, and the form that equips it from the catalog. */
export function ClockworkGear({ character, view }: { character: CharacterView; view: ClockworkView }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-label="Gear" className="cw-gear" data-testid="cw-gear">
      <h4 className="cw-heading">Gear</h4>
      {view.gear.length === 0 ? (
        <p className="muted">Nothing worn or carried.</p>
      ) : (
        <table className="cw-table" data-testid="cw-gear-lines">
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">Item</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {view.gear.map((line, index) => (
              <tr key={index} data-testid="cw-gear-line">
                <td>{line.place}</td>
                <th scope="row">{line.name}</th>
                <td>
                  <QuoteText quote={line.quote} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <EquipForm character={character} view={view} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setEditing(true)} data-testid="cw-equip-open">
          Equip from the catalog
        </button>
      )}
      <PriceListEditor />
    </section>
  );
}

function names(items: { item: { kind: ClockworkItemKind; name: string } }[] | undefined, ...kinds: ClockworkItemKind[]): string[] {
  return (items ?? []).filter((i) => kinds.includes(i.item.kind)).map((i) => i.item.name);
}

function Choice({ label, value, options, onChange, testId }: { label: string; value: string; options: string[]; onChange: (v: string) => void; testId: string }) {
  const id = useId();
  return (
    <span className="cw-inline">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="">None</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </span>
  );
}

function EquipForm({ character, view, onDone }: { character: CharacterView; view: ClockworkView; onDone: () => void }) {
  const catalog = useClockworkPriceList();
  const equip = useClockworkEquip();
  const items = catalog.data?.items;
  const armors = names(items, "armor");
  const worn = view.worn.armor ?? null;
  const ownArmor = worn !== null && !armors.includes(worn.name) ? worn.name : null;
  const [armor, setArmor] = useState(ownArmor !== null ? "(own)" : (worn?.name ?? ""));
  const shieldName = view.gear.find((g) => g.place === "Shield")?.name ?? "";
  const [shield, setShield] = useState(shieldName);
  const [sides, setSides] = useState<[string, string]>([view.loadout.sides[0] ?? "", view.loadout.sides[1] ?? ""]);
  const [back, setBack] = useState(view.loadout.back ?? "");
  const [belt, setBelt] = useState<string[]>([0, 1, 2].map((i) => view.loadout.belt[i]?.name ?? ""));
  const [bandolier, setBandolier] = useState<string[]>([0, 1, 2].map((i) => view.loadout.bandolier[i]?.name ?? ""));
  const [artifacts, setArtifacts] = useState<string[]>(view.loadout.artifacts);
  const [enchantments, setEnchantments] = useState<string[]>(view.worn.enchantments ?? []);
  const [carryingAlly, setCarryingAlly] = useState(view.loadout.carryingAlly);
  const weapons = names(items, "melee_weapon", "ranged_weapon");
  const pouchOptions = [...names(items, "grenade"), ...names(items, "alchemy")];
  const grenades = new Set(names(items, "grenade"));
  const pouch = (name: string): ClockworkPouchItem => ({ kind: grenades.has(name) ? "grenade" : "alchemy", name });
  return (
    <form
      className="cw-equip"
      onSubmit={(event) => {
        event.preventDefault();
        equip.mutate(
          {
            characterId: character.id,
            revision: character.revision,
            armor: armor === "" || armor === "(own)" ? null : armor,
            keepArmor: armor === "(own)",
            shield: shield === "" ? null : shield,
            enchantments,
            loadout: {
              sides: sides.filter((s) => s !== ""),
              back: back === "" ? null : back,
              belt: belt.filter((b) => b !== "").map(pouch),
              // Scrolls are kept as they are: the form picks grenades and alchemy only.
              bandolier: [...bandolier.filter((b) => b !== "").map(pouch), ...view.loadout.bandolier.filter((item) => item.kind === "scroll")],
              artifacts,
              carryingAlly,
            },
          },
          { onSuccess: onDone },
        );
      }}
      data-testid="cw-equip"
    >
      <div className="cw-inline">
        <Choice label="Armor" value={armor} options={ownArmor !== null ? ["(own)", ...armors] : armors} onChange={setArmor} testId="cw-equip-armor" />
        <Choice label="Shield" value={shield} options={names(items, "shield")} onChange={setShield} testId="cw-equip-shield" />
      </div>
      <div className="cw-inline">
        <Choice label="Side" value={sides[0]} options={weapons} onChange={(v) => setSides([v, sides[1]])} testId="cw-equip-side-0" />
        <Choice label="Side" value={sides[1]} options={weapons} onChange={(v) => setSides([sides[0], v])} testId="cw-equip-side-1" />
        <Choice label="Back" value={back} options={[...names(items, "shield"), ...weapons]} onChange={setBack} testId="cw-equip-back" />
      </div>
      <div className="cw-inline">
        {belt.map((value, index) => (
          <Choice key={index} label={`Belt ${index + 1}`} value={value} options={pouchOptions} onChange={(v) => setBelt(belt.map((b, i) => (i === index ? v : b)))} testId={`cw-equip-belt-${index}`} />
        ))}
      </div>
      <div className="cw-inline">
        {bandolier.map((value, index) => (
          <Choice
            key={index}
            label={`Bandolier ${index + 1}`}
            value={value}
            options={pouchOptions}
            onChange={(v) => setBandolier(bandolier.map((b, i) => (i === index ? v : b)))}
            testId={`cw-equip-bandolier-${index}`}
          />
        ))}
      </div>
      <Picks
        legend="Enchantments on the armor"
        hint="Enchantments laid on the armor worn; the engine checks each against the book."
        options={names(items, "magic_armor")}
        chosen={enchantments}
        onChange={setEnchantments}
        testId="cw-equip-enchantments"
      />
      <Picks
        legend="Artifacts worn"
        hint="One to a position, two rings."
        options={names(items, "magic_artifact")}
        chosen={artifacts}
        onChange={setArtifacts}
        testId="cw-equip-artifacts"
      />
      <label className="cw-inline">
        <input type="checkbox" checked={carryingAlly} onChange={(event) => setCarryingAlly(event.target.checked)} data-testid="cw-equip-carrying-ally" />
        Carrying an ally over the shoulder
      </label>
      <p className="muted">The sheet shows what the armor does to the load, movement and block once it is saved.</p>
      {equip.isError ? <ErrorNotice error={equip.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={equip.isPending} data-testid="cw-equip-save">
          Equip
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The campaign's price list: the book prices armor and shields, the GM the rest. */
function PriceListEditor() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="cw-prices-open">
        Campaign price list
      </button>
    );
  }
  return <PriceListPanel />;
}

export function PriceListPanel() {
  const list = useClockworkPriceList();
  const save = useClockworkSetPrices();
  const [pick, setPick] = useState("");
  const [price, setPrice] = useState("");
  const pickId = useId();
  const priceId = useId();
  if (list.isPending) return <p className="muted">Loading the price list…</p>;
  if (list.isError) return <ErrorNotice error={list.error} />;
  const { prices, items } = list.data;
  const key = (kind: ClockworkItemKind, name: string) => `${kind}:${name}`;
  const unpriced = items.filter((i) => i.quote === null || i.quote.source.kind === "campaign");
  const store = (next: ClockworkPriceEntry[]) => save.mutate({ prices: next });
  return (
    <div className="cw-prices" data-testid="cw-prices">
      <h5 className="cw-heading">Campaign price list (the whole campaign)</h5>
      <p className="muted">The book prices only armor and shields; every other price here is the GM's.</p>
      <ul className="cw-bill">
        {prices.map((entry) => (
          <li key={key(entry.item.kind, entry.item.name)} data-testid="cw-price-entry">
            {entry.item.name} <span className="muted">({KIND_LABEL[entry.item.kind].toLowerCase()})</span>: {entry.price}{" "}
            <button
              type="button"
              className="button button-small"
              onClick={() => store(prices.filter((p) => !(p.item.kind === entry.item.kind && p.item.name === entry.item.name)))}
              disabled={save.isPending}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form
        className="cw-inline"
        onSubmit={(event) => {
          event.preventDefault();
          const found = items.find((i) => key(i.item.kind, i.item.name) === pick);
          if (!found || price.trim() === "") return;
          const rest = prices.filter((p) => key(p.item.kind, p.item.name) !== pick);
          save.mutate({ prices: [...rest, { item: found.item, price: Number(price) }] }, { onSuccess: () => setPrice("") });
        }}
      >
        <label htmlFor={pickId} className="field-label">
          Item
        </label>
        <select id={pickId} value={pick} onChange={(event) => setPick(event.target.value)} data-testid="cw-price-item">
          <option value="">Pick an item</option>
          {unpriced.map((i) => (
            <option key={key(i.item.kind, i.item.name)} value={key(i.item.kind, i.item.name)}>
              {KIND_LABEL[i.item.kind]}: {i.item.name}
            </option>
          ))}
        </select>
        <label htmlFor={priceId} className="field-label">
          Price
        </label>
        <input id={priceId} type="number" value={price} onChange={(event) => setPrice(event.target.value)} data-testid="cw-price-value" />
        <button type="submit" className="button" disabled={save.isPending} data-testid="cw-price-set">
          Set price
        </button>
      </form>
      {save.isError ? <ErrorNotice error={save.error} /> : null}
    </div>
  );
}

/** A set of named items to tick (enchantments, artifacts); the engine checks the limits. */
function Picks({
  legend,
  hint,
  options,
  chosen,
  onChange,
  testId,
}: {
  legend: string;
  hint: string;
  options: string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  testId: string;
}) {
  return (
    <fieldset className="cw-fieldset" data-testid={testId}>
      <legend>{legend}</legend>
      <p className="muted">{hint}</p>
      <div className="cw-picks">
        {options.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={chosen.includes(name)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, name] : chosen.filter((c) => c !== name))}
            />{" "}
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
