import { useId, useState } from "react";
import type { Card, CharacterView, CheckCard, DeckView, Sheet, Skill, SkillCheckResult } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { useDrawCheckCards, useSkillCheck } from "./queries";
import { cardLabel, cardName } from "../../shared/cards";
import type { ContentIndex } from "./content-index";
import { DeckSummary, ReagentDraws } from "./deck-view";
import { ExplainedValue } from "../../shared/explained-value";
import { ATTRIBUTES, ATTRIBUTE_LABEL, SKILLS_BY_ATTRIBUTE, SKILL_LABEL } from "./labels";
import { CardInput, PlayingCard } from "../../shared/playing-card";

type Source = "hand" | "enter" | "topdeck" | "mid_combat";

const SOURCES: { id: Source; label: string }[] = [
  { id: "hand", label: "From the hand" },
  { id: "enter", label: "Enter the card" },
  { id: "topdeck", label: "Topdeck" },
  { id: "mid_combat", label: "Mid-combat" },
];

type PanelProps = { character: CharacterView; sheet: Sheet; deck: DeckView | null; index: ContentIndex };

/** A skill check from the GM screen: pick the skill, play a card, read the Power and its arithmetic. */
export function SkillCheckPanel({ character, sheet, deck, index }: PanelProps) {
  const check = useSkillCheck();
  const draw = useDrawCheckCards();
  const [skill, setSkill] = useState<Skill>(sheet.skills.find((s) => s.proficient)?.skill ?? "athletics");
  const [source, setSource] = useState<Source>(deck ? "hand" : "enter");
  const [talent, setTalent] = useState("");
  const [difficulty, setDifficulty] = useState("");
  const [entered, setEntered] = useState<Card | null>(null);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<SkillCheckResult | null>(null);
  const id = useId();
  const talents = sheet.talents.flatMap((t) => {
    const def = index.talents.get(t);
    return def && (def.skillBonuses?.length ?? 0) > 0 ? [def] : [];
  });
  const difficultyValue = difficulty.trim() === "" ? null : Number(difficulty);
  const difficultyBad = difficultyValue !== null && !Number.isInteger(difficultyValue);

  const play = (card: CheckCard) => {
    if (difficultyBad) return;
    check.mutate(
      {
        id: character.id,
        check: { skill, card, ...(talent ? { talent } : {}), ...(difficultyValue !== null ? { difficulty: difficultyValue } : {}) },
      },
      { onSuccess: setResult },
    );
  };
  const pickSource = (next: Source) => {
    setSource(next);
    setEntered(null);
    setTried(false);
  };
  const playEntered = (make: (card: Card) => CheckCard) => {
    setTried(true);
    if (entered) play(make(entered));
  };

  return (
    <div className="fh-check" data-testid="fh-check">
      <div className="fh-check-setup">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-skill`}>
            Skill
          </label>
          <select id={`${id}-skill`} className="select" value={skill} onChange={(e) => setSkill(e.target.value as Skill)} data-testid="fh-check-skill">
            {ATTRIBUTES.map((attribute) => (
              <optgroup key={attribute} label={ATTRIBUTE_LABEL[attribute]}>
                {SKILLS_BY_ATTRIBUTE[attribute].map((s) => {
                  const line = sheet.skills.find((l) => l.skill === s);
                  return (
                    <option key={s} value={s}>
                      {SKILL_LABEL[s]} ({line?.power.value ?? 0}
                      {line?.proficient ? ", proficient" : ""})
                    </option>
                  );
                })}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-talent`}>
            Talent that applies
          </label>
          <select id={`${id}-talent`} className="select" value={talent} onChange={(e) => setTalent(e.target.value)} data-testid="fh-check-talent" disabled={talents.length === 0}>
            <option value="">{talents.length === 0 ? "No talent adds Power" : "None"}</option>
            {talents.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-difficulty`}>
            Difficulty <span className="muted">(secret, optional)</span>
          </label>
          <input
            id={`${id}-difficulty`}
            className="input secret-input"
            inputMode="numeric"
            autoComplete="off"
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value)}
            aria-invalid={difficultyBad ? true : undefined}
            data-testid="fh-check-difficulty"
          />
          {difficultyBad ? <p className="field-error">A whole number, or leave it empty for Power only.</p> : null}
        </div>
      </div>

      <fieldset className="fh-segmented">
        <legend className="field-label">The card</legend>
        {SOURCES.map((s) => (
          <label key={s.id} className="segment">
            <input type="radio" name={`${id}-source`} checked={source === s.id} onChange={() => pickSource(s.id)} data-testid={`fh-check-source-${s.id}`} />
            {s.label}
          </label>
        ))}
      </fieldset>

      <div className="fh-check-source">
        {source === "hand" ? (
          deck ? (
            deck.hand.length > 0 ? (
              <>
                <p className="field-hint">Click the card the player puts down: the check is made at once.</p>
                <div className="fh-hand" role="group" aria-label="Play a card from the hand">
                  {deck.hand.map((card) => (
                    <CardButton key={`${card.rank}${card.suit}`} card={card} onPlay={() => play({ mode: "hand", card })} busy={check.isPending} testId="fh-hand-card" />
                  ))}
                </div>
              </>
            ) : (
              <p className="muted">The hand is empty.</p>
            )
          ) : (
            <p className="muted">This deck is not tracked: start a game session to deal it, or enter the card the player put down.</p>
          )
        ) : null}
        {source === "enter" ? (
          <div className="fh-check-entry">
            <CardInput label="Card played" onCard={setEntered} showError={tried} testId="fh-check-card" />
            <button type="button" className="button button-primary" onClick={() => playEntered((card) => ({ mode: "hand", card }))} disabled={check.isPending} data-testid="fh-check-submit">
              Check
            </button>
          </div>
        ) : null}
        {source === "topdeck" ? (
          <div className="fh-check-entry">
            <CardInput label={deck ? "Card that came up (optional)" : "Card that came up"} onCard={setEntered} showError={tried && !deck} optional={!!deck} testId="fh-check-card" />
            <button
              type="button"
              className="button button-primary"
              onClick={() => (entered || !deck ? playEntered((card) => ({ mode: "topdeck", entered: card })) : play({ mode: "topdeck" }))}
              disabled={check.isPending}
              data-testid="fh-check-submit"
            >
              Turn the top card
            </button>
          </div>
        ) : null}
        {source === "mid_combat" ? (
          deck ? (
            deck.inPlay.length === 0 ? (
              <button type="button" className="button" onClick={() => draw.mutate({ id: character.id })} disabled={draw.isPending} data-testid="fh-check-draw">
                {draw.isPending ? "Drawing…" : "Draw two"}
              </button>
            ) : (
              <>
                <p className="field-hint">Two cards drawn for this check: click the one the player keeps; the other is discarded.</p>
                <div className="fh-hand" role="group" aria-label="Play one of the two cards drawn">
                  {deck.inPlay.map((card) => (
                    <CardButton key={`${card.rank}${card.suit}`} card={card} onPlay={() => play({ mode: "mid_combat", card })} busy={check.isPending} testId="fh-in-play-card" />
                  ))}
                </div>
              </>
            )
          ) : (
            <div className="fh-check-entry">
              <CardInput label="Card played of the two drawn" onCard={setEntered} showError={tried} testId="fh-check-card" />
              <button type="button" className="button button-primary" onClick={() => playEntered((card) => ({ mode: "mid_combat", card }))} disabled={check.isPending} data-testid="fh-check-submit">
                Check
              </button>
            </div>
          )
        ) : null}
      </div>

      {check.isError ? <ErrorNotice error={check.error} /> : null}
      {draw.isError ? <ErrorNotice error={draw.error} /> : null}
      {result ? <CheckResult result={result} skill={skill} /> : deck ? <DeckSummary deck={deck} label="The deck now" /> : null}
    </div>
  );
}

function CardButton({ card, onPlay, busy, testId }: { card: Card; onPlay: () => void; busy: boolean; testId: string }) {
  return (
    <button type="button" className="card-button" onClick={onPlay} disabled={busy} aria-label={`Play the ${cardName(card)}`} title={`Play ${cardLabel(card)}`} data-testid={testId}>
      <PlayingCard card={card} />
    </button>
  );
}

function CheckResult({ result, skill }: { result: SkillCheckResult; skill: Skill }) {
  const { outcome } = result;
  const verdict = outcome.success === null ? "power" : outcome.success ? "success" : "failure";
  return (
    <div className={`fh-check-result fh-check-${verdict}`} data-testid="fh-check-result" aria-live="polite">
      <div className="fh-check-line">
        <PlayingCard card={outcome.card} className="card-large" />
        <span className="fh-check-power">
          <span className="fh-inline-label">{SKILL_LABEL[skill]} Power</span>
          <ExplainedValue label={`${SKILL_LABEL[skill]} check Power`} explained={outcome.power} className="explain-large" />
        </span>
        <span className="fh-check-verdict" data-testid="fh-check-outcome">
          {outcome.success === null ? "No Difficulty set: Power only" : `${outcome.success ? "Success" : "Failure"} against Difficulty ${outcome.difficulty}`}
        </span>
      </div>
      <ReagentDraws draws={result.reagentDraws} />
      {result.deck ? <DeckSummary deck={result.deck} label="The deck afterwards" /> : <p className="muted">The deck is not tracked, so nothing moved.</p>}
    </div>
  );
}
