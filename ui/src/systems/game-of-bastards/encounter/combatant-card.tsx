import { TRAITS, TRAIT_LABEL } from "../labels";
import { cardId, cardText, playingText } from "./cards";
import { CONDITION_LABEL, sideLabel } from "./labels";
import type { PlayingCard, SeenOpposition, Zone } from "./types";

function pile(seen: SeenOpposition, zone: Zone): { count: number; cards: PlayingCard[] | null } {
  // A combatant's zones are named by its id; the draw and discard piles are not looked up here.
  const found = seen.piles.find((p) => p.zone.zone === zone.zone && p.zone.of === zone.of);
  return { count: found?.count ?? 0, cards: found?.cards ?? null };
}

/** One combatant: its pools per trait and state, Wildcards, its hand (the GM sees it) and its plays. */
export function CombatantCard({ seen, id, acting }: { seen: SeenOpposition; id: number; acting: boolean }) {
  const c = seen.combatants.find((x) => x.id === id);
  if (!c) return null;
  const hand = pile(seen, { zone: "hand", of: id });
  const faceDown = pile(seen, { zone: "face_down", of: id });
  const faceUp = pile(seen, { zone: "face_up", of: id });
  const initiative = pile(seen, { zone: "initiative", of: id });
  return (
    <article className={acting ? "gob-combatant combatant-actor" : "gob-combatant"} data-testid={`gob-combatant-${id}`} aria-label={c.name}>
      <header className="gob-combatant-head">
        <strong>{c.name}</strong> <span className="muted">· {sideLabel(c.side)}</span>{" "}
        <span className={`badge gob-condition gob-condition-${c.condition}`} data-testid={`gob-condition-${id}`}>
          {CONDITION_LABEL[c.condition]}
        </span>
      </header>
      {c.squad ? (
        <p data-testid={`gob-squad-${id}`}>
          Squad of Extras: {c.squad.members} {c.squad.members === 1 ? "member" : "members"}, Power Rating {c.squad.power}
        </p>
      ) : (
        <ul className="gob-pools" data-testid={`gob-pools-${id}`}>
          {TRAITS.map((t, i) => (
            <li key={t} className={c.pools[i] === 0 ? "gob-pool gob-pool-empty" : "gob-pool"}>
              {TRAIT_LABEL[t]} {c.pools[i]}/{c.poolMax[i]}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        Wildcards {c.wildcards} · {c.handSize} {c.handSize === 1 ? "card" : "cards"} in hand
        {c.initiative ? ` · initiative ${cardText(c.initiative)}` : initiative.count > 0 ? " · initiative card down" : ""}
      </p>
      <div className="gob-cards" aria-label={`${c.name}'s hand`} data-testid={`gob-hand-${id}`}>
        {(hand.cards ?? []).map((card, i) => (
          <span key={i} className="gob-card" data-testid={card === "joker" ? undefined : `gob-hand-${id}-${cardId(card.suited)}`}>
            {playingText(card)}
          </span>
        ))}
      </div>
      {faceDown.count > 0 ? (
        <div className="gob-cards" aria-label={`${c.name}'s face-down play`}>
          {Array.from({ length: faceDown.count }, (_, i) => (
            <span key={i} className="gob-card gob-card-back" title="Face down until the reveal" data-testid={`gob-face-down-${id}`}>
              Face down
            </span>
          ))}
        </div>
      ) : null}
      {faceUp.count > 0 ? (
        <div className="gob-cards" aria-label={`${c.name}'s bets`} data-testid={`gob-bets-${id}`}>
          {(faceUp.cards ?? []).map((card, i) => (
            <span key={i} className="gob-card gob-card-up">
              {playingText(card)}
            </span>
          ))}
        </div>
      ) : null}
    </article>
  );
}
