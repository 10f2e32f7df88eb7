import { useId, useState } from "react";

/** The faces as numbers when both are 1 to 10 (a shape check: a d10 has ten faces). */
function facesOf(texts: [string, string]): [number, number] | null {
  const faces = texts.map((text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN));
  return faces.every((face) => face >= 1 && face <= 10) ? (faces as [number, number]) : null;
}

type DiceEntryProps = {
  /** Rolls with Tablekeep's dice. */
  onRoll: () => void;
  /** Rolls with the faces the table shows. */
  onEnter: (dice: [number, number]) => void;
  busy: boolean;
  /** Test-id prefix: `<prefix>` (roll), `<prefix>-die-1|2`, `<prefix>-entered`. */
  testId: string;
  rollLabel?: string;
};

/** "Roll" with the engine's dice, or type the two d10 the table rolled. */
export function DiceEntry({ onRoll, onEnter, busy, testId, rollLabel = "Roll" }: DiceEntryProps) {
  const [texts, setTexts] = useState<[string, string]>(["", ""]);
  const id = useId();
  const faces = facesOf(texts);
  const typed = texts.some((text) => text.trim() !== "");
  const enter = () => {
    if (faces) onEnter(faces);
  };
  return (
    <div className="ds-dice-entry">
      <button type="button" className="button button-primary" onClick={onRoll} disabled={busy} data-testid={testId}>
        {busy ? "Rolling…" : rollLabel}
      </button>
      <span className="ds-or">or the table's dice</span>
      {[0, 1].map((index) => (
        <span key={index} className="ds-die">
          <label htmlFor={`${id}-${index}`} className="visually-hidden">
            d10 number {index + 1}
          </label>
          <input
            id={`${id}-${index}`}
            className="input ds-die-input"
            inputMode="numeric"
            placeholder="d10"
            value={texts[index]}
            aria-invalid={texts[index]!.trim() !== "" && facesOf([texts[index]!, "1"]) === null ? true : undefined}
            onChange={(event) => setTexts((old) => (index === 0 ? [event.target.value, old[1]] : [old[0], event.target.value]))}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                enter();
              }
            }}
            data-testid={`${testId}-die-${index + 1}`}
          />
        </span>
      ))}
      <button type="button" className="button" onClick={enter} disabled={busy || faces === null} data-testid={`${testId}-entered`}>
        Use these dice
      </button>
      {typed && faces === null ? <span className="field-hint ds-shape-hint">Each d10 shows a number from 1 to 10.</span> : null}
    </div>
  );
}
