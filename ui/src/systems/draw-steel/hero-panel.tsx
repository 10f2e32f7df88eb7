import { useState } from "react";
import type { AbilitySource, CharacterView, DrawSteelHeroView } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { isKind } from "../../errors";
import { useDrawSteelHero } from "./queries";
import "./styles/draw-steel.css";
import { AbilityCard } from "./ability-card";
import { HeroBuilder } from "./hero-builder";
import { HeroCharacteristics, HeroStats } from "./hero-stats";
import { SOURCE_LABEL } from "./labels";
import { ProgressPanel } from "./progress-panel";

const SOURCES: readonly AbilitySource[] = ["class", "kit", "own"];

/** The Draw Steel part of a character's page: the builder until built, then the sheet. */
export function DrawSteelHeroPanel({ character }: { character: CharacterView }) {
  const hero = useDrawSteelHero(character.id);
  const [building, setBuilding] = useState(false);

  if (hero.isPending) return <p className="muted">Loading the hero…</p>;
  if (building) {
    return <HeroBuilder characterId={character.id} name={character.name} initial={hero.data?.build ?? null} onDone={() => setBuilding(false)} />;
  }
  if (hero.isError) {
    // A conflict is a hero with no build, or one whose content changed under it: both want a build.
    if (!isKind(hero.error, "conflict")) return <ErrorNotice error={hero.error} />;
    return (
      <div className="empty-state" data-testid="ds-unbuilt">
        <p className="empty-title">No Draw Steel sheet yet</p>
        <p className="empty-body">{hero.error.message}</p>
        <p className="empty-body">
          A build picks an ancestry, a class and a kit from the library, with characteristics and skills; the engine shows the sheet before anything is
          saved.
        </p>
        <button type="button" className="button button-primary" onClick={() => setBuilding(true)} data-testid="ds-build">
          Build the hero
        </button>
      </div>
    );
  }
  return <HeroSheetView hero={hero.data} onRebuild={() => setBuilding(true)} />;
}

function HeroSheetView({ hero, onRebuild }: { hero: DrawSteelHeroView; onRebuild: () => void }) {
  const { sheet } = hero;
  return (
    <div className="ds-hero" data-testid="ds-hero-sheet">
      <div className="ds-hero-head">
        <p className="ds-hero-identity" data-testid="ds-hero-identity">
          Level {sheet.level} {sheet.ancestry} {sheet.class}
          {sheet.kit ? <span className="muted"> · {sheet.kit}</span> : <span className="muted"> · no kit</span>}
        </p>
        <button type="button" className="button" onClick={onRebuild} data-testid="ds-hero-rebuild">
          Rebuild…
        </button>
      </div>

      <HeroStats
        sheet={sheet}
        now={{
          stamina: hero.stamina,
          recoveriesLeft: hero.recoveriesLeft,
          winded: hero.winded,
          dying: hero.dying,
          heroicResource: hero.progress.heroicResource,
        }}
      />

      <section className="detail-section" aria-label="Characteristics and skills">
        <HeroCharacteristics sheet={sheet} />
        <p className="ds-hero-skills" data-testid="ds-hero-skills">
          <span className="ds-label">Skills:</span> {sheet.skills.length > 0 ? sheet.skills.join(", ") : "none"}
        </p>
      </section>

      <ProgressPanel hero={hero} />

      {SOURCES.map((source) => {
        const abilities = sheet.abilities.filter((a) => a.source === source);
        if (abilities.length === 0) return null;
        return (
          <section key={source} className="detail-section" aria-label={SOURCE_LABEL[source]} data-testid={`ds-hero-abilities-${source}`}>
            <h4 className="section-title">{SOURCE_LABEL[source]}</h4>
            <div className="ds-hero-abilities">
              {abilities.map((entry, index) => (
                <AbilityCard key={`${entry.ability.name}-${index}`} ability={entry.ability} resource={sheet.heroicResource} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
