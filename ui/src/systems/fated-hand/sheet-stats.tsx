import type { Sheet } from "../../bindings";
import { SUIT_NAME, SUIT_SYMBOL, isRed } from "../../shared/cards";
import { ExplainedValue } from "../../shared/explained-value";
import { ATTRIBUTES, ATTRIBUTE_FEEDS, ATTRIBUTE_LABEL, SKILLS_BY_ATTRIBUTE, SKILL_LABEL, tierLabel } from "./labels";

/** Class, level, Star Suit, Hit Points, Hand Size and Reagents: the top of the sheet. */
export function SheetHeader({ sheet }: { sheet: Sheet }) {
  const suit = sheet.starSuit;
  return (
    <div className="fh-header">
      <div className="fh-class">
        <span className="fh-class-label">Class</span>
        <span className="fh-class-name" data-testid="fh-class-name">
          {sheet.class.name}
        </span>
        {sheet.class.tier > 0 ? <span className="badge">{tierLabel(sheet.class.tier)}</span> : null}
        {sheet.class.magical ? <span className="badge badge-magic">Magical</span> : null}
      </div>
      <dl className="fh-stats">
        <div className="fh-stat">
          <dt>Level</dt>
          <dd data-testid="fh-level">{sheet.level}</dd>
        </div>
        <div className="fh-stat">
          <dt>Star Suit</dt>
          <dd>
            <span className={isRed(suit) ? "card-red" : "card-black"} aria-hidden="true">
              {SUIT_SYMBOL[suit]}
            </span>{" "}
            <span className="fh-stat-word">{SUIT_NAME[suit]}</span>
          </dd>
        </div>
        <div className="fh-stat">
          <dt>Hit Points</dt>
          <dd>
            <ExplainedValue label="Hit Points" explained={sheet.hitPoints} />
          </dd>
        </div>
        <div className="fh-stat">
          <dt>Hand Size</dt>
          <dd>
            <ExplainedValue label="Hand Size" explained={sheet.handSize} />
          </dd>
        </div>
        <div className="fh-stat">
          <dt>Reagents</dt>
          <dd>
            {sheet.reagents === null ? (
              <span className="fh-stat-word muted">No magic</span>
            ) : (
              <span className="fh-reagents">
                <ExplainedValue label="Reagent Hand Size" explained={sheet.reagents.handSize} />
                <span className="fh-stat-unit">in hand</span>
                {sheet.reagents.drawRate !== null ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <ExplainedValue label="Reagents drawn each Planning Phase" explained={sheet.reagents.drawRate} />
                    <span className="fh-stat-unit">per round</span>
                  </>
                ) : null}
                {sheet.reagents.holyMagic ? <span className="badge badge-magic">Holy Magic</span> : null}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The three attributes, each with what it feeds. */
export function AttributesBlock({ sheet }: { sheet: Sheet }) {
  return (
    <ul className="fh-attributes" aria-label="Attributes">
      {ATTRIBUTES.map((attribute) => (
        <li key={attribute} className="fh-attribute">
          <span className="fh-attribute-name">{ATTRIBUTE_LABEL[attribute]}</span>
          <span className="fh-attribute-value" data-testid={`fh-attribute-${attribute}`}>
            {sheet.attributes[attribute]}
          </span>
          <span className="fh-attribute-feeds">{ATTRIBUTE_FEEDS[attribute]}</span>
        </li>
      ))}
    </ul>
  );
}

/** The nine skills under their attributes, with the Power each brings to a check before the card. */
export function SkillsBlock({ sheet }: { sheet: Sheet }) {
  return (
    <div className="fh-skills">
      {ATTRIBUTES.map((attribute) => (
        <div key={attribute} className="fh-skill-group">
          <h5 className="fh-skill-group-title">{ATTRIBUTE_LABEL[attribute]}</h5>
          <ul>
            {SKILLS_BY_ATTRIBUTE[attribute].map((skill) => {
              const line = sheet.skills.find((s) => s.skill === skill);
              if (!line) return null;
              return (
                <li key={skill} className={line.proficient ? "fh-skill fh-skill-proficient" : "fh-skill"} data-testid={`fh-skill-line-${skill}`}>
                  <span className="fh-skill-name">
                    {SKILL_LABEL[skill]}
                    {line.proficient ? (
                      <span className="fh-proficient" title="Proficient">
                        <span aria-hidden="true"> ●</span>
                        <span className="visually-hidden"> (proficient)</span>
                      </span>
                    ) : null}
                  </span>
                  <ExplainedValue label={`${SKILL_LABEL[skill]} check Power before the card`} explained={line.power} />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
