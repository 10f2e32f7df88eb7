import type { UseQueryResult } from "@tanstack/react-query";
import type { NewBuild, Sheet } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { ArmsTable } from "./arms-table";
import type { ContentIndex } from "./content-index";
import { SEASONS, SKILL_LABEL } from "./labels";
import { AttributesBlock, SheetHeader, SkillsBlock } from "./sheet-stats";

/** The last step: the choices, and the sheet the engine computes from them (nothing saved yet). */
export function WizardReview({ build, preview, index }: { build: NewBuild; preview: UseQueryResult<Sheet>; index: ContentIndex }) {
  return (
    <div className="wizard-review" data-testid="fh-review">
      <dl className="wizard-choices">
        <dt>Skills</dt>
        <dd>{build.skillProficiencies.map((s) => SKILL_LABEL[s]).join(", ")}</dd>
        <dt>Starting arm</dt>
        <dd>{index.armName(build.armProficiency)}</dd>
        <dt>Talent</dt>
        <dd>{index.talentName(build.talent)}</dd>
        <dt>Born in</dt>
        <dd>{SEASONS.find((s) => s.id === build.season)?.label}</dd>
      </dl>
      {preview.isPending ? <p className="muted">The engine is computing the sheet…</p> : null}
      {preview.isError ? <ErrorNotice error={preview.error} /> : null}
      {preview.data ? (
        <div className="wizard-preview" aria-label="The sheet the engine computes">
          <p className="fh-inline-label">The sheet as the engine computes it</p>
          <SheetHeader sheet={preview.data} />
          <AttributesBlock sheet={preview.data} />
          <ArmsTable arms={preview.data.arms} />
          <SkillsBlock sheet={preview.data} />
        </div>
      ) : null}
    </div>
  );
}
