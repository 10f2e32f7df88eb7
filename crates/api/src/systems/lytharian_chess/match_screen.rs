//! A Lytharian Chess match as one screen shows it: the GM's (everything) or one player's (its
//! own hand and troops; of the other side only what the rules let it see — never its hand,
//! its face-down troops' cards or any deck's order). Everything here comes from the rules'
//! per-viewer view and log (`game::view`, `game::describe`), so nothing a side may not see is
//! ever put into its screen; the commands offered are the engine's `legal` answer, and only to
//! the screen whose player the match waits for.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::encounter::{Encounter, Legal, LogLine, Viewer};
use tablekeep_rules::systems::lytharian_chess::board::Side;
use tablekeep_rules::systems::lytharian_chess::game::legal::{acting_side, LytharianMatch};
use tablekeep_rules::systems::lytharian_chess::game::{Command, MatchView};
use tablekeep_store::ContentRow;

use super::matches::{LytharianMatchEnding, StoredMatch};
use crate::AppError;

/// Whose screen a match is looked at from.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum LytharianViewer {
    /// The GM: the whole board, both hands.
    #[default]
    Gm,
    /// The first player.
    First,
    /// The second player.
    Second,
}

impl LytharianViewer {
    /// The side this screen plays, `None` for the GM.
    pub fn side(self) -> Option<Side> {
        match self {
            LytharianViewer::Gm => None,
            LytharianViewer::First => Some(Side::First),
            LytharianViewer::Second => Some(Side::Second),
        }
    }

    fn engine(self) -> Viewer {
        match self {
            LytharianViewer::Gm => Viewer::Gm,
            LytharianViewer::First => Viewer::Side(0),
            LytharianViewer::Second => Viewer::Side(1),
        }
    }
}

/// A kind of command the engine refuses now, with why.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianWithheld {
    /// The command's kind (`move`, `attack`, `end_turn`, …).
    pub kind: String,
    /// Why not, in a sentence.
    pub reason: String,
    /// The rule that refuses it.
    pub rule: Citation,
}

/// A match as one screen shows it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LytharianMatchScreen {
    /// The match's id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Whose screen this is.
    pub viewer: LytharianViewer,
    /// The first player's army and the second player's, by name.
    pub armies: [String; 2],
    /// Commands in effect (what the next request must name).
    pub cursor: u32,
    /// Commands stored, undone ones included (more than `cursor`: redo is possible).
    pub command_count: u32,
    /// The table as this screen may see it.
    pub view: MatchView,
    /// Whose answer the match waits for.
    pub acting: Side,
    /// The commands the engine accepts now, when this screen may give them (the GM's, or the
    /// acting player's); empty otherwise.
    pub legal: Vec<Command>,
    /// For each kind of command the engine refuses now, why (same screens as `legal`).
    pub withheld: Vec<LytharianWithheld>,
    /// The log as this screen may read it, each line with its rule.
    pub log: Vec<LogLine>,
    /// How the GM ended it, when the board did not.
    pub ending: Option<LytharianMatchEnding>,
    /// Whether it is over (the board decided, or the GM ended it).
    pub over: bool,
}

/// The screen of `played` (the match replayed to its cursor) for `viewer`.
pub(crate) fn screen(
    row: &ContentRow,
    stored: &StoredMatch,
    played: &Encounter<LytharianMatch>,
    viewer: LytharianViewer,
) -> Result<LytharianMatchScreen, AppError> {
    let state = &played.state;
    let over = state.outcome.is_some() || stored.ending.is_some();
    let acting = acting_side(state);
    let may_act = !over && viewer.side().is_none_or(|side| side == acting);
    let (legal, withheld) = if may_act {
        let now = LytharianMatch::legal(state);
        (
            now.offered.into_iter().map(|o| o.command).collect(),
            now.withheld
                .into_iter()
                .map(|w| LytharianWithheld {
                    kind: w.kind,
                    reason: w.reason.message,
                    rule: w.reason.rule,
                })
                .collect(),
        )
    } else {
        (Vec::new(), Vec::new())
    };
    let army = |index: u8| stored.armies[usize::from(index)].name.clone();
    let mut log = played.log_for(0, viewer.engine());
    if let Some(ending) = &stored.ending {
        log.push(LogLine::new(
            ending.reason.clone(),
            Some(ending.rule.clone()),
        ));
    }
    Ok(LytharianMatchScreen {
        id: row.id,
        name: row.name.clone(),
        viewer,
        armies: [army(state.army_of[0]), army(state.army_of[1])],
        cursor: u32::try_from(stored.cursor).unwrap_or(u32::MAX),
        command_count: u32::try_from(stored.commands.len()).unwrap_or(u32::MAX),
        view: played.view(viewer.engine()),
        acting,
        legal,
        withheld,
        log,
        ending: stored.ending.clone(),
        over,
    })
}
