type TagChipsProps = {
  tags: readonly string[];
  /** When given, each chip is a button that picks the tag (e.g. as the list filter). */
  onPick?: (tag: string) => void;
};

export function TagChips({ tags, onPick }: TagChipsProps) {
  if (tags.length === 0) {
    return null;
  }
  return (
    <ul className="chips" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="chip">
          {onPick ? (
            <button type="button" className="chip-button" onClick={() => onPick(tag)} title={`Show only “${tag}”`}>
              {tag}
            </button>
          ) : (
            tag
          )}
        </li>
      ))}
    </ul>
  );
}

/** Splits the comma-separated tag input into tags, as the GM typed them (the backend normalises). */
export function parseTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}
