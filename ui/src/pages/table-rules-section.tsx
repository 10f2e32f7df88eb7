import { useMemo, useState } from "react";
import type { RuleGroup, TableRulePreview, TableRuleView } from "../bindings";
import { useBackend } from "../backend-context";
import { ErrorNotice } from "../components/error-notice";
import { RuleCitation } from "../shared/rule-citation";
import { isKind } from "../errors";
import { systemName } from "../format";
import { useSetTableRule, useSystems, useTableRules } from "../queries";

/** What each group of rules touches, in the order Settings lists them. */
const GROUPS: Record<RuleGroup, string> = {
  creation: "Creating characters",
  advancement: "Advancement",
  checks: "Rolls, checks and sessions",
  battle: "Battle",
  magic: "Magic",
  gear: "Arms and gear",
  perks: "Perks",
};
const GROUP_ORDER = Object.keys(GROUPS) as RuleGroup[];

const changed = (rule: TableRuleView) => rule.chosen !== rule.default;
const optionLabel = (rule: TableRuleView, id: string) => rule.options.find((o) => o.id === id)?.label ?? id;

function matches(rule: TableRuleView, search: string): boolean {
  if (search === "") return true;
  const text = [rule.title, rule.question, rule.rule.section, ...rule.options.map((o) => o.label)].join(" ").toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => text.includes(word));
}

/**
 * The campaign's table rules: where a rulebook is silent or contradicts itself, the option this
 * campaign plays by, grouped by what they touch. Rules the engine does not play yet are shown at
 * their default, without a switch. A switch that would change recorded history says so first.
 */
