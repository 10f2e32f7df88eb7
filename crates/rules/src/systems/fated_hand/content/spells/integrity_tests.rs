//! Spell data integrity: counts, ids, costs read back from their printed text, the rulebook's
//! own lines, notes, and summaries in our own words.

use std::collections::{HashMap, HashSet};

use super::*;
use crate::cards::Card;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::test_support::rulebook;
use crate::systems::fated_hand::content::test_support::slug;

fn words(text: &str) -> Vec<String> {
    text.replace('\u{2019}', "'")
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Every run of eight consecutive words of `text` that also appears in the rulebook.
pub(crate) fn copied_runs(text: &str) -> Vec<String> {
    use std::sync::OnceLock;
    static RUNS: OnceLock<HashSet<String>> = OnceLock::new();
    let runs = RUNS.get_or_init(|| {
        let words = words(&rulebook());
        words.windows(8).map(|w| w.join(" ")).collect()
    });
    words(text)
        .windows(8)
        .map(|w| w.join(" "))
        .filter(|run| runs.contains(run))
        .collect()
}

fn spells() -> &'static [SpellDef] {
    &content().spells
}

#[test]
fn the_lists_have_106_combat_and_46_story_spells() {
    let combat: Vec<&SpellDef> = spells()
        .iter()
        .filter(|s| s.list == SpellList::Combat)
        .collect();
    let story = spells()
        .iter()
        .filter(|s| s.list == SpellList::Story)
        .count();
    assert_eq!((combat.len(), story), (106, 46));
    let tagged = |t: Option<MagicType>| combat.iter().filter(|s| s.magic_type == t).count();
    assert_eq!(tagged(Some(MagicType::Spell)), 41);
    assert_eq!(tagged(Some(MagicType::Hex)), 19);
    assert_eq!(tagged(Some(MagicType::Miracle)), 18);
    assert_eq!(tagged(None), 28);
    assert_eq!(combat.iter().filter(|s| s.multi).count(), 4);
    assert_eq!(combat.iter().filter(|s| s.rating.is_some()).count(), 55);
    let stubs: Vec<&str> = combat
        .iter()
        .filter(|s| s.status == SpellStatus::Stub)
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(
        stubs,
        [
            "Drought",
            "Burn Out",
            "Stem Cells",
            "Four Dozen Eggs",
            "Quaff",
            "Sunny Day",
            "Cloud Day",
            "Deja Vu"
        ]
    );
    let costless: Vec<&str> = spells()
        .iter()
        .filter(|s| s.cost.is_none())
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(
        costless.len(),
        9,
        "the 8 stubs and Mold Earth: {costless:?}"
    );
    assert!(costless.contains(&"Mold Earth"));
}

#[test]
fn ids_are_unique_slugs_and_fields_agree() {
    let mut seen = HashSet::new();
    for spell in spells() {
        assert!(!spell.name.trim().is_empty());
        assert_eq!(spell.id, slug(&spell.name), "{}", spell.name);
        assert!(seen.insert(spell.id.as_str()), "duplicate id {}", spell.id);
        let heading = match spell.list {
            SpellList::Combat => "Combat Spell List",
            SpellList::Story => "Story Spell List",
        };
        assert_eq!(spell.source, heading, "{}", spell.name);
        assert!(!spell.summary.trim().is_empty(), "{}", spell.name);
        assert_eq!(
            spell.status == SpellStatus::Stub,
            spell.cost.is_none() && spell.list == SpellList::Combat,
            "{}",
            spell.name
        );
        assert!(
            spell.cost.is_some() || spell.cost_text.is_none(),
            "{}",
            spell.name
        );
        if spell.list == SpellList::Story {
            assert_eq!(spell.automation, Automation::Narrative, "{}", spell.name);
            assert_eq!(spell.rating, None, "{}", spell.name);
        }
        for note in &spell.notes {
            let rule = note
                .table_rule
                .as_deref()
                .or(note.reading.as_deref())
                .expect("every spell note names its table rule or reading");
            let tail = rule.strip_prefix("fated_hand.").expect("a fated_hand rule");
            assert_eq!(tail, slug(tail), "{rule}");
            assert!(!note.note.trim().is_empty(), "{}: {rule}", spell.name);
        }
    }
}

