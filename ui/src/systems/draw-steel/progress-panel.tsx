import { useId, useState } from "react";
import type { Characteristic, DrawSteelHeroView, DrawSteelProgressEntry, ProjectRollView, RecoveryView, RespiteActivity, RespiteView } from "../../bindings";
import { ConfirmButton } from "../../components/confirm-button";
import { ErrorNotice } from "../../components/error-notice";
import { Field, fieldAria } from "../../components/field";
import { blamesField, fieldMessage } from "../../errors";
import { ExplainedValue } from "../../shared/explained-value";
import { HistoryList } from "../../shared/history-list";
import { count } from "../../format";
import { useDrawSteelAddProject, useDrawSteelAwardVictories, useDrawSteelContentList, useDrawSteelLevelUp, useDrawSteelProjectRoll, useDrawSteelRemoveProject, useDrawSteelRespite, useDrawSteelReturnHero, useDrawSteelSpendRecovery, useDrawSteelUndoProgress } from "./queries";
import { DiceEntry } from "./dice-entry";
import { Check, IntInput, Stepper } from "./form";
import { CHARACTERISTIC_LABEL, CHARACTERISTICS } from "./labels";
import { PowerRollView } from "./roll-views";

/** A hero between fights: Victories and levels, Recoveries, respites and projects. */
export function ProgressPanel({ hero }: { hero: DrawSteelHeroView }) {
  return (
    <section className="ds-progress" aria-label="Progress" data-testid="ds-progress">
      {hero.progress.dead ? <ReturnPanel hero={hero} /> : null}
      <ExperiencePanel hero={hero} />
      <RecoveryPanel hero={hero} />
      <RespitePanel hero={hero} />
      <ProjectsPanel hero={hero} />
      <HistoryPanel hero={hero} />
    </section>
  );
}

const KIND_LABEL: Record<DrawSteelProgressEntry["kind"], string> = {
  victories_awarded: "Victories",
  combat_ended: "Combat",
  recovery_spent: "Recovery",
  respite_taken: "Respite",
  leveled_up: "Level",
  project_added: "Project",
  project_rolled: "Project roll",
  project_removed: "Project",
  rebuilt: "Rebuilt",
  returned_to_life: "Returned by the Director",
};

/** The hero's progression ledger, newest first, with Undo for the newest entry. */
function HistoryPanel({ hero }: { hero: DrawSteelHeroView }) {
  const undo = useDrawSteelUndoProgress();
  return (
    <div className="ds-panel ds-history" data-testid="ds-history">
      <h5 className="ds-panel-title">History</h5>
      <HistoryList
        entryTestId="ds-history-entry"
        entries={hero.history.map((entry) => ({
          seq: entry.seq,
          kindLabel: KIND_LABEL[entry.entry.kind],
          summary: entry.summary,
          session: entry.session,
          reason: entry.reason,
          recordedAt: entry.recordedAt,
          rule: entry.rule,
        }))}
        undo={{
          available: hero.canUndoProgress,
          busy: undo.isPending,
          error: undo.isError ? undo.error : null,
          onUndo: (seq) => undo.mutate({ characterId: hero.characterId, expectedSeq: seq }),
          nothingToUndo: "No progress recorded since the hero was built: nothing to undo.",
          testId: "ds-undo-progress",
        }}
      />
    </div>
  );
}

/**
 * A dead hero stays dead: no Recovery, respite or fight takes them in. The glossary has no rule
 * for coming back, so the return is the Director's call, recorded in the ledger (Undo makes the
 * hero dead again).
 */
