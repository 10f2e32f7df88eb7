import { useState } from "react";
import type { BastardsMonster, Suit } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { RuleCitation } from "../../shared/rule-citation";
import { SUIT_LABEL } from "./labels";
import { useBastardsContent } from "./queries";
import { useBastardsMonsterPreview, useBastardsMonsters, useBastardsPlayers, useBastardsSaveMonster } from "./scene-queries";
import { parseCards } from "./scene-steps";

/** The Monsters tab: the generator (the party, the card drawn, the players' picks) and the monsters kept. */
export function BastardsMonsters() {
  return (
    <div className="gob-scenes" data-testid="gob-monsters">
      <MonsterGenerator />
      <KeptMonsters />
    </div>
  );
}

function MonsterGenerator() {
  const players = useBastardsPlayers();
  const content = useBastardsContent();
  const save = useBastardsSaveMonster();
  const [party, setParty] = useState<number[]>([]);
  const [cardText, setCardText] = useState("");
  const [picks, setPicks] = useState<string[]>([]);
  const [pick, setPick] = useState("");
  const [name, setName] = useState("");
  const [notes, setNotes] = useState("");
  const parsed = parseCards(cardText);
  const only = parsed?.length === 1 ? parsed[0] : undefined;
  const card = only && only !== "joker" ? only.suited : null;
  const suit: Suit | null = card?.suit ?? null;
  const request = party.length > 0 && card ? { party, card, advantages: picks } : null;
  const preview = useBastardsMonsterPreview(request);
  // The suit's advantages, the banned ones marked (the engine refuses them, with its rule).
  const offered = (content.data?.advantages ?? []).filter((a) => a.suit === suit);
  const nameOf = (id: string) => content.data?.advantages.find((a) => a.id === id)?.name ?? id;

  return (
    <form
      className="gob-form"
      aria-label="Generate a monster"
      onSubmit={(e) => {
        e.preventDefault();
        if (request === null) return;
        save.mutate({ name, notes, monster: request }, { onSuccess: () => (setName(""), setNotes(""), setPicks([])) });
      }}
      data-testid="gob-monster-form"
    >
      <h3 className="gob-heading">Generate a monster</h3>
      <fieldset className="gob-row">
        <legend className="field-label">The party it faces (its Power Rating is their highest trait)</legend>
        {players.data?.map((p) => (
          <label key={p.id} className="gob-inline">
            <input
              type="checkbox"
              checked={party.includes(p.id)}
              onChange={(e) => setParty((all) => (e.target.checked ? [...all, p.id] : all.filter((id) => id !== p.id)))}
              data-testid={`gob-monster-party-${p.id}`}
            />
            {p.name}
          </label>
        ))}
      </fieldset>
      <div className="gob-row">
        <label className="gob-inline">
          The card drawn for its suit
          <input className="input gob-number" value={cardText} placeholder="7C" onChange={(e) => setCardText(e.target.value)} data-testid="gob-monster-drawn" />
        </label>
        {suit ? <span data-testid="gob-monster-suit">{SUIT_LABEL[suit]}</span> : null}
      </div>
      {suit ? (
        <div className="gob-row">
          <select className="select" aria-label="A player's pick" value={pick} onChange={(e) => setPick(e.target.value)} data-testid="gob-monster-pick">
            <option value="">Each player picks an advantage…</option>
            {offered.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.bannedForMonsters ? " (monsters cannot have it)" : ""}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={pick === ""} onClick={() => (setPicks((all) => [...all, pick]), setPick(""))} data-testid="gob-monster-add-pick">
            Add the pick
          </button>
        </div>
      ) : null}
      {picks.length > 0 ? (
        <ul data-testid="gob-monster-picks">
          {picks.map((id, index) => (
            <li key={index}>
              {nameOf(id)}{" "}
              <button type="button" className="button button-link" onClick={() => setPicks((all) => all.filter((_, i) => i !== index))}>
                Take back
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {preview.isError ? <ErrorNotice error={preview.error} /> : null}
      {preview.data ? <MonsterCard monster={preview.data} /> : null}
      <div className="gob-row">
        <input className="input" aria-label="Its name" placeholder="Its name" value={name} onChange={(e) => setName(e.target.value)} data-testid="gob-monster-name" />
        <input className="input" aria-label="Notes" placeholder="How it looks, where it lairs" value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="gob-monster-notes" />
        <button type="submit" className="button button-primary" disabled={save.isPending || request === null || !preview.data} data-testid="gob-monster-save">
          Keep it in the campaign
        </button>
      </div>
      {save.isError ? <ErrorNotice error={save.error} /> : null}
    </form>
  );
}

/** A monster as the engine generated it, every number with its rule. */
function MonsterCard({ monster }: { monster: BastardsMonster }) {
  return (
    <div className="gob-monster" data-testid="gob-monster-card">
      <p data-testid="gob-monster-numbers">
        {SUIT_LABEL[monster.suit]} monster · Power Rating {monster.power.value} · Power Pool {monster.powerPool.value} ({monster.powerPool.notes.join(" ")}) · killing it gives{" "}
        {monster.xpWhenKilled.value} XP <RuleCitation rule={monster.power.rule} />
      </p>
      {monster.rangedWeapon ? (
        <p className="muted">
          A natural ranged weapon (from {monster.rangedWeapon.grantedBy}): damage {monster.rangedWeapon.damage.value}; {monster.rangedWeapon.ranges.map(([band, penalty]) => `${band} ${penalty}`).join(", ")}.
        </p>
      ) : null}
      <ul data-testid="gob-monster-automatic">
        {monster.automatic.map((a) => (
          <li key={a.name}>
            <strong>{a.name}</strong>: {a.summary} <RuleCitation rule={a.rule} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function KeptMonsters() {
  const monsters = useBastardsMonsters();
  if (monsters.isPending) return <p className="muted">Loading the monsters…</p>;
  if (monsters.isError) return <ErrorNotice error={monsters.error} />;
  return (
    <div data-testid="gob-kept-monsters">
      <h3 className="gob-heading">The campaign's monsters</h3>
      {monsters.data.length === 0 ? <p className="muted">None kept yet.</p> : null}
      {monsters.data.map((m) => (
        <div key={m.id} data-testid="gob-kept-monster">
          <h4 className="gob-heading">{m.name}</h4>
          {m.notes ? <p>{m.notes}</p> : null}
          <MonsterCard monster={m.monster} />
        </div>
      ))}
    </div>
  );
}