export function TableRulesSection() {
  const rules = useTableRules();
  const systems = useSystems();
  const [search, setSearch] = useState("");
  const [onlyChanged, setOnlyChanged] = useState(false);

  const played = useMemo(() => rules.data?.filter((rule) => rule.played) ?? [], [rules.data]);
  const changedCount = played.filter(changed).length;
  const shown = played.filter((rule) => matches(rule, search) && (!onlyChanged || changed(rule)));
  const pending = rules.data?.filter((rule) => !rule.played && matches(rule, search)) ?? [];
  const systemIds = [...new Set(rules.data?.map((rule) => rule.system))];

  return (
    <section className="settings-group settings-wide" aria-labelledby="table-rules-heading" data-testid="table-rules">
      <h3 id="table-rules-heading" className="section-title">
        Table rules
      </h3>
      <p className="muted">
        Where a rulebook is silent or contradicts itself, Tablekeep plays a named option. Each campaign keeps its own choices; the
        engine refuses a switch that would make a character's recorded history illegal, and says beforehand what a switch changes in
        what is already recorded.
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
      {rules.data && rules.data.length > 0 ? (
        <div className="table-rules-tools">
          <label className="field table-rules-search">
            <span className="field-label">Find a rule</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Riposte, promotion, Stamina…" />
          </label>
          <label className="check">
            <input type="checkbox" checked={onlyChanged} onChange={(event) => setOnlyChanged(event.target.checked)} data-testid="table-rules-only-changed" />
            <span>Only the rules this campaign changed</span>
          </label>
          <p className="table-rules-summary" data-testid="table-rules-summary">
            {changedCount === 0
              ? "This campaign plays every rule at its default."
              : `This campaign plays ${changedCount} ${changedCount === 1 ? "rule" : "rules"} differently from the default.`}
          </p>
        </div>
      ) : null}
      {systemIds.map((system) => {
        const ofSystem = shown.filter((rule) => rule.system === system);
        const pendingOfSystem = pending.filter((rule) => rule.system === system);
        if (ofSystem.length === 0 && pendingOfSystem.length === 0) return null;
        return (
          <div key={system} className="table-rules-system">
            <h4 className="fh-subtitle">{systemName(systems.data, system)}</h4>
            {GROUP_ORDER.map((group) => {
              const inGroup = ofSystem.filter((rule) => rule.group === group);
              if (inGroup.length === 0) return null;
              return (
                <div key={group} className="table-rules-group" data-testid={`table-rules-${system}-${group}`}>
                  <h5 className="table-rules-group-title">{GROUPS[group]}</h5>
                  {inGroup.map((rule) => (
                    <TableRuleCard key={rule.id} rule={rule} />
                  ))}
                </div>
              );
            })}
            {pendingOfSystem.length > 0 && !onlyChanged ? (
              <details className="table-rules-pending" data-testid={`table-rules-pending-${system}`}>
                <summary>
                  Not played by the engine yet ({pendingOfSystem.length}): fixed at their default reading
                </summary>
                <p className="muted">
                  The engine does not read these rules yet, so switching one would change nothing at the table. Each is shown with the
                  reading Tablekeep's data follows.
                </p>
                <ul className="table-rules-pending-list">
                  {pendingOfSystem.map((rule) => (
                    <li key={rule.id} data-testid={`table-rule-${rule.id}`}>
                      <span className="table-rule-title">{rule.title}</span>{" "}
                      <span className="badge">{GROUPS[rule.group]}</span>
                      <p className="table-rule-effect">{optionLabel(rule, rule.default)}</p>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        );
      })}
      {rules.data && rules.data.length > 0 && shown.length === 0 && pending.length === 0 ? (
        <p className="muted">No table rule matches.</p>
      ) : null}
    </section>
  );
}

function TableRuleCard({ rule }: { rule: TableRuleView }) {
  const set = useSetTableRule();
  const backend = useBackend();
  const [confirm, setConfirm] = useState<TableRulePreview | null>(null);
  const [asking, setAsking] = useState(false);
  // While a switch is pending, show it; a refusal falls back to what the campaign has.
  const shown = set.isPending ? (set.variables?.option ?? rule.default) : (confirm?.rule.chosen ?? rule.chosen);

  /** Asks what the switch would change in recorded history; switches at once when it changes nothing. */
  async function choose(option: string | undefined) {
    const input = option === undefined ? { id: rule.id } : { id: rule.id, option };
    set.reset();
    setAsking(true);
    try {
      const preview = await backend.previewTableRule(input);
      if (preview.refusal === null && preview.affects.some((effect) => effect.changes)) {
        setConfirm(preview);
        return;
      }
    } catch {
      // The switch itself reports the problem.
    } finally {
      setAsking(false);
    }
    set.mutate(input);
  }

  function switchAnyway() {
    if (!confirm) return;
    const option = confirm.rule.chosen === rule.default ? undefined : confirm.rule.chosen;
    setConfirm(null);
    set.mutate(option === undefined ? { id: rule.id } : { id: rule.id, option });
  }

  const busy = set.isPending || asking || confirm !== null;
  return (
    <fieldset className="card table-rule" data-testid={`table-rule-${rule.id}`}>
      <legend className="table-rule-title">
        {rule.title} {changed(rule) ? <span className="badge badge-accent">changed</span> : null}
      </legend>
      <p className="table-rule-effect" data-testid="table-rule-effect">
        {optionLabel(rule, rule.chosen)}
      </p>
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
              disabled={busy}
              onChange={() => void choose(option.id)}
              data-testid={`table-rule-${rule.id}-${option.id}`}
            />
            <span className="radio-label">
              {option.label} {option.id === rule.default ? <span className="badge">default</span> : null}
            </span>
          </label>
        ))}
      </div>
      {confirm ? (
        <div className="table-rule-confirm" role="alertdialog" aria-label={`Switching ${rule.title}`}>
          <p>This switch changes what is already recorded:</p>
          <ul>
            {confirm.affects.map((effect) => (
              <li key={effect.records}>
                <strong>{effect.names.join(", ")}</strong>: {effect.effect}
              </li>
            ))}
          </ul>
          <div className="page-actions">
            <button type="button" className="button" onClick={switchAnyway}>
              Switch anyway
            </button>
            <button type="button" className="button button-quiet" onClick={() => setConfirm(null)}>
              Keep the current option
            </button>
          </div>
        </div>
      ) : null}
      {changed(rule) && !confirm ? (
        <button type="button" className="button button-quiet table-rule-reset" onClick={() => void choose(undefined)} disabled={busy}>
          Back to the default
        </button>
      ) : null}
      {set.isError ? <ErrorNotice error={set.error} /> : null}
    </fieldset>
  );
}
