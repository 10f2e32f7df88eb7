import { useState } from "react";
import type { BastardsAdvancementView, BastardsTrait, Suit, TraitRanks } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { SUIT_LABEL, TRAITS, TRAIT_LABEL } from "./labels";
import { useBastardsContent, useBastardsSuccessor } from "./queries";

/**
 * A killed character's successor («Killed»): a new player character with half the late one's
 * XP. The suit and traits are chosen here; what the inheritance leaves unspent is spent later,
 * at Time Passes, like any XP.
 */
export function SuccessorForm({ view }: { view: BastardsAdvancementView }) {
  const content = useBastardsContent();
  const make = useBastardsSuccessor();
  const [name, setName] = useState("");
  const [suit, setSuit] = useState<Suit | "">("");
  const [traits, setTraits] = useState<TraitRanks>({ body: 1, spirit: 1, mind: 1, luck: 1 });
  const [made, setMade] = useState<string | null>(null);
  if (!view.successor) return null;
  const pickSuit = (next: Suit | "") => {
    setSuit(next);
    const entry = content.data?.suits.find((s) => s.suit === next);
    const start = content.data?.numbers.traitStart ?? 1;
    const suitStart = content.data?.numbers.suitTraitStart ?? 2;
    setTraits({ body: start, spirit: start, mind: start, luck: start, ...(entry ? { [entry.favours]: suitStart } : {}) });
  };
  return (
    <form
      className="gob-form"
      aria-label="Make the successor"
      onSubmit={(e) => {
        e.preventDefault();
        if (suit === "") return;
        make.mutate(
          { lateCharacterId: view.characterId, name, tags: [], build: { name: name.trim(), suit, traits } },
          { onSuccess: (character) => setMade(character.name) },
        );
      }}
      data-testid="gob-successor-form"
    >
      <h4 className="gob-heading">The successor</h4>
      <div className="gob-row">
        <input className="input" aria-label="The successor's name" placeholder="The successor's name" value={name} onChange={(e) => setName(e.target.value)} data-testid="gob-successor-name" />
        <select className="select" aria-label="Suit" value={suit} onChange={(e) => pickSuit(e.target.value as Suit | "")} data-testid="gob-successor-suit">
          <option value="">Choose a suit…</option>
          {content.data?.suits.map((s) => (
            <option key={s.suit} value={s.suit}>
              {SUIT_LABEL[s.suit]} · {TRAIT_LABEL[s.favours]}
            </option>
          ))}
        </select>
      </div>
      <div className="gob-row">
        {TRAITS.map((t: BastardsTrait) => (
          <label key={t} className="gob-inline">
            {TRAIT_LABEL[t]}
            <select className="select" value={traits[t]} onChange={(e) => setTraits((all) => ({ ...all, [t]: Number(e.target.value) }))} data-testid={`gob-successor-trait-${t}`}>
              {[1, 2, 3, 4, 5].map((rank) => (
                <option key={rank} value={rank}>
                  {rank}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="muted">The inheritance not spent on the build waits for the next Time Passes.</p>
      <button type="submit" className="button button-primary" disabled={make.isPending || suit === "" || name.trim() === ""} data-testid="gob-successor-make">
        Make the successor
      </button>
      {made ? (
        <p className="notice" role="status" data-testid="gob-successor-made">
          {made} joins the campaign with the inheritance.
        </p>
      ) : null}
      {make.isError ? <ErrorNotice error={make.error} /> : null}
    </form>
  );
}
