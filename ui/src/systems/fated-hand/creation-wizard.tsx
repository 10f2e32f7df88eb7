import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { CharacterView, NewBuild, NewFatedHand } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { taggedCreation } from "./character";
import { useBuildCharacter, usePreviewBuild } from "./queries";
import { useContentIndex } from "./content-index";
import { WizardReview } from "./wizard-review";
import { ArmStep, AttributesStep, attributesOf, EMPTY_DRAFT, SeasonStep, SkillsStep, TalentStep, type Draft } from "./wizard-steps";

type StepId = "basics" | "attributes" | "skills" | "arm" | "talent" | "season" | "review";

const STEP_LABEL: Record<StepId, string> = {
  basics: "Basics",
  attributes: "Attributes",
  skills: "Skills",
  arm: "Starting arm",
  talent: "Talent",
  season: "Birth season",
  review: "Review",
};
/** The step indicator's shorter words. */
const STEP_SHORT: Record<StepId, string> = { ...STEP_LABEL, arm: "Arm", season: "Season" };

/** What is missing on a step before Next (shape only; the engine judges the rest). */
function gapOf(step: StepId, draft: Draft): string | null {
  switch (step) {
    case "attributes":
      return draft.zero ? null : "Pick the attribute that starts at 0.";
    case "skills":
      return draft.skills.length === 2 ? null : `Choose exactly two skills (${draft.skills.length} chosen).`;
    case "arm":
      return draft.arm ? null : "Pick the starting Simple weapon.";
    case "talent":
      return draft.talent ? null : "Pick a talent.";
    case "season":
      return draft.season ? null : "Pick the season of birth.";
    default:
      return null;
  }
}

function buildOf(draft: Draft): NewBuild | null {
  if (!draft.zero || draft.skills.length !== 2 || !draft.arm || !draft.talent || !draft.season) return null;
  return { attributes: attributesOf(draft.zero), skillProficiencies: draft.skills, armProficiency: draft.arm, talent: draft.talent, season: draft.season };
}

export type WizardSave = { run: (creation: NewFatedHand) => void; pending: boolean; error: unknown; label: string };

type CreationWizardProps = {
  title: string;
  /** The Basics step when creating: the character form's fields, their shape check and extra actions. */
  basics?: { fields: ReactNode; check: () => boolean; actions?: ReactNode };
  save: WizardSave;
  onCancel: () => void;
};

/** The Fated Hand creation wizard: Basics → Attributes → Skills → Arm → Talent → Season → Review. */
export function CreationWizard({ title, basics, save, onCancel }: CreationWizardProps) {
  const steps: StepId[] = [...(basics ? (["basics"] as const) : []), "attributes", "skills", "arm", "talent", "season", "review"];
  const [at, setAt] = useState(0);
  const [reached, setReached] = useState(0);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [gap, setGap] = useState<string | null>(null);
  const { index, error: contentError } = useContentIndex();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const titleId = useId();
  const step = steps[at] ?? "review";
  const build = buildOf(draft);
  const preview = usePreviewBuild(step === "review" && build ? { build } : null);

  useEffect(() => {
    // Keyboard users land on the new step's heading (not on first render: Basics has autofocus).
    if (moved.current) heading.current?.focus();
  }, [at]);

  const go = (target: number) => {
    moved.current = true;
    setGap(null);
    setAt(target);
    setReached((r) => Math.max(r, target));
  };
  const next = () => {
    if (step === "basics" && basics && !basics.check()) return;
    const missing = gapOf(step, draft);
    setGap(missing);
    if (!missing) go(at + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step !== "review") return next();
    if (build) save.run({ build });
  };

  return (
    <form className="wizard" onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="fh-wizard">
      <h3 id={titleId} className="pane-title">
        {title}
      </h3>
      <ol className="wizard-steps" aria-label="Steps">
        {steps.map((id, i) => (
          <li key={id} className={i === at ? "wizard-step wizard-step-current" : i < at ? "wizard-step wizard-step-done" : "wizard-step"} aria-current={i === at ? "step" : undefined}>
            {i <= reached && i !== at ? (
              <button type="button" className="wizard-step-button" onClick={() => go(i)}>
                <span className="wizard-step-number">{i + 1}</span>
                {STEP_SHORT[id]}
              </button>
            ) : (
              <span className="wizard-step-button">
                <span className="wizard-step-number">{i + 1}</span>
                {STEP_SHORT[id]}
              </span>
            )}
          </li>
        ))}
      </ol>

      <h4 ref={heading} tabIndex={-1} className="wizard-step-title">
        Step {at + 1} of {steps.length}: {STEP_LABEL[step]}
      </h4>

      {contentError ? <ErrorNotice error={contentError} /> : null}
      {step === "basics" ? basics?.fields : null}
      {step !== "basics" && !index && !contentError ? <p className="muted">Loading the Fated Hand rules…</p> : null}
      {index ? (
        <>
          {step === "attributes" ? <AttributesStep draft={draft} onChange={setDraft} /> : null}
          {step === "skills" ? <SkillsStep draft={draft} onChange={setDraft} /> : null}
          {step === "arm" ? <ArmStep draft={draft} onChange={setDraft} index={index} /> : null}
          {step === "talent" ? <TalentStep draft={draft} onChange={setDraft} index={index} /> : null}
          {step === "season" ? <SeasonStep draft={draft} onChange={setDraft} /> : null}
          {step === "review" && build ? <WizardReview build={build} preview={preview} index={index} /> : null}
        </>
      ) : null}

      {gap ? (
        <p className="field-error wizard-gap" role="alert" data-testid="fh-step-error">
          {gap}
        </p>
      ) : null}
      {step === "review" && save.error ? <ErrorNotice error={save.error} /> : null}

      <div className="wizard-nav">
        <button type="button" className="button" onClick={() => go(at - 1)} disabled={at === 0 || save.pending} data-testid="fh-step-back">
          Back
        </button>
        {step === "review" ? (
          <button type="submit" className="button button-primary" disabled={!build || save.pending || preview.isError} data-testid="fh-create">
            {save.pending ? "Saving…" : save.label}
          </button>
        ) : (
          <button type="submit" className="button button-primary" data-testid="fh-step-next">
            Next
          </button>
        )}
        <span className="wizard-nav-spacer" />
        {step === "basics" ? basics?.actions : null}
        <button type="button" className="button" onClick={onCancel} disabled={save.pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The wizard for a Fated Hand character created without a build: saves with buildCharacter. */
export function BuildWizard({ character, onDone }: { character: CharacterView; onDone: () => void }) {
  const build = useBuildCharacter();
  return (
    <CreationWizard
      title={`Build ${character.name}`}
      save={{
        run: (creation) => build.mutate({ id: character.id, creation: taggedCreation(creation) }, { onSuccess: onDone }),
        pending: build.isPending,
        error: build.error,
        label: `Build ${character.name}`,
      }}
      onCancel={onDone}
    />
  );
}
