import * as Popover from "@radix-ui/react-popover";
import { useId, useRef, useState } from "react";
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
 * Escape, a second click or a click elsewhere. Radix's popover places it beside its number (flipping
 * above when there is no room below, never clipped by a scrolling pane) and dismisses it.
 */
export function ExplainedValue({ label, explained, className }: ExplainedValueProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const popId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const open = hovered || focused || pinned;
  const close = () => {
    setPinned(false);
    setHovered(false);
    setFocused(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <span className="explain" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
        <Popover.Anchor asChild>
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
            data-testid="fh-explain"
          >
            {explained.value}
          </button>
        </Popover.Anchor>
      </span>
      <Popover.Portal>
        <Popover.Content
          id={popId}
          role="tooltip"
          className="explain-pop"
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // It explains; it does not take the focus from the number (nor give it back on close).
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // A click on its own number toggles the pin: not an outside click that closes it first.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && button.current?.contains(event.target)) event.preventDefault();
          }}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          data-testid="fh-explanation"
        >
          <Explanation label={label} explained={explained} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Explanation({ label, explained }: { label: string; explained: Explained }) {
  return (
    <>
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
    </>
  );
}
