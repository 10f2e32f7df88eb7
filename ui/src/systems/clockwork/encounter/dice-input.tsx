/** Dice typed from the table; left empty, the engine rolls them from the encounter's seed. */
export function DiceInput({ value, onChange, label, testId, error }: { value: string; onChange: (value: string) => void; label: string; testId: string; error?: string | null }) {
  return (
    <label className="check">
      {label}
      <input
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="rolled by Tablekeep"
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      />
      {error ? (
        <span className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