/// The cost with the adjustments printed in the effect text (not on the cost line) removed.
fn cost_line_only(cost: &SpellCost) -> SpellCost {
    let mut cost = cost.normalized();
    cost.adjustments.retain(|a| !a.in_effect_text);
    cost
}

/// Every printed cost was encoded by hand in the data; reading the printed text must give the
/// same structure.
#[test]
fn every_printed_cost_reads_back_into_the_structured_cost() {
    for spell in spells() {
        let Some(cost) = &spell.cost else { continue };
        cost.validate()
            .unwrap_or_else(|err| panic!("{}: {err}", spell.name));
        match &spell.cost_text {
            Some(text) => {
                let parsed = parse_cost(text).unwrap_or_else(|err| panic!("{}: {err}", spell.name));
                assert_eq!(
                    parsed.normalized(),
                    cost_line_only(cost),
                    "{}: {text}",
                    spell.name
                );
            }
            None => assert!(
                cost.is_free(),
                "{} has a cost but no printed text",
                spell.name
            ),
        }
        if let Some(house) = &spell.house_cost {
            let parsed = parse_cost(&house.cost_text).expect("house cost");
            assert_eq!(
                parsed.normalized(),
                house.cost.normalized(),
                "{}",
                spell.name
            );
            assert!(spell
                .notes
                .iter()
                .any(|n| n.table_rule.as_deref() == Some(house.table_rule.as_str())));
        }
    }
    let forget = content()
        .spell("forget")
        .and_then(|s| s.cost.as_ref())
        .expect("Forget");
    assert_eq!(forget.adjustments.len(), 1);
}

#[test]
fn catalyst_spells_exist_in_the_combat_list() {
    let mut unique = HashSet::new();
    for arm in &content().arms {
        for id in &arm.spells {
            let spell = content()
                .spell(id)
                .unwrap_or_else(|| panic!("{} grants unknown spell {id}", arm.name));
            assert_eq!(spell.list, SpellList::Combat, "{id}");
            unique.insert(id.as_str());
        }
    }
    assert_eq!(unique.len(), 65);
}

#[test]
fn numbered_costs_and_gaps_carry_their_table_rules() {
    let uses_numbers = |cost: &SpellCost| {
        cost.patterns.iter().flat_map(|p| &p.parts).any(|part| {
            part.card.iter().any(|p| {
                matches!(
                    p,
                    CardPred::Even
                        | CardPred::Odd
                        | CardPred::Prime
                        | CardPred::Greater(_)
                        | CardPred::Less(_)
                        | CardPred::Between(..)
                )
            }) || part.groups.iter().any(|g| {
                !matches!(
                    g,
                    GroupRule::SameSuit | GroupRule::DifferentSuits | GroupRule::OneOfEachSuit
                )
            })
        })
    };
    let has = |spell: &SpellDef, rule: &str| {
        spell
            .notes
            .iter()
            .any(|n| n.table_rule.as_deref() == Some(rule))
    };
    for spell in spells() {
        if spell.cost.as_ref().is_some_and(uses_numbers) {
            assert!(has(spell, "fated_hand.card_rank_numbers"), "{}", spell.name);
        }
        if spell.status == SpellStatus::Stub {
            assert!(has(spell, "fated_hand.stub_spells"), "{}", spell.name);
        }
        if spell.list == SpellList::Combat && spell.magic_type.is_none() {
            assert!(has(spell, "fated_hand.spell_type_tags"), "{}", spell.name);
        }
        if spell.multi {
            assert!(has(spell, "fated_hand.multi_tag"), "{}", spell.name);
        }
        if spell.cost.as_ref().is_some_and(|c| {
            c.patterns
                .iter()
                .flat_map(|p| &p.parts)
                .any(|p| p.card.iter().any(|c| matches!(c, CardPred::Between(..))))
        }) {
            assert!(
                has(spell, "fated_hand.spell_cost_between_inclusive"),
                "{}",
                spell.name
            );
        }
    }
    let illusion = content()
        .spell("advanced_illusion")
        .expect("Advanced Illusion");
    let printed = illusion.cost.as_ref().expect("printed cost");
    let deck: Vec<Card> = Card::full_deck().collect();
    assert_eq!(
        printed.can_pay(&deck, &StarSuits::default()),
        None,
        "nothing is less than 1"
    );
    assert!(illusion
        .effective_cost(true)
        .and_then(|c| c.can_pay(&deck, &StarSuits::default()))
        .is_some());
}