function ReturnPanel({ hero }: { hero: DrawSteelHeroView }) {
  const giveBack = useDrawSteelReturnHero();
  const maximum = hero.sheet.staminaMaximum.value;
  const [stamina, setStamina] = useState(maximum);
  const id = useId();
  return (
    <div className="ds-panel notice" data-testid="ds-dead">
      <h5 className="ds-panel-title">{hero.name} is dead</h5>
      <p className="field-hint">
        Recoveries, respites and fights leave {hero.name} out until the Director brings them back. The glossary has no rule for a return: choose the
        Stamina they come back with.
      </p>
      <form
        className="ds-inline"
        onSubmit={(event) => {
          event.preventDefault();
          giveBack.mutate({ characterId: hero.characterId, stamina });
        }}
      >
        <div className="field">
          <label htmlFor={id} className="field-label">
            Stamina on return (1 to {maximum})
          </label>
          <IntInput id={id} value={stamina} onChange={setStamina} min={1} max={maximum} data-testid="ds-return-stamina" data-path="stamina" />
        </div>
        <button type="submit" className="button button-primary" disabled={giveBack.isPending} data-testid="ds-return-hero">
          {giveBack.isPending ? "Recording…" : `Bring ${hero.name} back`}
        </button>
      </form>
      {giveBack.isError ? <ErrorNotice error={giveBack.error} /> : null}
    </div>
  );
}

function ExperiencePanel({ hero }: { hero: DrawSteelHeroView }) {
  const award = useDrawSteelAwardVictories();
  const levelUp = useDrawSteelLevelUp();
  const [victories, setVictories] = useState(1);
  const { level, progress } = hero;
  const id = useId();
  return (
    <div className="ds-panel" data-testid="ds-progress-xp">
      <h5 className="ds-panel-title">Victories and Experience</h5>
      <p>
        <span data-testid="ds-victories">{count(progress.victories, "Victory", "Victories")}</span> waiting for a respite ·{" "}
        <span data-testid="ds-experience">{progress.experience} Experience</span>
      </p>
      <p className="field-hint" data-testid="ds-level-status">
        Level {level.level}
        {level.nextLevelAt !== null ? `; level ${level.level + 1} needs ${level.nextLevelAt} Experience` : ", the highest level"}.
      </p>
      {level.readyToLevelUp ? (
        <div className="notice ds-level-ready" data-testid="ds-level-ready">
          <span>
            {hero.name}'s Experience reaches level {level.earnedLevel}.
          </span>
          <button type="button" className="button button-primary" onClick={() => levelUp.mutate({ characterId: hero.characterId })} disabled={levelUp.isPending} data-testid="ds-level-up">
            {levelUp.isPending ? "Levelling up…" : `Level up to ${level.level + 1}`}
          </button>
        </div>
      ) : null}
      {levelUp.isError ? <ErrorNotice error={levelUp.error} /> : null}
      <form
        className="ds-inline"
        onSubmit={(event) => {
          event.preventDefault();
          award.mutate({ characterIds: [hero.characterId], victories });
        }}
      >
        <div className="field">
          <label htmlFor={id} className="field-label">
            Victories earned
          </label>
          <IntInput id={id} value={victories} onChange={setVictories} min={1} max={999} data-testid="ds-award-count" data-path="victories" />
        </div>
        <button type="submit" className="button" disabled={award.isPending} data-testid="ds-award-victories">
          Award
        </button>
      </form>
      {award.isError ? <ErrorNotice error={award.error} /> : null}
    </div>
  );
}

function RecoveryPanel({ hero }: { hero: DrawSteelHeroView }) {
  const spend = useDrawSteelSpendRecovery();
  const [last, setLast] = useState<RecoveryView | null>(null);
  return (
    <div className="ds-panel" data-testid="ds-progress-recovery">
      <h5 className="ds-panel-title">Recoveries</h5>
      <p>
        {hero.recoveriesLeft} of {hero.sheet.recoveries.value} left · Stamina {hero.stamina} of {hero.sheet.staminaMaximum.value}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => spend.mutate({ characterId: hero.characterId }, { onSuccess: setLast })}
        disabled={spend.isPending}
        data-testid="ds-spend-recovery"
      >
        Spend a Recovery (regain up to {hero.sheet.recoveryValue.value} Stamina)
      </button>
      {spend.isError ? <ErrorNotice error={spend.error} /> : null}
      {last && !spend.isError ? (
        <p className="field-hint" role="status" data-testid="ds-recovery-result">
          Regained <ExplainedValue label="Stamina regained" explained={last.regained} /> Stamina; now {last.hero.stamina} of {last.hero.sheet.staminaMaximum.value}.
        </p>
      ) : null}
    </div>
  );
}

