//! The Draw Steel content library: abilities, monsters, ancestries, classes and kits the GM
//! authors, stored in the campaign.
//!
//! Every save is checked by the rules crate's `validate_content` first; a refused save names
//! every problem and changes nothing. `draw_steel_check_content` runs the same checks for a form
//! as the GM types, saving nothing. A piece keeps its kind for life.

use std::fmt::Write as _;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::draw_steel::content::validate::{validate_content, ContentError};
use tablekeep_rules::systems::draw_steel::content::{
    Ability, ActionType, Ancestry, Class, Content, Distance, Kit, KitStaminaGrowth, StatBlock,
    TargetKind, Targets,
};
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, ContentFilter, ContentRow, NewContent};

use crate::{validate, AppError, Desk, ErrorKind};

/// The five kinds of Draw Steel content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContentKind {
    /// An ability for the library.
    Ability,
    /// A monster's stat block.
    Monster,
    /// An ancestry.
    Ancestry,
    /// A class.
    Class,
    /// A kit.
    Kit,
}

impl ContentKind {
    /// The kind as stored (`ability`, `monster`, …).
    pub const fn as_str(self) -> &'static str {
        match self {
            ContentKind::Ability => "ability",
            ContentKind::Monster => "monster",
            ContentKind::Ancestry => "ancestry",
            ContentKind::Class => "class",
            ContentKind::Kit => "kit",
        }
    }

    /// The kind of a piece of content.
    pub const fn of(content: &Content) -> ContentKind {
        match content {
            Content::Ability(_) => ContentKind::Ability,
            Content::Monster(_) => ContentKind::Monster,
            Content::Ancestry(_) => ContentKind::Ancestry,
            Content::Class(_) => ContentKind::Class,
            Content::Kit(_) => ContentKind::Kit,
        }
    }

    fn parse(stored: &str) -> Result<ContentKind, AppError> {
        match stored {
            "ability" => Ok(ContentKind::Ability),
            "monster" => Ok(ContentKind::Monster),
            "ancestry" => Ok(ContentKind::Ancestry),
            "class" => Ok(ContentKind::Class),
            "kit" => Ok(ContentKind::Kit),
            other => Err(storage(format!(
                "The campaign file holds Draw Steel content of an unknown kind {other:?}."
            ))),
        }
    }

    /// "an ability", "a monster".
    const fn with_article(self) -> &'static str {
        match self {
            ContentKind::Ability => "an ability",
            ContentKind::Monster => "a monster",
            ContentKind::Ancestry => "an ancestry",
            ContentKind::Class => "a class",
            ContentKind::Kit => "a kit",
        }
    }
}

/// Arguments of `draw_steel_list_content`. Absent fields do not filter.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentQuery {
    /// Only this kind.
    #[serde(default)]
    #[specta(optional)]
    pub kind: Option<ContentKind>,
    /// Case-insensitive part of the name.
    #[serde(default)]
    #[specta(optional)]
    pub search: Option<String>,
}

/// Names one piece of content.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentRef {
    /// Its id.
    pub id: i64,
}

/// Arguments of `draw_steel_check_content`: a piece of content as the form holds it.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentDraft {
    /// The content.
    pub content: Content,
}

/// Arguments of `draw_steel_save_content`: new content, or new values for stored content.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentSave {
    /// The stored piece to replace (it keeps its kind); absent to create a new one.
    #[serde(default)]
    #[specta(optional)]
    pub id: Option<i64>,
    /// The content.
    pub content: Content,
}

/// A piece of content in a list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentSummary {
    /// Id.
    pub id: i64,
    /// Its kind.
    pub kind: ContentKind,
    /// Its name.
    pub name: String,
    /// One line on what it is ("Level 2 Brute · 40 Stamina · size 2").
    pub summary: String,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// One piece of content, whole.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentView {
    /// Id.
    pub id: i64,
    /// The content, with its kind.
    pub content: Content,
    /// Created, RFC 3339.
    pub created_at: String,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

/// Every piece of the campaign's Draw Steel library that reads (damaged rows are skipped).
pub(crate) fn library(store: &CampaignStore) -> Result<Vec<Content>, AppError> {
    Ok(store
        .list_content(SystemId::DrawSteel, &ContentFilter::default())?
        .iter()
        .filter_map(|row| parse(row).ok())
        .collect())
}

