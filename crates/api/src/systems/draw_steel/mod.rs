//! Draw Steel commands.
//!
//! Rules live in `tablekeep_rules::systems::draw_steel`; this module validates input through
//! them, loads and stores what they need, and shapes the results for the GM.
//!
//! - [`combat`]: Draw Steel encounters: plans, snapshots, the GM-screen view and log.
//! - [`content`]: the content library the GM authors (abilities, monsters, ancestries, classes,
//!   kits): list, get, check, save, delete.
//! - [`heroes`]: heroes as characters: build, view, preview.
//! - [`progress`]: Victories, respites, Recoveries, levels and projects.
//! - [`starter`]: our starter set added to a campaign (content and premade heroes).
//! - [`rolls`]: power rolls anywhere: odds, rolls, assists.

pub mod combat;
mod commands;
pub mod content;
pub mod encounter;
pub mod heroes;
pub mod progress;
pub mod rolls;
pub mod starter;

pub use content::{
    draw_steel_check_content, draw_steel_delete_content, draw_steel_get_content,
    draw_steel_list_content, draw_steel_save_content,
};
pub use encounter::draw_steel_roll_preview;
pub use heroes::{draw_steel_build_hero, draw_steel_hero, draw_steel_preview_hero};
pub use progress::{
    draw_steel_add_project, draw_steel_award_victories, draw_steel_level_up,
    draw_steel_project_roll, draw_steel_remove_project, draw_steel_respite,
    draw_steel_spend_recovery,
};
pub use rolls::{draw_steel_assist, draw_steel_power_roll, draw_steel_roll_odds};
pub use starter::draw_steel_add_starter_set;
