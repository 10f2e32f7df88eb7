import { useBattle } from "./battle-context";
import { offerText } from "./battle-labels";

/**
 * The Knowledge Points the battle has offered so far, each as soon as the engine makes it (a
 * Plaigarism offer at the moment the spell is cast); the GM accepts or declines them when ending
 * the encounter.
 */
export function OffersPanel() {
  const { battle } = useBattle();
  if (battle.offers.length === 0) return null;
  return (
    <section className="gm-panel" aria-labelledby="offers-heading">
      <h3 id="offers-heading" className="section-title">
        Knowledge Points offered
      </h3>
      <p className="muted">Accept or decline each when you end the encounter.</p>
      <ul className="result-list" data-testid="gm-offers">
        {battle.offers.map((offer, index) => (
          <li key={index}>{offerText(offer)}</li>
        ))}
      </ul>
    </section>
  );
}
