import { useRef, useState, type ReactNode } from "react";
import type { CharacterView, FatedHandView, Sheet } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { fatedHandOf } from "./character";
import { ClassArms, CombatSpellsList, PerksList, StorySpellsList, TalentsList } from "./abilities";
import { AdvanceDialog } from "./advance-dialog";
import { ArmsTable } from "./arms-table";
import { ClassTree } from "./class-tree";
import { useContentIndex, type ContentIndex } from "./content-index";
import { BuildWizard } from "./creation-wizard";
import { GearEditor } from "./gear-editor";
import { HistorySection } from "./history-section";
import { KnowledgeSection } from "./knowledge-section";
import { AttributesBlock, SheetHeader, SkillsBlock } from "./sheet-stats";
import { SkillCheckPanel } from "./skill-check-panel";
import { StoryCastPanel } from "./story-cast-panel";

const SECTIONS = [
  { id: "stats", label: "Stats" },
  { id: "check", label: "Check" },
  { id: "abilities", label: "Perks & spells" },
  { id: "tree", label: "Class tree" },
  { id: "gear", label: "Gear" },
  { id: "knowledge", label: "Knowledge" },
  { id: "history", label: "History" },
] as const;

/** The Fated Hand part of a character's page: the wizard until built, then the whole sheet. */
export function FatedHandPanel({ character }: { character: CharacterView }) {
  const fatedHand = fatedHandOf(character);
  const { index, error } = useContentIndex();
  const [building, setBuilding] = useState(false);

  if (fatedHand === null) return null;
  if (error) return <ErrorNotice error={error} />;
  if (!index) return <p className="muted">Loading the Fated Hand rules…</p>;
  if (fatedHand.sheet === null) {
    return building ? (
      <BuildWizard character={character} onDone={() => setBuilding(false)} />
    ) : (
      <div className="empty-state" data-testid="fh-unbuilt">
        <p className="empty-title">Not built yet</p>
        <p className="empty-body">
          {character.name} has no Fated Hand build: attributes, skills, a starting arm, a talent and a birth season. The creation wizard walks
          through them and shows the sheet the engine computes before anything is saved.
        </p>
        <button type="button" className="button button-primary" onClick={() => setBuilding(true)} data-testid="fh-build">
          Build with the creation wizard
        </button>
      </div>
    );
  }
  return <FatedHandSheet character={character} fatedHand={fatedHand} sheet={fatedHand.sheet} index={index} />;
}

type SheetProps = { character: CharacterView; fatedHand: FatedHandView; sheet: Sheet; index: ContentIndex };

function FatedHandSheet({ character, fatedHand, sheet, index }: SheetProps) {
  const [advancing, setAdvancing] = useState(false);
  const advanceButton = useRef<HTMLButtonElement>(null);
  const anchor = (id: string) => `fh-${character.id}-${id}`;

  return (
    <div className="fh-sheet" data-testid="fh-sheet">
      <div className="fh-toolbar">
        <nav className="fh-jump" aria-label="Sheet sections">
          {SECTIONS.map((section) => (
            <a
              key={section.id}
              href={`#${anchor(section.id)}`}
              className="fh-jump-link"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(anchor(section.id))?.scrollIntoView?.({ block: "start", behavior: "smooth" });
              }}
            >
              {section.label}
            </a>
          ))}
        </nav>
        <button ref={advanceButton} type="button" className="button button-primary" onClick={() => setAdvancing(true)} data-testid="fh-advance">
          {sheet.mayPromote && sheet.promotionTargets.length > 0 ? "Advance or promote…" : "Advance…"}
        </button>
      </div>

      <SheetHeader sheet={sheet} />

      <SheetSection id={anchor("stats")} title="Attributes and skills">
        <AttributesBlock sheet={sheet} />
        <SkillsBlock sheet={sheet} />
      </SheetSection>

      <SheetSection id={anchor("arms")} title="Arms">
        <ArmsTable arms={sheet.arms} />
        <ClassArms sheet={sheet} />
      </SheetSection>

      <SheetSection id={anchor("check")} title="Skill check">
        <SkillCheckPanel key={character.id} character={character} sheet={sheet} deck={fatedHand.deck} index={index} />
      </SheetSection>

      <SheetSection id={anchor("abilities")} title="Perks">
        <PerksList sheet={sheet} />
        <div className="fh-two-columns">
          <div>
            <h5 className="fh-subtitle">Talents</h5>
            <TalentsList sheet={sheet} index={index} />
          </div>
          <div>
            <h5 className="fh-subtitle">Story spells</h5>
            <StorySpellsList sheet={sheet} index={index} />
            <StoryCastPanel key={character.id} character={character} sheet={sheet} deck={fatedHand.deck} index={index} />
            <h5 className="fh-subtitle">Combat spells castable now</h5>
            <CombatSpellsList sheet={sheet} />
          </div>
        </div>
      </SheetSection>

      <SheetSection id={anchor("tree")} title="Class tree">
        <ClassTree index={index} history={sheet.classHistory} reachable={sheet.promotionTargets} />
      </SheetSection>

      <SheetSection id={anchor("gear")} title="Gear">
        <GearEditor key={JSON.stringify(fatedHand.gear)} character={character} gear={fatedHand.gear} index={index} />
      </SheetSection>

      <SheetSection id={anchor("knowledge")} title="Knowledge">
        <KnowledgeSection character={character} sheet={sheet} index={index} />
      </SheetSection>

      <SheetSection id={anchor("history")} title="History">
        <HistorySection character={character} fatedHand={fatedHand} />
      </SheetSection>

      {advancing ? (
        <AdvanceDialog
          character={character}
          sheet={sheet}
          index={index}
          onClose={() => {
            setAdvancing(false);
            advanceButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function SheetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="fh-section" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="section-title">
        {title}
      </h4>
      {children}
    </section>
  );
}
