import { useId, useMemo, useState } from "react";
import type { ContentCoverage, CoverageReport, Resolution, SystemId } from "../bindings";
import { ErrorNotice } from "../components/error-notice";
import { count, systemName } from "../format";
import { useAutomationCoverage, useSystems } from "../queries";
import { RuleCitation } from "../shared/rule-citation";
import "./automation-page.css";

const RESOLUTION_LABEL: Record<Resolution, string> = {
  engine: "Engine",
  partly: "In part",
  gm: "GM",
};

const RESOLUTION_HINT: Record<Resolution, string> = {
  engine: "the engine resolves every effect",
  partly: "the engine resolves part; the GM rules the rest",
  gm: "left to the GM",
};

type Filter = Resolution | "all";

/**
 * What the engine resolves: for each system with an engine and each kind of its content, how
 * many entries it carries whole, in part, or leaves to the GM, with the list, so the GM knows
 * before a session which effects will ask for a ruling.
 */
export function AutomationPage() {
  const coverage = useAutomationCoverage();
  const systems = useSystems();
  const [chosen, setChosen] = useState<SystemId | null>(null);
  const reports = coverage.data ?? [];
  const report = reports.find((r) => r.system === chosen) ?? reports[0];

  return (
    <section className="page" aria-labelledby="automation-heading">
      <div className="page-head">
        <div>
          <h2 id="automation-heading" className="page-title">
            Automation
          </h2>
          <p className="lead">
            What the engine resolves on its own and what it hands to you. Entries left to the GM ask for a ruling when they are used at the table;
            entries resolved in part say which part is yours.
          </p>
        </div>
      </div>
      {coverage.isError ? <ErrorNotice error={coverage.error} /> : null}
      {coverage.isPending ? <p className="muted">Reading the engine's coverage…</p> : null}
      {reports.length > 1 ? (
        <div className="automation-systems" role="tablist" aria-label="System">
          {reports.map((r) => (
            <button
              key={r.system}
              type="button"
              role="tab"
              aria-selected={r.system === report?.system}
              className={r.system === report?.system ? "button button-primary" : "button"}
              onClick={() => setChosen(r.system)}
              data-testid={`automation-system-${r.system}`}
            >
              {systemName(systems.data, r.system)}
            </button>
          ))}
        </div>
      ) : null}
      {report ? <SystemCoverage key={report.system} report={report} /> : null}
    </section>
  );
}

function SystemCoverage({ report }: { report: CoverageReport }) {
  if (report.kinds.every((kind) => kind.entries.length === 0)) {
    return (
      <p className="muted" data-testid="automation-empty">
        This campaign's library has no content of this system yet.
      </p>
    );
  }
  return (
    <div className="automation-kinds">
      {report.kinds.map((kind) => (
        <KindCoverage key={kind.kind} kind={kind} />
      ))}
    </div>
  );
}

function KindCoverage({ kind }: { kind: ContentCoverage }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [search, setSearch] = useState("");
  const searchId = useId();
  const total = kind.engine + kind.partly + kind.gm;
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return kind.entries.filter(
      (entry) => (filter === "all" || entry.resolution === filter) && (needle === "" || entry.name.toLocaleLowerCase().includes(needle)),
    );
  }, [kind.entries, filter, search]);
  const counts: Record<Resolution, number> = { engine: kind.engine, partly: kind.partly, gm: kind.gm };

  return (
    <div className="card automation-kind" data-testid={`automation-kind-${kind.kind}`}>
      <h3 className="automation-kind-title">
        {kind.label} <span className="muted">· {count(total, "entry", "entries")}</span>
      </h3>
      <div className="automation-bar" role="img" aria-label={`${kind.engine} resolved by the engine, ${kind.partly} in part, ${kind.gm} left to the GM`}>
        {(["engine", "partly", "gm"] as const).map((r) =>
          counts[r] > 0 ? <span key={r} className={`automation-bar-${r}`} style={{ flexGrow: counts[r] }} /> : null,
        )}
      </div>
      <div className="automation-filters" role="radiogroup" aria-label={`Show ${kind.label.toLocaleLowerCase()}`}>
        {(["all", "gm", "partly", "engine"] as const).map((option) => (
          <label key={option} className="automation-filter">
            <input type="radio" name={`${searchId}-filter`} checked={filter === option} onChange={() => setFilter(option)} data-testid={`automation-filter-${kind.kind}-${option}`} />
            {option === "all" ? `All (${total})` : `${RESOLUTION_LABEL[option]} (${counts[option]})`}
          </label>
        ))}
        <label htmlFor={searchId} className="visually-hidden">
          Search {kind.label.toLocaleLowerCase()}
        </label>
        <input
          id={searchId}
          type="search"
          className="input automation-search"
          placeholder={`Search ${kind.label.toLocaleLowerCase()}`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid={`automation-search-${kind.kind}`}
        />
      </div>
      <p className="field-hint" data-testid={`automation-summary-${kind.kind}`}>
        {kind.engine} resolved by the engine · {kind.partly} in part · {kind.gm} left to the GM
      </p>
      {shown.length === 0 ? (
        <p className="muted">Nothing matches.</p>
      ) : (
        <ul className="automation-entries">
          {shown.map((entry) => (
            <li key={entry.name} className="automation-entry" data-testid="automation-entry">
              <span className={`automation-badge automation-badge-${entry.resolution}`} title={RESOLUTION_HINT[entry.resolution]}>
                {RESOLUTION_LABEL[entry.resolution]}
              </span>
              <span className="automation-entry-name">{entry.name}</span>
              <span className="automation-entry-how">{entry.how}</span>
              {entry.rule ? <RuleCitation rule={entry.rule} /> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