fn parse(row: &ContentRow) -> Result<Content, String> {
    serde_json::from_str(&row.data).map_err(|e| e.to_string())
}

fn view(row: ContentRow) -> Result<ContentView, AppError> {
    let content = parse(&row).map_err(|e| {
        storage(format!(
            "The Draw Steel content {} ({}) is damaged in the campaign file: {e}.",
            row.id, row.name
        ))
    })?;
    Ok(ContentView {
        id: row.id,
        content,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

fn summary_of(row: ContentRow) -> Result<ContentSummary, AppError> {
    // A row that no longer reads stays listed (so the GM can see and delete it) with a note.
    let summary = match parse(&row) {
        Ok(content) => summary_line(&content),
        Err(e) => format!("Damaged in the campaign file: {e}"),
    };
    Ok(ContentSummary {
        id: row.id,
        kind: ContentKind::parse(&row.kind)?,
        name: row.name,
        summary,
        updated_at: row.updated_at,
    })
}

/// Every problem with `content`: the rules' checks, then the shape the campaign file keeps
/// (a name that fits one line of a list).
pub(crate) fn problems(content: &Content) -> Vec<ContentError> {
    let mut errors = validate_content(content).err().unwrap_or_default();
    if !errors.iter().any(|e| e.field == "name") {
        if let Err(refused) = validate::name("name", content.name()) {
            errors.insert(
                0,
                ContentError {
                    field: "name".to_owned(),
                    message: refused.message,
                    rule: None,
                },
            );
        }
    }
    errors
}

/// The content with its name trimmed, as it will be stored.
pub(crate) fn trimmed(mut content: Content) -> Content {
    let name = match &mut content {
        Content::Ability(a) => &mut a.name,
        Content::Monster(m) => &mut m.name,
        Content::Ancestry(a) => &mut a.name,
        Content::Class(c) => &mut c.name,
        Content::Kit(k) => &mut k.name,
    };
    let trimmed = name.trim();
    if trimmed.len() != name.len() {
        *name = trimmed.to_owned();
    }
    content
}

/// One refusal naming every problem; its field is the first problem's.
fn refusal(kind: ContentKind, errors: &[ContentError]) -> AppError {
    let count = match errors.len() {
        1 => "1 problem".to_owned(),
        n => format!("{n} problems"),
    };
    let mut message = format!(
        "This {} cannot be saved ({count}); nothing was changed.",
        kind.as_str()
    );
    for error in errors {
        let _ = write!(message, " {}: {}", error.field, error.message);
    }
    AppError {
        kind: ErrorKind::InvalidInput,
        message,
        field: errors.first().map(|e| e.field.clone()),
        rule: errors.first().and_then(|e| e.rule.clone()),
    }
}

/// Draw Steel content, filtered by kind and by part of the name, ordered by name.
pub fn draw_steel_list_content(
    desk: &mut Desk,
    input: ContentQuery,
) -> Result<Vec<ContentSummary>, AppError> {
    let filter = ContentFilter {
        kind: input.kind.map(|k| k.as_str().to_owned()),
        name_contains: input
            .search
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty()),
    };
    desk.store()?
        .list_content(SystemId::DrawSteel, &filter)?
        .into_iter()
        .map(summary_of)
        .collect()
}

/// One piece of content.
pub fn draw_steel_get_content(desk: &mut Desk, input: ContentRef) -> Result<ContentView, AppError> {
    view(desk.store()?.content(SystemId::DrawSteel, input.id)?)
}

/// Every problem with a piece of content (empty when it can be saved); saves nothing.
pub fn draw_steel_check_content(
    _desk: &mut Desk,
    input: ContentDraft,
) -> Result<Vec<ContentError>, AppError> {
    Ok(problems(&trimmed(input.content)))
}

/// Saves new content, or replaces stored content of the same kind. Refused, changing nothing,
/// when the content has problems (the error names them all) or would change kind.
pub fn draw_steel_save_content(
    desk: &mut Desk,
    input: ContentSave,
) -> Result<ContentView, AppError> {
    let content = trimmed(input.content);
    let kind = ContentKind::of(&content);
    let errors = problems(&content);
    if !errors.is_empty() {
        return Err(refusal(kind, &errors));
    }
    let data = serde_json::to_string(&content).map_err(|e| storage(e.to_string()))?;
    let piece = NewContent {
        kind: kind.as_str().to_owned(),
        name: content.name().to_owned(),
        data,
    };
    let now = desk.now();
    let row = match input.id {
        None => desk
            .store_mut()?
            .insert_content(SystemId::DrawSteel, &piece, now)?,
        Some(id) => {
            let stored = desk.store()?.content(SystemId::DrawSteel, id)?;
            let stored_kind = ContentKind::parse(&stored.kind)?;
            if stored_kind != kind {
                return Err(AppError::invalid(
                    "kind",
                    format!(
                        "{} is {}; it cannot become {}. Save the {} as new content instead.",
                        stored.name,
                        stored_kind.with_article(),
                        kind.with_article(),
                        kind.as_str()
                    ),
                ));
            }
            if stored.data == piece.data && stored.name == piece.name {
                // Nothing changed: nothing to write.
                return view(stored);
            }
            desk.store_mut()?
                .update_content(SystemId::DrawSteel, id, &piece, now)?
        }
    };
    desk.after_write();
    view(row)
}

/// Deletes a piece of content; gives the whole library as it then stands.
pub fn draw_steel_delete_content(
    desk: &mut Desk,
    input: ContentRef,
) -> Result<Vec<ContentSummary>, AppError> {
    desk.store_mut()?
        .delete_content(SystemId::DrawSteel, input.id)?;
    desk.after_write();
    draw_steel_list_content(desk, ContentQuery::default())
}

/// One line on what a piece of content is, for lists.
pub fn summary_line(content: &Content) -> String {
    match content {
        Content::Ability(ability) => ability_line(ability),
        Content::Monster(monster) => monster_line(monster),
        Content::Ancestry(ancestry) => ancestry_line(ancestry),
        Content::Class(class) => class_line(class),
        Content::Kit(kit) => kit_line(kit),
    }
}

const SEP: &str = " · ";

/// "Main action · Melee 1 · 2 creatures · Might or Agility · costs 3".
fn ability_line(ability: &Ability) -> String {
    let mut parts = vec![
        action_name(ability.action).to_owned(),
        distance_text(&ability.distance),
        targets_text(ability.targets),
    ];
    if !ability.roll.is_empty() {
        let names: Vec<&str> = ability.roll.iter().map(|c| c.name()).collect();
        parts.push(names.join(" or "));
    }
    if ability.cost > 0 {
        parts.push(format!("costs {}", ability.cost));
    }
    parts.join(SEP)
}

/// "Level 2 Elite Brute · 40 Stamina · size 2".
fn monster_line(monster: &StatBlock) -> String {
    let mut head = format!("Level {}", monster.level);
    let organization = monster.organization.trim();
    let role = monster.role.trim();
    // A leader whose role is also "Leader" reads "Level 3 Leader", not "Leader Leader".
    let role = if role.eq_ignore_ascii_case(organization) {
        ""
    } else {
        role
    };
    for word in [organization, role] {
        if !word.is_empty() {
            head.push(' ');
            head.push_str(word);
        }
    }
    [
        head,
        format!("{} Stamina", monster.stamina),
        format!("size {}", monster.size),
    ]
    .join(SEP)
}

/// "Size 1M · speed 5 · stability 1" (stability only when not 0).
fn ancestry_line(ancestry: &Ancestry) -> String {
    let mut parts = vec![
        format!("Size {}", ancestry.size),
        format!("speed {}", ancestry.speed),
    ];
    if ancestry.stability > 0 {
        parts.push(format!("stability {}", ancestry.stability));
    }
    parts.join(SEP)
}

/// "18 Stamina, +6 per level · 8 Recoveries · Drive".
fn class_line(class: &Class) -> String {
    let mut parts = vec![
        format!(
            "{} Stamina, +{} per level",
            class.starting_stamina, class.stamina_per_level
        ),
        format!("{} Recoveries", class.recoveries),
    ];
    let resource = class.heroic_resource.trim();
    if !resource.is_empty() {
        parts.push(resource.to_owned());
    }
    parts.join(SEP)
}

/// "+3 Stamina · +1 speed · free strike 5 · damage +1/+1/+1" (zero bonuses left out).
fn kit_line(kit: &Kit) -> String {
    let mut parts = Vec::new();
    if kit.stamina > 0 {
        parts.push(match kit.stamina_growth {
            Some(KitStaminaGrowth::PerEchelon) => format!("+{} Stamina per echelon", kit.stamina),
            Some(KitStaminaGrowth::Once) => format!("+{} Stamina at every level", kit.stamina),
            None => format!("+{} Stamina", kit.stamina),
        });
    }
    if kit.speed > 0 {
        parts.push(format!("+{} speed", kit.speed));
    }
    if kit.stability > 0 {
        parts.push(format!("+{} stability", kit.stability));
    }
    parts.push(format!("free strike {}", kit.free_strike));
    if kit.damage_bonus.iter().any(|&bonus| bonus > 0) {
        let [t1, t2, t3] = kit.damage_bonus;
        parts.push(format!("damage +{t1}/+{t2}/+{t3}"));
    }
    parts.join(SEP)
}

fn action_name(action: ActionType) -> &'static str {
    match action {
        ActionType::MainAction => "Main action",
        ActionType::Maneuver => "Maneuver",
        ActionType::MoveAction => "Move action",
        ActionType::Triggered => "Triggered action",
        ActionType::FreeTriggered => "Free triggered action",
        ActionType::FreeManeuver => "Free maneuver",
        ActionType::NoAction => "No action",
    }
}

/// The distance as a stat block prints it ("Melee 1", "3 cube within 10").
fn distance_text(distance: &Distance) -> String {
    match *distance {
        Distance::SelfOnly => "Self".to_owned(),
        Distance::Melee { reach } => format!("Melee {reach}"),
        Distance::Ranged { range } => format!("Ranged {range}"),
        Distance::MeleeOrRanged { reach, range } => format!("Melee {reach} or ranged {range}"),
        Distance::Aura { radius } => format!("{radius} aura"),
        Distance::Burst { radius } => format!("{radius} burst"),
        Distance::Cube { side, within } => format!("{side} cube within {within}"),
        Distance::Line {
            length,
            width,
            within,
        } => format!("{length} × {width} line within {within}"),
        Distance::Wall { squares, within } => format!("{squares} wall within {within}"),
    }
}

/// "2 creatures", "1 enemy", "each ally", "self and 2 allies".
fn targets_text(targets: Targets) -> String {
    let (one, many) = match targets.kind {
        TargetKind::SelfOnly => return "Self".to_owned(),
        TargetKind::Creatures => ("creature", "creatures"),
        TargetKind::Enemies => ("enemy", "enemies"),
        TargetKind::Allies => ("ally", "allies"),
        TargetKind::SelfAndAllies => ("ally", "allies"),
        TargetKind::CreaturesOrObjects => ("creature or object", "creatures or objects"),
    };
    let who = match targets.count {
        None => format!("each {one}"),
        Some(1) => format!("1 {one}"),
        Some(n) => format!("{n} {many}"),
    };
    if targets.kind == TargetKind::SelfAndAllies {
        format!("self and {who}")
    } else {
        who
    }
}

#[cfg(test)]
mod tests {
    use tablekeep_rules::systems::draw_steel::characteristics::{
        Characteristic, Characteristics, Size,
    };
    use tablekeep_rules::systems::draw_steel::content::{Effect, TierOutcome};

    use super::*;

    fn slash() -> Ability {
        Ability {
            name: "Cleaving Slash".to_owned(),
            keywords: Vec::new(),
            tags: Vec::new(),
            action: ActionType::MainAction,
            distance: Distance::Melee { reach: 1 },
            targets: Targets {
                kind: TargetKind::Creatures,
                count: Some(2),
            },
            roll: vec![Characteristic::Might],
            tiers: vec![
                TierOutcome {
                    effects: vec![Effect::Damage {
                        amount: 3,
                        add_characteristic: true,
                        damage_type: None,
                    }],
                };
                3
            ],
            effects: Vec::new(),
            cost: 0,
            trigger: None,
            notes: String::new(),
        }
    }

    #[test]
    fn an_ability_line_names_action_distance_targets_and_roll() {
        assert_eq!(
            summary_line(&Content::Ability(slash())),
            "Main action · Melee 1 · 2 creatures · Might"
        );
        let burst = Ability {
            action: ActionType::Maneuver,
            distance: Distance::Line {
                length: 5,
                width: 1,
                within: 1,
            },
            targets: Targets {
                kind: TargetKind::Enemies,
                count: None,
            },
            roll: vec![Characteristic::Might, Characteristic::Agility],
            cost: 3,
            ..slash()
        };
        assert_eq!(
            summary_line(&Content::Ability(burst)),
            "Maneuver · 5 × 1 line within 1 · each enemy · Might or Agility · costs 3"
        );
        let rally = Ability {
            action: ActionType::Triggered,
            distance: Distance::SelfOnly,
            targets: Targets {
                kind: TargetKind::SelfAndAllies,
                count: Some(1),
            },
            roll: Vec::new(),
            ..slash()
        };
        assert_eq!(
            summary_line(&Content::Ability(rally)),
            "Triggered action · Self · self and 1 ally"
        );
    }

    #[test]
    fn a_monster_line_names_level_role_stamina_and_size() {
        let ogre = StatBlock {
            name: "Ogre".to_owned(),
            level: 2,
            role: "Brute".to_owned(),
            organization: String::new(),
            encounter_value: 12,
            stamina: 40,
            speed: 5,
            size: Size::squares_of(2),
            stability: 2,
            free_strike: 4,
            characteristics: Characteristics::default(),
            immunities: Vec::new(),
            weaknesses: Vec::new(),
            abilities: Vec::new(),
            notes: String::new(),
        };
        assert_eq!(
            summary_line(&Content::Monster(ogre.clone())),
            "Level 2 Brute · 40 Stamina · size 2"
        );
        let elite = StatBlock {
            organization: "Elite".to_owned(),
            size: Size::LARGE,
            ..ogre
        };
        assert_eq!(
            summary_line(&Content::Monster(elite.clone())),
            "Level 2 Elite Brute · 40 Stamina · size 1L"
        );
        let leader = StatBlock {
            organization: "Leader".to_owned(),
            role: "leader".to_owned(),
            ..elite
        };
        assert_eq!(
            summary_line(&Content::Monster(leader)),
            "Level 2 Leader · 40 Stamina · size 1L"
        );
    }

    #[test]
    fn ancestry_class_and_kit_lines() {
        let ancestry = Ancestry {
            name: "Stoneborn".to_owned(),
            size: Size::MEDIUM,
            speed: 5,
            stability: 1,
            notes: String::new(),
        };
        assert_eq!(
            summary_line(&Content::Ancestry(ancestry)),
            "Size 1M · speed 5 · stability 1"
        );
        let class = Class {
            name: "Warden".to_owned(),
            starting_stamina: 18,
            stamina_per_level: 6,
            recoveries: 8,
            heroic_resource: "Resolve".to_owned(),
            primary: Vec::new(),
            abilities: Vec::new(),
            notes: String::new(),
        };
        assert_eq!(
            summary_line(&Content::Class(class)),
            "18 Stamina, +6 per level · 8 Recoveries · Resolve"
        );
        let mut kit = Kit {
            name: "Shield and Spear".to_owned(),
            stamina: 3,
            stamina_growth: None,
            speed: 0,
            stability: 1,
            free_strike: 5,
            damage_bonus: [1, 1, 2],
            abilities: Vec::new(),
            notes: String::new(),
        };
        assert_eq!(
            summary_line(&Content::Kit(kit.clone())),
            "+3 Stamina · +1 stability · free strike 5 · damage +1/+1/+2"
        );
        kit.stamina_growth = Some(KitStaminaGrowth::PerEchelon);
        assert_eq!(
            summary_line(&Content::Kit(kit)),
            "+3 Stamina per echelon · +1 stability · free strike 5 · damage +1/+1/+2"
        );
    }

    #[test]
    fn a_refusal_blames_the_first_field_and_names_every_problem() {
        let errors = [
            ContentError {
                field: "name".to_owned(),
                message: "Give it a name.".to_owned(),
                rule: None,
            },
            ContentError {
                field: "tiers".to_owned(),
                message: "An ability that rolls has three tiers.".to_owned(),
                rule: None,
            },
        ];
        let refused = refusal(ContentKind::Ability, &errors);
        assert_eq!(refused.kind, ErrorKind::InvalidInput);
        assert_eq!(refused.field.as_deref(), Some("name"));
        assert_eq!(
            refused.message,
            "This ability cannot be saved (2 problems); nothing was changed. name: Give it a \
             name. tiers: An ability that rolls has three tiers."
        );
    }
}
