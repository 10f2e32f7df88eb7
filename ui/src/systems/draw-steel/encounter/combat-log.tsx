import { useEffect, useRef, useState } from "react";
import { RuleCitation } from "../../../shared/rule-citation";
import type { LogLine } from "./types";

/** The newest log lines, newest at the bottom: what happened, the rule, and the edges and banes. */
export function CombatLog({ lines }: { lines: LogLine[] }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <section className="gm-panel gm-log-panel" aria-labelledby="dsc-log-heading">
      <h3 id="dsc-log-heading" className="section-title">
        Log
      </h3>
      {lines.length === 0 ? <p className="muted">Nothing has happened yet.</p> : null}
      <ol className="gm-log ds-log" ref={list} data-testid="dsc-log">
        {lines.map((line, index) => (
          <Line key={index} line={line} />
        ))}
      </ol>
    </section>
  );
}

function Line({ line }: { line: LogLine }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="log-line" data-testid="dsc-log-line">
      <span className="log-meta">#{line.command + 1}</span>
      <span className="log-text">{line.text}</span>
      {line.rule ? <RuleCitation rule={line.rule} className="log-rule" /> : null}
      {line.details.length > 0 ? (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="dsc-log-details-toggle">
          {open ? "hide why" : "why"}
        </button>
      ) : null}
      {open ? (
        <ul className="log-numbers ds-log-details" data-testid="dsc-log-details">
          {line.details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
