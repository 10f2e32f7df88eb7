import { useEffect, useRef } from "react";
import { LogLineItem } from "../../../shared/log-line";
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
          <LogLineItem key={index} line={line} testIdPrefix="dsc-log" />
        ))}
      </ol>
    </section>
  );
}
