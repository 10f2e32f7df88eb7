import type { TableRuleView } from "../bindings";
import { ErrorNotice } from "../components/error-notice";
import { RuleCitation } from "../shared/rule-citation";
import { isKind } from "../errors";
import { systemName } from "../format";
import { useSetTableRule, useSystems, useTableRules } from "../queries";

/**
 * The campaign's table rules: where a rulebook is silent or contradicts itself, the option this
 * campaign plays by. A switch that would make a recorded history illegal is refused.
 */
export function TableRulesSection() {
  const rules = useTableRules();
  const systems = useSystems();

  return (
    <section className="settings-group settings-wide" aria-labelledby="table-rules-heading" data-testid="table-rules">
      <h3 id="table-rules-heading" className="section-title">
        Table rules
      </h3>
      <p className="muted">
        Where a rulebook is silent or contradicts itself, Tablekeep plays a named option. Each campaign keeps its own choices; the
        engine refuses a switch that would make a character's recorded history illegal.
      </p>
      {rules.isPending ? <p className="muted">Loading table rules…</p> : null}
      {rules.isError ? (
        isKind(rules.error, "noCampaignOpen") ? (
          <p className="muted">Open a campaign to choose its table rules.</p>
        ) : (
          <ErrorNotice error={rules.error} />
        )
      ) : null}
      {rules.data?.length === 0 ? <p className="muted">No table rules yet.</p> : null}
      {[...new Set(rules.data?.map((rule) => rule.system))].map((system) => (
        <div key={system} className="table-rules-system">
          <h4 className="fh-subtitle">{systemName(systems.data, system)}</h4>
          {rules.data
            ?.filter((rule) => rule.system === system)
            .map((rule) => (
              <TableRuleCard key={rule.id} rule={rule} />
            ))}
        </div>
      ))}
    </section>
  );
}

function TableRuleCard({ rule }: { rule: TableRuleView }) {
  const set = useSetTableRule();
  // While a switch is pending, show it; a refusal falls back to what the campaign has.
  const shown = set.isPending ? (set.variables?.option ?? rule.default) : rule.chosen;

  return (
    <fieldset className="card table-rule" data-testid={`table-rule-${rule.id}`}>
      <legend className="table-rule-title">{rule.title}</legend>
      <p className="table-rule-question">{rule.question}</p>
      <p className="table-rule-where">
        Where the rulebook leaves it open: <RuleCitation rule={rule.rule} />
      </p>
      <div className="radio-list">
        {rule.options.map((option) => (
          <label key={option.id} className="radio">
            <input
              type="radio"
              name={rule.id}
              value={option.id}
              checked={shown === option.id}
              disabled={set.isPending}
              onChange={() => set.mutate({ id: rule.id, option: option.id })}
              data-testid={`table-rule-${rule.id}-${option.id}`}
            />
            <span className="radio-label">
              {option.label} {option.id === rule.default ? <span className="badge">default</span> : null}
            </span>
          </label>
        ))}
      </div>
      {rule.chosen !== rule.default ? (
        <button type="button" className="button button-quiet table-rule-reset" onClick={() => set.mutate({ id: rule.id })} disabled={set.isPending}>
          Back to the default
        </button>
      ) : null}
      {set.isError ? <ErrorNotice error={set.error} /> : null}
    </fieldset>
  );
}
