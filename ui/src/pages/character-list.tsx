import { useId, useState, type RefObject } from "react";
import type { CharacterKind, CharacterQuery, SystemId } from "../bindings";
import { EmptyState } from "../components/empty-state";
import { ErrorNotice } from "../components/error-notice";
import { TagChips } from "../components/tag-chips";
import { systemName } from "../format";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { CHARACTER_PAGE, useCharacterPages, useSystems, useTags } from "../queries";

/** How long typing in the search box must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 200;

type CharacterListProps = {
  kind: CharacterKind;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onCreate: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
};

export function CharacterList({ kind, selectedId, onSelect, onCreate, searchRef }: CharacterListProps) {
  const [search, setSearch] = useState("");
  const [tag, setTag] = useState("");
  const [system, setSystem] = useState<SystemId | "">("");
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const systems = useSystems();
  const tags = useTags();
  const baseId = useId();
  const ids = { search: `${baseId}-search`, tag: `${baseId}-tag`, system: `${baseId}-system` };

  const query: CharacterQuery = { kind };
  if (debouncedSearch !== "") query.search = debouncedSearch;
  if (tag !== "") query.tag = tag;
  if (system !== "") query.system = system;
  const list = useCharacterPages(query);
  const rows = list.data?.pages.flatMap((page) => page.characters);
  const total = list.data?.pages[0]?.total ?? 0;

  const filtered = debouncedSearch !== "" || tag !== "" || system !== "";
  const clearFilters = () => {
    setSearch("");
    setTag("");
    setSystem("");
  };
  const noun = kind === "pc" ? "player characters" : "NPCs";

  return (
    <div className="list-column">
      <div className="filters" role="search" aria-label={`Filter ${noun}`}>
        <label htmlFor={ids.search} className="visually-hidden">
          Search by name
        </label>
        <input
          id={ids.search}
          ref={searchRef}
          type="search"
          className="input"
          placeholder="Search by name  ( / )"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="character-search"
          aria-keyshortcuts="/"
        />
        <div className="filter-row">
          <label htmlFor={ids.tag} className="visually-hidden">
            Tag
          </label>
          <select id={ids.tag} className="select" value={tag} onChange={(event) => setTag(event.target.value)} data-testid="character-filter-tag">
            <option value="">Any tag</option>
            {tags.data?.map((entry) => (
              <option key={entry.tag} value={entry.tag}>
                {entry.tag} ({entry.count})
              </option>
            ))}
          </select>
          <label htmlFor={ids.system} className="visually-hidden">
            System
          </label>
          <select
            id={ids.system}
            className="select"
            value={system}
            onChange={(event) => setSystem(event.target.value as SystemId | "")}
            data-testid="character-filter-system"
          >
            <option value="">Any system</option>
            {systems.data?.map((info) => (
              <option key={info.id} value={info.id}>
                {info.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isError ? <ErrorNotice error={list.error} /> : null}
      {list.isPending ? <p className="muted">Loading…</p> : null}
      {rows && rows.length === 0 && !filtered ? (
        <EmptyState title={kind === "pc" ? "No player characters yet" : "No NPCs yet"}>
          <p>
            {kind === "pc"
              ? "Add each player's hero with “New character”: a name and a system are enough to start; notes and tags can come later."
              : "Add the people your players will meet with “New NPC”. Tag them (villain, port azure…) to find them again mid-session."}
          </p>
          <button type="button" className="button button-primary" onClick={onCreate}>
            {kind === "pc" ? "Add the first character" : "Add the first NPC"}
          </button>
        </EmptyState>
      ) : null}
      {rows && rows.length === 0 && filtered ? (
        <EmptyState title={`No ${noun} match these filters`}>
          <button type="button" className="button" onClick={clearFilters}>
            Clear filters
          </button>
        </EmptyState>
      ) : null}

      <ul
        className="character-list"
        data-testid="character-list"
        aria-label={noun}
        aria-busy={list.isFetching}
        onScroll={(event) => {
          const el = event.currentTarget;
          if (list.hasNextPage && !list.isFetchingNextPage && el.scrollTop + el.clientHeight >= el.scrollHeight - 200) {
            void list.fetchNextPage();
          }
        }}
      >
        {rows?.map((character) => (
          <li key={character.id} className="character-row" data-testid="character-row">
            <button
              type="button"
              className="row-button"
              aria-current={character.id === selectedId ? "true" : undefined}
              onClick={() => onSelect(character.id)}
            >
              <span className="row-name">{character.name}</span>
              <span className="row-system">{systemName(systems.data, character.system)}</span>
            </button>
            <TagChips tags={character.tags} onPick={setTag} />
          </li>
        ))}
      </ul>
      {rows && rows.length > 0 && (list.hasNextPage || filtered) ? (
        <div className="list-footer">
          <span className="muted" data-testid="character-count" aria-live="polite">
            {rows.length === total ? `${total} ${total === 1 ? "match" : "matches"}` : `Showing ${rows.length} of ${total}`}
          </span>
          {list.hasNextPage ? (
            <button
              type="button"
              className="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              data-testid="character-more"
            >
              {list.isFetchingNextPage ? "Loading…" : `Show ${Math.min(CHARACTER_PAGE, total - rows.length)} more`}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
