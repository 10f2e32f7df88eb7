import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { Found, FoundKind } from "../bindings";
import { useBackend } from "../backend-context";
import { useShortcut } from "../hooks/use-shortcut";
import { ErrorNotice } from "./error-notice";
import { matchPalette, type PaletteAction, type PaletteEntry } from "./palette-actions";
import "./global-search.css";

/** A thing the search found, to open. */
export type FoundThing = Found & { kind: FoundKind };

/** One line of the dropdown: an action of the palette, or a thing found. */
type Choice = { action: PaletteEntry } | { found: FoundThing };

/** How many palette actions show beside search results. */
const ACTIONS_BESIDE_RESULTS = 4;

/**
 * One search box over the whole campaign and the command palette (Ctrl+K to focus; "/" stays the page's own search):
 * actions that match the words (new NPC, go to a page…), then characters, NPCs, library content, encounters and
 * sessions, grouped by kind; Enter or a click opens the thing or does the action.
 */
export function GlobalSearch({ onOpen, onAction }: { onOpen: (found: FoundThing) => void; onAction: (action: PaletteAction) => void }) {
  const backend = useBackend();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  // Typing stays responsive: the search follows the text a beat behind.
  const searched = useDeferredValue(text.trim());
  const results = useQuery({
    queryKey: ["searchCampaign", searched],
    queryFn: () => backend.searchCampaign({ text: searched }),
    enabled: searched !== "",
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const actions = matchPalette(text).slice(0, searched === "" ? undefined : ACTIONS_BESIDE_RESULTS);
  const flat: Choice[] = [
    ...actions.map((action) => ({ action })),
    ...(searched === "" ? [] : (results.data?.groups ?? [])).flatMap((group) => group.hits.map((hit) => ({ found: { ...hit, kind: group.kind } }))),
  ];

  useShortcut(
    (event) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k",
    () => input.current?.focus(),
  );
  useEffect(() => setActive(0), [text]);

  const choose = (choice: Choice) => {
    if ("action" in choice) onAction(choice.action.action);
    else onOpen(choice.found);
    setOpen(false);
    setText("");
    input.current?.blur();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, flat.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter" && flat[active]) {
      event.preventDefault();
      choose(flat[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
      input.current?.blur();
    }
  };

  const showing = open;
  let index = actions.length - 1;
  return (
    <div className="global-search" onBlur={(e) => (e.currentTarget.contains(e.relatedTarget) ? null : setOpen(false))}>
      <input
        ref={input}
        type="search"
        className="input global-search-input"
        placeholder="Search or do… (Ctrl+K)"
        aria-label="Search the campaign"
        role="combobox"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={showing && flat[active] ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKey}
        data-testid="global-search"
      />
      {showing ? (
        <div className="global-search-results" id={listId} role="listbox" aria-label="Search results" data-testid="global-search-results">
          {results.isError ? <ErrorNotice error={results.error} /> : null}
          {actions.length > 0 ? (
            <div role="group" aria-label="Actions" data-testid="global-search-group-actions">
              <p className="global-search-group">Actions</p>
              {actions.map((entry, mine) => (
                <div
                  key={entry.id}
                  id={`${listId}-${mine}`}
                  role="option"
                  aria-selected={mine === active}
                  className={`global-search-hit global-search-action${mine === active ? " global-search-hit-active" : ""}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose({ action: entry })}
                  onMouseEnter={() => setActive(mine)}
                  data-testid="global-search-action"
                >
                  <span className="global-search-title">{entry.label}</span>
                  {entry.keys ? <kbd className="global-search-keys">{entry.keys}</kbd> : null}
                </div>
              ))}
            </div>
          ) : null}
          {searched !== "" && actions.length === 0 && results.data && results.data.groups.length === 0 && !results.isPlaceholderData ? (
            <p className="muted global-search-empty">Nothing in this campaign matches “{searched}”.</p>
          ) : null}
          {(searched === "" ? [] : (results.data?.groups ?? [])).map((group) => (
            <div key={group.kind} role="group" aria-label={group.label} data-testid={`global-search-group-${group.kind}`}>
              <p className="global-search-group">{group.label}</p>
              {group.hits.map((hit) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={`${group.kind}-${hit.id}`}
                    id={`${listId}-${mine}`}
                    role="option"
                    aria-selected={mine === active}
                    className={mine === active ? "global-search-hit global-search-hit-active" : "global-search-hit"}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose({ found: { ...hit, kind: group.kind } })}
                    onMouseEnter={() => setActive(mine)}
                    data-testid="global-search-hit"
                  >
                    <span className="global-search-title">{hit.title}</span>
                    {hit.excerpt ? <Excerpt text={hit.excerpt} /> : null}
                  </div>
                );
              })}
            </div>
          ))}
          {searched !== "" && results.data?.more ? <p className="muted global-search-empty">More match: type more of the name.</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The matching words of the notes or tags, the match itself in bold. */
function Excerpt({ text }: { text: string }) {
  const parts = text.split(/(\[[^\]]*\])/);
  return (
    <span className="global-search-excerpt">
      {parts.map((part, i) => (part.startsWith("[") && part.endsWith("]") ? <mark key={i}>{part.slice(1, -1)}</mark> : <span key={i}>{part}</span>))}
    </span>
  );
}
