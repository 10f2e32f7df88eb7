import type { Ability } from "../../bindings";
import { effectText, reachText, rollText, tierText } from "./describe";
import { ACTION_LABEL, KEYWORD_LABEL, TIER_BAND } from "./labels";

/** An ability as a stat block prints it: keywords, action, distance, targets, roll and tiers. */
export function AbilityCard({ ability, badge, resource }: { ability: Ability; badge?: string; resource?: string }) {
  const roll = ability.roll ?? [];
  const keywords = [...(ability.keywords ?? []).map((k) => KEYWORD_LABEL[k]), ...(ability.tags ?? [])];
  const tiers = ability.tiers ?? [];
  const effects = ability.effects ?? [];
  const line = rollText(ability);
  return (
    <article className="ds-ability-card" data-testid="ds-ability-card">
      <header className="ds-ability-card-head">
        <strong className="ds-ability-card-name">{ability.name.trim() || "Unnamed ability"}</strong>
        {(ability.cost ?? 0) > 0 ? (
          <span className="badge badge-accent" data-testid="ds-ability-cost">
            {resource ? `${ability.cost} ${resource}` : `costs ${ability.cost}`}
          </span>
        ) : null}
        {badge ? <span className="badge badge-quiet">{badge}</span> : null}
      </header>
      {keywords.length > 0 ? <p className="ds-ability-card-keywords">{keywords.join(", ")}</p> : null}
      <p className="ds-ability-card-line">
        <span>{ACTION_LABEL[ability.action]}</span>
        <span>{reachText(ability)}</span>
      </p>
      {ability.trigger ? (
        <p className="ds-ability-card-trigger">
          <span className="ds-label">Trigger:</span> {ability.trigger}
        </p>
      ) : null}
      {line ? <p className="ds-ability-card-roll">{line}</p> : null}
      {tiers.length > 0 ? (
        <ol className="ds-tier-lines">
          {tiers.map((tier, index) => (
            <li key={index} className="ds-tier-line" data-testid={`ds-tier-line-${index + 1}`}>
              <span className="ds-tier-band">{TIER_BAND[index] ?? `Tier ${index + 1}`}</span>
              <span>{tierText(tier, roll)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {effects.length > 0 ? (
        <p className="ds-ability-card-effect">
          <span className="ds-label">Effect:</span> {effects.map((effect) => effectText(effect, roll)).join("; ")}
        </p>
      ) : null}
      {ability.notes?.trim() ? <p className="ds-ability-card-notes">{ability.notes}</p> : null}
    </article>
  );
}
