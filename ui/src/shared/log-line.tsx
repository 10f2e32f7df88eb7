import { useEffect, useId, useRef, useState } from "react";
import type { LogLine } from "../bindings";
import { ExplainedValue } from "./explained-value";
import { RuleCitation } from "./rule-citation";

/**
 * One line of an encounter's log, the same for every system: where it happened (round and
 * command), what happened, the rule, and on demand the numbers behind it and the reasons why.
 * `testIdPrefix` names the parts: `<prefix>-line`, `-numbers`, `-details-toggle`, `-details`.
 */
export function LogLineItem({ line, testIdPrefix: prefix }: { line: LogLine; testIdPrefix: string }) {
  const [numbers, setNumbers] = useState(false);
  const [details, setDetails] = useState(false);
  return (
    <li className="log-line" data-testid={`${prefix}-line`}>
      <span className="log-meta">{line.round !== null ? `R${line.round} · #${line.command + 1}` : `#${line.command + 1}`}</span>
      <span className="log-text">{line.text}</span>
      {line.rule ? <RuleCitation rule={line.rule} className="log-rule" /> : null}
      {line.numbers.length > 0 ? (
        <button type="button" className="link-button" aria-expanded={numbers} onClick={() => setNumbers(!numbers)} data-testid={`${prefix}-numbers`}>
          {numbers ? "hide numbers" : "numbers"}
        </button>
      ) : null}
      {line.details.length > 0 ? (
        <button type="button" className="link-button" aria-expanded={details} onClick={() => setDetails(!details)} data-testid={`${prefix}-details-toggle`}>
          {details ? "hide why" : "why"}
        </button>
      ) : null}
      {numbers ? (
        <span className="log-numbers">
          {line.numbers.map((number, index) => (
            <span key={index} className="log-number">
              <ExplainedValue label={number.terms.map((t) => t.label).join(" + ") || "Value"} explained={number} />
              <span className="muted">{number.terms.map((t) => `${t.label} ${t.value}`).join(", ")}</span>
            </span>
          ))}
        </span>
      ) : null}
      {details ? (
        <ul className="log-numbers log-details" data-testid={`${prefix}-details`}>
          {line.details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The log panel of a GM screen: the newest lines, newest at the bottom (kept in view as lines
 * arrive), each with its rule and, on demand, its numbers and details.
 */
export function LogPanel({ lines, testIdPrefix: prefix, listClass }: { lines: LogLine[]; testIdPrefix: string; listClass?: string }) {
  const list = useRef<HTMLOListElement>(null);
  const heading = useId();
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <section className="gm-panel gm-log-panel" aria-labelledby={heading}>
      <h3 id={heading} className="section-title">
        Log
      </h3>
      {lines.length === 0 ? <p className="muted">Nothing has happened yet.</p> : null}
      <ol className={listClass ? `gm-log ${listClass}` : "gm-log"} ref={list} data-testid={prefix}>
        {lines.map((line, index) => (
          <LogLineItem key={index} line={line} testIdPrefix={prefix} />
        ))}
      </ol>
    </section>
  );
}
