import { useEffect, useRef } from "react";

/** Whether the key press belongs to a text field (where letters are typing, not commands). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

/**
 * Runs `handler` for key presses matching `matches`, anywhere in the window, except while the
 * GM is typing into a field (modifier shortcuts with Alt still fire there).
 */
export function useShortcut(matches: (event: KeyboardEvent) => boolean, handler: (event: KeyboardEvent) => void): void {
  const latest = useRef({ matches, handler });
  latest.current = { matches, handler };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (isTyping(event.target) && !event.altKey) return;
      if (latest.current.matches(event)) {
        event.preventDefault();
        latest.current.handler(event);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** A plain key with no modifiers, e.g. "/" or "n". */
export function plainKey(key: string) {
  return (event: KeyboardEvent) => event.key === key && !event.altKey && !event.ctrlKey && !event.metaKey;
}
