import { ACTION_LABEL, distanceText, effectsText, rollText, targetsText, TIER_BANDS } from "./labels";
import type { Ability } from "./types";

/** An ability as printed: name, action, distance, targets, roll, cost, trigger and tier outcomes. */
export function AbilityLine({ ability, costName = "Malice" }: { ability: Ability; costName?: string }) {
  const tiers = ability.tiers ?? [];
  const effects = ability.effects ?? [];
  const keywords = [...(ability.keywords ?? []), ...(ability.tags ?? [])];
  return (
    <div className="ds-ability">
      <div className="ds-ability-head">
        <strong className="ds-ability-name">{ability.name}</strong>
        <span className="badge badge-quiet">{ACTION_LABEL[ability.action]}</span>
        {(ability.cost ?? 0) > 0 ? (
          <span className="badge badge-warning">
            {ability.cost} {costName}
          </span>
        ) : null}
      </div>
      <div className="ds-ability-meta muted">
        {distanceText(ability.distance)} · {targetsText(ability.targets)}
        {rollText(ability) ? ` · 2d10 + ${rollText(ability)}` : ""}
        {keywords.length > 0 ? ` · ${keywords.map((k) => k.replace(/_/g, " ")).join(", ")}` : ""}
      </div>
      {ability.trigger ? (
        <div className="ds-ability-trigger">
          <span className="muted">Trigger:</span> {ability.trigger}
        </div>
      ) : null}
      {tiers.length === 3 ? (
        <ol className="ds-tiers">
          {tiers.map((tier, index) => (
            <li key={index} className={`ds-tier ds-tier-${index + 1}`}>
              <span className="ds-tier-band">{TIER_BANDS[index]}</span> {effectsText(tier.effects, ability.roll ?? [])}
            </li>
          ))}
        </ol>
      ) : null}
      {effects.length > 0 ? (
        <div className="ds-ability-effect">
          <span className="muted">Effect:</span> {effectsText(effects, ability.roll ?? [])}
        </div>
      ) : null}
      {ability.notes ? <div className="ds-ability-notes muted">{ability.notes}</div> : null}
    </div>
  );
}