/// What a heading and its cost line print, read back.
#[derive(Debug, PartialEq)]
struct Printed {
    magic_type: Option<MagicType>,
    multi: bool,
    primary_action: bool,
    rating: Option<u8>,
}

fn tags(rest: &str) -> (Option<MagicType>, bool) {
    let mut kind = None;
    let mut multi = false;
    for tag in rest
        .split(['(', ')'])
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        match tag {
            "Spell" | "Spells" => kind = Some(MagicType::Spell),
            "Hex" => kind = Some(MagicType::Hex),
            "Miracle" => kind = Some(MagicType::Miracle),
            "Multi" => multi = true,
            other => panic!("unknown tag {other}"),
        }
    }
    (kind, multi)
}

/// Reads what follows the cost on its line: the action, stray tags and the rating.
fn read_tail(mut rest: &str, printed: &mut Printed) {
    rest = rest.trim_start_matches([',', ' ']);
    for action in ["Primary Action", "primary action"] {
        if let Some(after) = rest.strip_prefix(action) {
            printed.primary_action = true;
            rest = after.trim_start_matches([',', ' ']);
        }
    }
    if let Some(after) = rest.strip_prefix("(Multi)(Spell)") {
        printed.multi = true;
        rest = after.trim_start();
    }
    if let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        let digits: String = inner.chars().take_while(char::is_ascii_digit).collect();
        printed.rating = Some(digits.parse().expect("a rating"));
        rest = "";
    }
    assert_eq!(rest, "", "unread text after the cost");
}

#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
)]
#[test]
fn headings_costs_actions_and_ratings_match_the_rulebook() {
    let text = rulebook();
    let lines: Vec<&str> = text.lines().collect();
    let story = lines
        .iter()
        .position(|l| *l == "Story Spell List")
        .expect("story heading");
    let combat = lines
        .iter()
        .position(|l| *l == "Combat Spell List")
        .expect("combat heading");
    let mut cursor: HashMap<SpellList, usize> = HashMap::from([
        (SpellList::Story, story + 1),
        (SpellList::Combat, combat + 1),
    ]);
    for spell in spells() {
        let end = if spell.list == SpellList::Story {
            combat
        } else {
            lines.len()
        };
        let from = cursor[&spell.list];
        let is_heading = |l: &&str| {
            **l == spell.name
                || l.strip_prefix(spell.name.as_str())
                    .is_some_and(|r| r.starts_with('('))
        };
        let is_heading = |l: &&str| {
            is_heading(l)
                || l.strip_prefix(spell.name.as_str())
                    .is_some_and(|r| r.starts_with(" ("))
        };
        let at = from
            + lines[from..end]
                .iter()
                .position(is_heading)
                .unwrap_or_else(|| panic!("{} not printed in order", spell.name));
        cursor.insert(spell.list, at + 1);
        let (magic_type, multi) = tags(&lines[at][spell.name.len()..]);
        let mut printed = Printed {
            magic_type,
            multi,
            primary_action: false,
            rating: None,
        };
        let line = lines[at + 1];
        match (&spell.cost_text, spell.status) {
            (_, SpellStatus::Stub) => {}
            (Some(cost), _) => {
                let rest = line
                    .strip_prefix(cost.as_str())
                    .unwrap_or_else(|| panic!("{}: cost line is {line:?}", spell.name));
                read_tail(rest, &mut printed);
            }
            (None, _) if line == spell.name => {}
            (None, _) => read_tail(line, &mut printed),
        }
        let data = Printed {
            magic_type: spell.magic_type,
            multi: spell.multi,
            primary_action: spell.timing == SpellTiming::PrimaryAction,
            rating: spell.rating,
        };
        assert_eq!(printed, data, "{}", spell.name);
    }
}

#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
)]
#[test]
fn summaries_are_in_our_own_words() {
    let mut copied = Vec::new();
    for spell in spells() {
        let runs = copied_runs(&spell.summary);
        copied.extend(runs.into_iter().map(|run| format!("{}: {run}", spell.name)));
        for note in &spell.notes {
            copied.extend(
                copied_runs(&note.note)
                    .into_iter()
                    .map(|run| format!("{} note: {run}", spell.name)),
            );
        }
    }
    assert!(
        copied.is_empty(),
        "eight-word runs copied from the rulebook:\n{}",
        copied.join("\n")
    );
}
