//! Draw Steel commands.
//!
//! Rules live in `tablekeep_rules::systems::draw_steel`; this module validates input through
//! them, loads and stores what they need, and shapes the results for the GM.
//!
//! - [`content`]: the content library the GM authors (abilities, monsters, ancestries, classes,
//!   kits): list, get, check, save, delete.

pub mod content;

pub use content::{
    draw_steel_check_content, draw_steel_delete_content, draw_steel_get_content,
    draw_steel_list_content, draw_steel_save_content,
};