type ActivityChoice = "none" | "change_kit" | "other";

function RespitePanel({ hero }: { hero: DrawSteelHeroView }) {
  const respite = useDrawSteelRespite();
  const kits = useDrawSteelContentList({ kind: "kit" });
  const [choice, setChoice] = useState<ActivityChoice>("none");
  const [kitId, setKitId] = useState<number | null>(hero.build.kitId ?? null);
  const [description, setDescription] = useState("");
  const [last, setLast] = useState<RespiteView | null>(null);
  const group = useId();
  const current = hero.respiteActivity;

  const activity: RespiteActivity | null =
    current !== null || choice === "none" ? null : choice === "change_kit" ? { kind: "change_kit", kitId } : { kind: "other", description };
  const end = (completed: boolean) =>
    respite.mutate(
      { characterId: hero.characterId, completed, activity },
      {
        onSuccess: (view) => {
          setLast(view);
          setChoice("none");
          setDescription("");
        },
      },
    );

  return (
    <div className="ds-panel" data-testid="ds-respite">
      <h5 className="ds-panel-title">Respite</h5>
      <p className="field-hint">24 uninterrupted hours with one activity. A finished respite restores Stamina and Recoveries and turns Victories into Experience.</p>
      {current ? (
        <p data-testid="ds-respite-activity">
          This respite's activity: <ActivityText activity={current} />
        </p>
      ) : (
        <fieldset className="ds-fieldset">
          <legend className="field-label">Its activity</legend>
          <div className="fh-segmented">
            {(["none", "change_kit", "other"] as const).map((option) => (
              <label key={option} className="segment">
                <input type="radio" name={`${group}-activity`} checked={choice === option} onChange={() => setChoice(option)} data-testid={`ds-respite-activity-${option}`} />
                {option === "none" ? "None, or a project roll" : option === "change_kit" ? "Change kit" : "Something else"}
              </label>
            ))}
          </div>
          {choice === "change_kit" ? (
            <select
              className="select"
              aria-label="New kit"
              value={kitId ?? ""}
              onChange={(event) => setKitId(event.target.value === "" ? null : Number(event.target.value))}
              data-testid="ds-respite-kit"
              {...fieldAria("ds-respite-kit", fieldMessage(respite.error, "activity.kitId"))}
            >
              <option value="">No kit</option>
              {(kits.data ?? []).map((kit) => (
                <option key={kit.id} value={kit.id}>
                  {kit.name}
                </option>
              ))}
            </select>
          ) : null}
          {choice === "other" ? (
            <input
              className="input"
              aria-label="What the hero does"
              placeholder="Trains with the town watch"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              data-testid="ds-respite-other"
            />
          ) : null}
        </fieldset>
      )}
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={() => end(true)} disabled={respite.isPending} data-testid="ds-respite-complete">
          Finish the respite
        </button>
        <button type="button" className="button" onClick={() => end(false)} disabled={respite.isPending} data-testid="ds-respite-interrupted">
          It was interrupted
        </button>
      </div>
      {respite.isError ? <ErrorNotice error={respite.error} /> : null}
      {last && !respite.isError ? (
        <div className="field-hint" role="status" data-testid="ds-respite-result">
          {last.outcome.completed ? (
            <>
              Regained {last.outcome.staminaRegained} Stamina and {count(last.outcome.recoveriesRegained, "Recovery", "Recoveries")}; gained{" "}
              <ExplainedValue label="Experience gained" explained={last.outcome.experienceGained} /> Experience.
            </>
          ) : (
            <>The respite was interrupted: no Stamina, Recoveries or Experience from it.</>
          )}
          {last.activity ? (
            <>
              {" "}
              Activity: <ActivityText activity={last.activity} />.
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ActivityText({ activity }: { activity: RespiteActivity }) {
  const kits = useDrawSteelContentList({ kind: "kit" });
  switch (activity.kind) {
    case "project_roll":
      return (
        <>
          {count(activity.rolls.length, "project roll")} for "{activity.project}"
        </>
      );
    case "change_kit":
      return <>changing kit to {activity.kitId === null ? "none" : (kits.data?.find((k) => k.id === activity.kitId)?.name ?? `kit ${activity.kitId}`)}</>;
    case "other":
      return <>{activity.description}</>;
  }
}

function ProjectsPanel({ hero }: { hero: DrawSteelHeroView }) {
  const projects = hero.progress.projects ?? [];
  return (
    <div className="ds-panel ds-panel-wide" data-testid="ds-projects">
      <h5 className="ds-panel-title">Projects</h5>
      {projects.length === 0 ? <p className="muted">No projects yet.</p> : null}
      <ul className="ds-projects">
        {projects.map((project, index) => (
          <ProjectItem key={`${project.name}-${index}`} hero={hero} index={index} />
        ))}
      </ul>
      <NewProjectForm hero={hero} />
    </div>
  );
}

function ProjectItem({ hero, index }: { hero: DrawSteelHeroView; index: number }) {
  const project = (hero.progress.projects ?? [])[index]!;
  const roll = useDrawSteelProjectRoll();
  const remove = useDrawSteelRemoveProject();
  const [edges, setEdges] = useState(0);
  const [banes, setBanes] = useState(0);
  const [skill, setSkill] = useState(false);
  const [last, setLast] = useState<ProjectRollView | null>(null);
  const done = project.points >= project.goal;
  const run = (dice: [number, number] | null) =>
    roll.mutate({ characterId: hero.characterId, projectIndex: index, dice, edges, banes, skill }, { onSuccess: setLast });

  return (
    <li className={last?.anotherRoll ? "ds-project ds-breakthrough" : "ds-project"} data-testid="ds-project" data-index={index}>
      <div className="ds-project-head">
        <strong>{project.name}</strong>
        <span data-testid="ds-project-points">
          {project.points} / {project.goal} points
        </span>
        <span className="muted">rolls {CHARACTERISTIC_LABEL[project.characteristic]}</span>
        {done ? <span className="badge badge-accent">finished</span> : null}
        <span className="ds-item-controls">
          <ConfirmButton
            label="Remove"
            question={<>Remove the project "{project.name}" and its points?</>}
            confirmLabel="Remove it"
            busy={remove.isPending}
            onConfirm={() => remove.mutate({ characterId: hero.characterId, projectIndex: index })}
            testId="ds-project-remove"
          />
        </span>
      </div>
      <progress className="progress" max={project.goal} value={project.points} aria-label={`${project.name}: ${project.points} of ${project.goal} points`} />
      {project.notes ? <p className="field-hint">{project.notes}</p> : null}
      {!done ? (
        <div className="ds-inline">
          <div className="field">
            <span className="field-label">Edges</span>
            <Stepper value={edges} onChange={setEdges} min={0} max={9} label="Edges" testId="ds-project-edges" />
          </div>
          <div className="field">
            <span className="field-label">Banes</span>
            <Stepper value={banes} onChange={setBanes} min={0} max={9} label="Banes" testId="ds-project-banes" />
          </div>
          <Check checked={skill} onChange={setSkill} label="A skill applies" testId="ds-project-skill" />
          <DiceEntry onRoll={() => run(null)} onEnter={run} busy={roll.isPending} testId="ds-project-roll" rollLabel="Project roll" />
        </div>
      ) : null}
      {roll.isError ? <ErrorNotice error={roll.error} /> : null}
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      {last && !roll.isError ? (
        <div className="ds-project-result" data-testid="ds-project-result">
          <p role="status">
            The roll earned {last.roll.points} points; the project gained {last.project.gained} and stands at {last.project.points} of {project.goal}
            {last.project.completed ? ": finished." : "."}
          </p>
          {last.anotherRoll ? (
            <div className="notice ds-breakthrough" data-testid="ds-breakthrough">
              <strong>Breakthrough!</strong>
              <span>A natural {last.roll.roll.natural}: {hero.name} may make another project roll for this project in the same respite activity.</span>
              <button type="button" className="button button-primary" onClick={() => run(null)} disabled={roll.isPending} data-testid="ds-breakthrough-roll">
                Roll again
              </button>
            </div>
          ) : null}
          <PowerRollView roll={last.roll.roll} dice={last.dice} label={`Project roll for ${project.name}`} testId="ds-project-roll-result" />
        </div>
      ) : null}
    </li>
  );
}

const PROJECT_FIELDS = ["project.name", "project.goal", "project.points", "project.notes"];

function NewProjectForm({ hero }: { hero: DrawSteelHeroView }) {
  const add = useDrawSteelAddProject();
  const [name, setName] = useState("");
  const [goal, setGoal] = useState(30);
  const [points, setPoints] = useState(0);
  const [characteristic, setCharacteristic] = useState<Characteristic>("reason");
  const [notes, setNotes] = useState("");
  const [shape, setShape] = useState<string | null>(null);
  const id = useId();
  const nameError = shape ?? fieldMessage(add.error, "project.name");
  return (
    <form
      className="ds-inline ds-project-form"
      data-testid="ds-project-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === "") {
          setShape("Name the project.");
          return;
        }
        setShape(null);
        add.mutate(
          { characterId: hero.characterId, project: { name, goal, points, characteristic, notes } },
          {
            onSuccess: () => {
              setName("");
              setPoints(0);
              setNotes("");
            },
          },
        );
      }}
    >
      <Field id={`${id}-name`} label="New project" error={nameError}>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          placeholder="Forge a rune blade"
          onChange={(event) => setName(event.target.value)}
          data-testid="ds-project-name"
          {...fieldAria(`${id}-name`, nameError)}
        />
      </Field>
      <Field id={`${id}-goal`} label="Goal" error={fieldMessage(add.error, "project.goal")}>
        <IntInput id={`${id}-goal`} value={goal} onChange={setGoal} min={0} max={65535} data-testid="ds-project-goal" data-path="project.goal" />
      </Field>
      <Field id={`${id}-points`} label="Points so far" error={fieldMessage(add.error, "project.points")}>
        <IntInput id={`${id}-points`} value={points} onChange={setPoints} min={0} max={65535} data-testid="ds-project-points-input" data-path="project.points" />
      </Field>
      <Field id={`${id}-characteristic`} label="Rolls">
        <select
          id={`${id}-characteristic`}
          className="select"
          value={characteristic}
          onChange={(event) => setCharacteristic(event.target.value as Characteristic)}
          data-testid="ds-project-characteristic"
        >
          {CHARACTERISTICS.map((c) => (
            <option key={c} value={c}>
              {CHARACTERISTIC_LABEL[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-notes`} label="Notes" error={fieldMessage(add.error, "project.notes")}>
        <input id={`${id}-notes`} className="input" value={notes} onChange={(event) => setNotes(event.target.value)} data-testid="ds-project-notes" />
      </Field>
      <button type="submit" className="button" disabled={add.isPending} data-testid="ds-project-add">
        Add project
      </button>
      {add.isError && !blamesField(add.error, PROJECT_FIELDS) ? <ErrorNotice error={add.error} /> : null}
    </form>
  );
}
