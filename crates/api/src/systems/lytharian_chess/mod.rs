//! Lytharian Chess commands: the card library with its editor (the book's named cards offered
//! as a starter set, unknown values kept unknown until the GM enters them) and the army and
//! deck builder with legality by mode.
//!
//! Rules live in `tablekeep_rules::systems::lytharian_chess`; this module checks input, reads
//! the campaign's table rules, and stores cards and armies in the campaign's content library
//! (kinds `troop`, `spell`, `equipment` and `army`), each command one transaction. The system
//! has no characters (it is a two-player game). Its matches (`matches.rs`, `match_screen.rs`)
//! are kept as content of kind `match` with their whole history.

pub mod armies;
mod card_line;
pub mod cards;
mod commands;
pub mod match_screen;
pub mod matches;
pub mod opposites;

pub use armies::{
    lytharian_chess_check_army, lytharian_chess_create_army, lytharian_chess_delete_army,
    lytharian_chess_get_army, lytharian_chess_list_armies, lytharian_chess_update_army,
};
pub use cards::{
    lytharian_chess_add_starter_set, lytharian_chess_check_card, lytharian_chess_create_card,
    lytharian_chess_delete_card, lytharian_chess_get_card, lytharian_chess_keywords,
    lytharian_chess_list_cards, lytharian_chess_update_card,
};
pub use matches::{
    lytharian_chess_delete_match, lytharian_chess_end_match, lytharian_chess_get_match,
    lytharian_chess_list_matches, lytharian_chess_match_command, lytharian_chess_redo_match,
    lytharian_chess_start_match, lytharian_chess_undo_match,
};
pub use opposites::{lytharian_chess_opposite_pairs, lytharian_chess_set_opposite_pairs};
