import { useState } from "react";
import type { OfferKind, PerkOffer } from "../../../bindings";
import { useContentIndex } from "../content-index";
import { useBattle } from "./battle-context";

const OFFER_WORDS: Record<OfferKind, string> = {
  extra_turn: "another turn now",
  second_turn: "a second turn when the count reaches its Speed − 2",
  extra_attack: "a second Attack now",
  riposte: "a Riposte now",
  follow: "to follow into the square the shoved creature left",
};

/**
 * The chances perks offer right now (Decisive Action, Killer Instinct, One-Two, Opportunist,
 * Proactive Defense, Suppressive Fire, Press Forward's follow): each is the player's to take or decline; the engine
 * made the offer and checks the answer.
 */
export function PerkOffers() {
  const { battle } = useBattle();
  const offers = battle.state.reactions?.offers ?? [];
  if (offers.length === 0) return null;
  return (
    <div className="pending-ripostes" role="group" aria-label="Perk offers" data-testid="perk-offers">
      <span className="fh-inline-label">Perk offers</span>
      {offers.map((offer) => (
        <OfferRow key={`${offer.who}-${offer.perk}-${offer.target ?? ""}`} offer={offer} />
      ))}
    </div>
  );
}

function OfferRow({ offer }: { offer: PerkOffer }) {
  const { battle, send, busy } = useBattle();
  const { index } = useContentIndex();
  const combatants = battle.state.combatants;
  const name = (id: number) => combatants[id]?.name ?? `#${id}`;
  const holder = combatants[offer.who];
  // One-Two's second Attack needs a target; the usual choice is the one just attacked.
  const targets = combatants
    .map((t, id) => ({ t, id }))
    .filter(({ t, id }) => id !== offer.who && !t.incapacitated && !t.hidden && t.side !== holder?.side);
  const [target, setTarget] = useState(String(holder?.lastTarget ?? targets[0]?.id ?? ""));
  const key = `${offer.who}-${offer.perk}`;
  const perk = index?.perkName(offer.perk) ?? offer.perk;
  const against = offer.target !== null && offer.target !== undefined ? ` at ${name(offer.target)}` : "";

  const take = () =>
    send({
      command: "take_perk_offer",
      who: offer.who,
      perk: offer.perk,
      target: offer.kind === "extra_attack" ? (target === "" ? null : Number(target)) : (offer.target ?? null),
      defend: true,
      distance: null,
    });
  const decline = () => send({ command: "decline_perk_offer", who: offer.who, perk: offer.perk, target: offer.target ?? null });

  return (
    <div className="inline-form" data-testid={`perk-offer-${key}`}>
      <span>
        {name(offer.who)} — {perk}: {OFFER_WORDS[offer.kind]}
        {against}
      </span>
      {offer.kind === "extra_attack" ? (
        <select className="select" aria-label="Second Attack at" value={target} onChange={(e) => setTarget(e.target.value)} data-testid={`perk-offer-target-${key}`}>
          {targets.map(({ t, id }) => (
            <option key={id} value={id}>
              {t.name}
            </option>
          ))}
        </select>
      ) : null}
      <button type="button" className="button" disabled={busy} onClick={take} data-testid={`perk-offer-take-${key}`}>
        Take
      </button>
      <button type="button" className="button" disabled={busy} onClick={decline} data-testid={`perk-offer-decline-${key}`}>
        Decline
      </button>
    </div>
  );
}
