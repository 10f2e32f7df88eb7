import { useEffect, useRef } from "react";
import { LogLineItem } from "../../../shared/log-line";
import type { LogLine } from "./types";

/** The newest log lines, newest at the bottom: text, the rule, and the numbers on demand. */
export function BattleLog({ lines }: { lines: LogLine[] }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <section className="gm-panel gm-log-panel" aria-labelledby="log-heading">
      <h3 id="log-heading" className="section-title">
        Log
      </h3>
      {lines.length === 0 ? <p className="muted">Nothing has happened yet.</p> : null}
      <ol className="gm-log" ref={list} data-testid="gm-log">
        {lines.map((line, index) => (
          <LogLineItem key={index} line={line} testIdPrefix="gm-log" />
        ))}
      </ol>
    </section>
  );
}
