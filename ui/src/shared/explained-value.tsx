import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import type { Explained } from "../bindings";
import { RuleCitation } from "./rule-citation";
import { signed } from "../format";
import "./explained-value.css";

type ExplainedValueProps = {
  /** What the number is ("Strike with the Club"), for the popover's title and the button's name. */
  label: string;
  explained: Explained;
  className?: string;
};

/**
 * A number from the engine that shows its arithmetic: every term with its value, then the rule
 * heading and the engine's notes. Opens on hover and keyboard focus; a click pins it open until
 * Escape, a second click or a click elsewhere.
 */
export function ExplainedValue({ label, explained, className }: ExplainedValueProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popId = useId();
  const open = hovered || focused || pinned;

  useEffect(() => {
    if (!open) return;
    // Fixed to the viewport so that scrolling tables and panes never clip it; follows its number.
    const place = () => {
      const rect = button.current?.getBoundingClientRect();
      if (!rect) return;
      const width = 300;
      const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
      const roomBelow = window.innerHeight - rect.bottom;
      setPosition(roomBelow < 260 && rect.top > roomBelow ? { left, bottom: window.innerHeight - rect.top + 6 } : { left, top: rect.bottom + 6 });
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [open]);

  useEffect(() => {
    if (!pinned) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setPinned(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [pinned]);

  return (
    <span className="explain" ref={root} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        ref={button}
        type="button"
        className={className ? `explain-trigger ${className}` : "explain-trigger"}
        aria-label={`${label}: ${explained.value}. How it is computed`}
        aria-expanded={open}
        aria-describedby={open ? popId : undefined}
        onClick={() => setPinned((value) => !value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setPinned(false);
            setHovered(false);
            setFocused(false);
          }
        }}
        data-testid="fh-explain"
      >
        {explained.value}
      </button>
      {open ? <Explanation id={popId} label={label} explained={explained} style={position} /> : null}
    </span>
  );
}

function Explanation({ id, label, explained, style }: { id: string; label: string; explained: Explained; style: CSSProperties }) {
  return (
    <span id={id} role="tooltip" className="explain-pop" style={style} data-testid="fh-explanation">
      <span className="explain-title">{label}</span>
      <span className="explain-terms">
        {explained.terms.length === 0 ? <span className="muted">No terms: the value stands as the rule gives it.</span> : null}
        {explained.terms.map((term, index) => (
          <span key={index} className="explain-term" data-testid="fh-explain-term">
            <span className="explain-term-label">
              <span className="explain-term-name">{term.label}</span>
              {term.rule.section !== explained.rule.section ? <span className="explain-term-rule">{term.rule.section}</span> : null}
            </span>
            <span className="explain-term-value">{index === 0 ? term.value : signed(term.value)}</span>
          </span>
        ))}
        <span className="explain-term explain-total">
          <span className="explain-term-label">{explained.terms.length > 1 ? "Total" : "Value"}</span>
          <span className="explain-term-value">{explained.value}</span>
        </span>
      </span>
      <span className="explain-rule">
        Rule: <RuleCitation rule={explained.rule} />
      </span>
      {explained.notes.map((note, index) => (
        <span key={index} className="explain-note">
          {note}
        </span>
      ))}
    </span>
  );
}
