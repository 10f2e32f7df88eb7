import { useId, useState, type FormEvent } from "react";
import type { CharacterView, KnowledgeTarget, Manner, Sheet } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { fieldMessage } from "../../errors";
import { useAwardKnowledge } from "./queries";
import type { ContentIndex } from "./content-index";
import { ArmOptionGroups } from "./arm-options";
import { MANNERS } from "./labels";

/** Progress toward proficiencies, and the form that awards Knowledge Points. */
export function KnowledgeSection({ character, sheet, index }: { character: CharacterView; sheet: Sheet; index: ContentIndex }) {
  return (
    <div className="fh-knowledge">
      {sheet.knowledge.length === 0 ? (
        <p className="muted">No Knowledge Points yet. Award them below when the character learns from a fight, a book or a master.</p>
      ) : (
        <ul className="fh-progress-list">
          {sheet.knowledge.map((line) => (
            <li key={`${line.target.kind}-${line.target.id}`} className="fh-progress" data-testid="fh-knowledge-line">
              <span className="fh-progress-name">
                {line.name} <span className="muted">({line.target.kind === "arm" ? "arm" : "spell"})</span>
              </span>
              <span
                className="progress"
                role="progressbar"
                aria-label={`${line.name} Knowledge Points`}
                aria-valuemin={0}
                aria-valuemax={line.threshold}
                aria-valuenow={Math.min(line.points, line.threshold)}
              >
                <span className="progress-fill" style={{ width: `${Math.min(100, (100 * line.points) / Math.max(1, line.threshold))}%` }} />
              </span>
              <span className="fh-progress-count">
                {line.points}/{line.threshold} KP
              </span>
              {line.proficient ? <span className="badge badge-accent">Proficient</span> : null}
            </li>
          ))}
        </ul>
      )}
      <AwardForm character={character} index={index} />
    </div>
  );
}

function AwardForm({ character, index }: { character: CharacterView; index: ContentIndex }) {
  const award = useAwardKnowledge();
  const [kind, setKind] = useState<KnowledgeTarget["kind"]>("arm");
  const [target, setTarget] = useState("");
  const [manner, setManner] = useState<Manner>("first_hand_experience");
  const [points, setPoints] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const arms = index.content.arms.filter((arm) => arm.kind !== "armor");
  const spells = index.content.spells.filter((spell) => spell.list === "combat" && spell.status === "final");
  const chosenManner = MANNERS.find((m) => m.id === manner);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = points.trim() === "" ? null : Number(points);
    if (target === "") return setProblem(`Pick the ${kind} the character learns about.`);
    if (amount !== null && (!Number.isInteger(amount) || amount < 1 || amount > 4)) return setProblem("Points, when given, are a whole number from 1 to 4.");
    setProblem(null);
    award.mutate(
      {
        id: character.id,
        target: { kind, id: target },
        manner,
        ...(amount !== null ? { points: amount } : {}),
        ...(reason.trim() !== "" ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          setPoints("");
          setReason("");
        },
      },
    );
  };

  return (
    <form className="fh-award" onSubmit={submit} noValidate aria-label="Award Knowledge Points" data-testid="fh-knowledge-form">
      <fieldset className="fh-segmented">
        <legend className="field-label">Learning about</legend>
        {(["arm", "spell"] as const).map((value) => (
          <label key={value} className="segment">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === value}
              onChange={() => {
                setKind(value);
                setTarget("");
              }}
              data-testid={`fh-knowledge-kind-${value}`}
            />
            {value === "arm" ? "An arm" : "A combat spell"}
          </label>
        ))}
      </fieldset>
      <div className="field-pair">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-target`}>
            {kind === "arm" ? "Arm" : "Spell"}
          </label>
          <select id={`${id}-target`} className="select" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="fh-knowledge-target">
            <option value="">Choose…</option>
            {kind === "arm"
              ? <ArmOptionGroups arms={arms} />
              : spells.map((spell) => (
                  <option key={spell.id} value={spell.id}>
                    {spell.name}
                  </option>
                ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-manner`}>
            How
          </label>
          <select id={`${id}-manner`} className="select" value={manner} onChange={(e) => setManner(e.target.value as Manner)} data-testid="fh-knowledge-manner">
            {MANNERS.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label} ({m.points} KP)
              </option>
            ))}
          </select>
          {chosenManner ? <p className="field-hint">{chosenManner.hint}.</p> : null}
        </div>
      </div>
      <div className="field-pair">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-points`}>
            Points instead <span className="muted">(optional, 1–4)</span>
          </label>
          <input
            id={`${id}-points`}
            className="input"
            inputMode="numeric"
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            placeholder={chosenManner ? String(chosenManner.points) : ""}
            data-testid="fh-knowledge-points"
          />
          {fieldMessage(award.error, "points") ? <p className="field-error">{fieldMessage(award.error, "points")}</p> : null}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-reason`}>
            Reason <span className="muted">(shown in the history)</span>
          </label>
          <input id={`${id}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Duelled the harbour master" data-testid="fh-knowledge-reason" />
        </div>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {award.isError && !fieldMessage(award.error, "points") ? <ErrorNotice error={award.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={award.isPending} data-testid="fh-award-knowledge">
          {award.isPending ? "Awarding…" : "Award Knowledge Points"}
        </button>
      </div>
    </form>
  );
}
