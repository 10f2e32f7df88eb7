//! Lytharian Chess's commands: its part of THE command list (`registry::for_each_command`).

/// Appends Lytharian Chess's commands to the list being gathered; see `for_each_command`.
#[doc(hidden)]
#[macro_export]
macro_rules! __lytharian_chess_commands {
    ($callback:ident [$($done:tt)*] $($rest:ident)*) => {
        $crate::__then_commands! { $callback [$($done)*
            "The keyword abilities a Lytharian Chess card may list, with whether each takes an X and a Y, its meaning and its citation."
                campaign_free [$crate::systems::lytharian_chess] lytharian_chess_keywords() -> Vec<$crate::rules::systems::lytharian_chess::keywords::KeywordInfo>;
            "List Lytharian Chess cards (troops, spells, equipment) by kind and name, with the book's named cards the library does not hold yet."
                [$crate::systems::lytharian_chess] lytharian_chess_list_cards($crate::systems::lytharian_chess::cards::LytharianCardQuery) -> $crate::systems::lytharian_chess::cards::LytharianCardList;
            "Get one Lytharian Chess card, with where each of its values comes from (the book, the GM, or unknown)."
                [$crate::systems::lytharian_chess] lytharian_chess_get_card($crate::systems::lytharian_chess::cards::LytharianCardRef) -> $crate::systems::lytharian_chess::cards::LytharianCardView;
            "Check a Lytharian Chess card and list its problems (field, rule), saving nothing."
                [$crate::systems::lytharian_chess] lytharian_chess_check_card($crate::systems::lytharian_chess::cards::LytharianCardDraft) -> Vec<$crate::systems::lytharian_chess::cards::LytharianCardProblem>;
            "Add a Lytharian Chess card of the GM's own (refused if it has problems)."
                [$crate::systems::lytharian_chess] lytharian_chess_create_card($crate::systems::lytharian_chess::cards::LytharianCardDraft) -> $crate::systems::lytharian_chess::cards::LytharianCardView;
            "Change a Lytharian Chess card's values (it keeps its kind and sources; refused if it has problems)."
                [$crate::systems::lytharian_chess] lytharian_chess_update_card($crate::systems::lytharian_chess::cards::LytharianCardUpdate) -> $crate::systems::lytharian_chess::cards::LytharianCardView;
            "Delete a Lytharian Chess card no army uses."
                [$crate::systems::lytharian_chess] lytharian_chess_delete_card($crate::systems::lytharian_chess::cards::LytharianCardRef) -> $crate::systems::lytharian_chess::cards::LytharianCardList;
            "Add the book's named Lytharian Chess cards the library does not hold, with what the book gives and every other value unknown."
                [$crate::systems::lytharian_chess] lytharian_chess_add_starter_set() -> $crate::systems::lytharian_chess::cards::LytharianStarterAdded;
            "List the campaign's Lytharian Chess armies with their legality at a glance."
                [$crate::systems::lytharian_chess] lytharian_chess_list_armies() -> Vec<$crate::systems::lytharian_chess::armies::LytharianArmySummary>;
            "Get one Lytharian Chess army with its deck and its legality in its mode."
                [$crate::systems::lytharian_chess] lytharian_chess_get_army($crate::systems::lytharian_chess::armies::LytharianArmyRef) -> $crate::systems::lytharian_chess::armies::LytharianArmyView;
            "Check a Lytharian Chess army and deck in its mode (every problem with its rule), saving nothing."
                [$crate::systems::lytharian_chess] lytharian_chess_check_army($crate::systems::lytharian_chess::armies::LytharianArmyDraft) -> $crate::systems::lytharian_chess::armies::LytharianLegality;
            "Save a new Lytharian Chess army and deck (one still being built saves; one that breaks a limit of its mode is refused)."
                [$crate::systems::lytharian_chess] lytharian_chess_create_army($crate::systems::lytharian_chess::armies::LytharianArmyDraft) -> $crate::systems::lytharian_chess::armies::LytharianArmyView;
            "Replace a Lytharian Chess army and deck (refused if it breaks a limit of its mode)."
                [$crate::systems::lytharian_chess] lytharian_chess_update_army($crate::systems::lytharian_chess::armies::LytharianArmyUpdate) -> $crate::systems::lytharian_chess::armies::LytharianArmyView;
            "Delete a Lytharian Chess army (its cards stay in the library)."
                [$crate::systems::lytharian_chess] lytharian_chess_delete_army($crate::systems::lytharian_chess::armies::LytharianArmyRef) -> Vec<$crate::systems::lytharian_chess::armies::LytharianArmySummary>;
            "The elemental opposites a Standard Lytharian Chess deck may not mix, as the table rule gives them, and the GM's own pairs."
                [$crate::systems::lytharian_chess] lytharian_chess_opposite_pairs() -> $crate::systems::lytharian_chess::opposites::LytharianOppositesView;
            "Record the opposite elements from the GM's copy of the book's lost Illustration C (in force under the table rule's custom option)."
                [$crate::systems::lytharian_chess] lytharian_chess_set_opposite_pairs($crate::systems::lytharian_chess::opposites::LytharianOppositesChange) -> $crate::systems::lytharian_chess::opposites::LytharianOppositesView;
            "Start a Lytharian Chess match between two playable armies: who goes first and the weaker army's bonus mana from the power scores, both armies placed face down, the decks shuffled."
                [$crate::systems::lytharian_chess] lytharian_chess_start_match($crate::systems::lytharian_chess::matches::LytharianMatchStart) -> $crate::systems::lytharian_chess::match_screen::LytharianMatchScreen;
            "List the campaign's Lytharian Chess matches."
                [$crate::systems::lytharian_chess] lytharian_chess_list_matches() -> Vec<$crate::systems::lytharian_chess::matches::LytharianMatchSummary>;
            "Get a Lytharian Chess match as one screen may see it (the GM's, or one player's without the other's hand, face-down troops or deck order), with the commands the engine accepts now and the log."
                [$crate::systems::lytharian_chess] lytharian_chess_get_match($crate::systems::lytharian_chess::matches::LytharianMatchRef) -> $crate::systems::lytharian_chess::match_screen::LytharianMatchScreen;
            "Give a command in a Lytharian Chess match (refused with its rule, changing nothing, when the engine does not allow it)."
                [$crate::systems::lytharian_chess] lytharian_chess_match_command($crate::systems::lytharian_chess::matches::LytharianMatchOrder) -> $crate::systems::lytharian_chess::match_screen::LytharianMatchScreen;
            "Take back the last command of a Lytharian Chess match (or the GM's ending)."
                [$crate::systems::lytharian_chess] lytharian_chess_undo_match($crate::systems::lytharian_chess::matches::LytharianMatchStep) -> $crate::systems::lytharian_chess::match_screen::LytharianMatchScreen;
            "Give again the next command taken back in a Lytharian Chess match."
                [$crate::systems::lytharian_chess] lytharian_chess_redo_match($crate::systems::lytharian_chess::matches::LytharianMatchStep) -> $crate::systems::lytharian_chess::match_screen::LytharianMatchScreen;
            "End a Lytharian Chess match the board has not decided: a player resigns, or the GM declares how it ends."
                [$crate::systems::lytharian_chess] lytharian_chess_end_match($crate::systems::lytharian_chess::matches::LytharianMatchEnd) -> $crate::systems::lytharian_chess::match_screen::LytharianMatchScreen;
            "Delete a Lytharian Chess match and its history."
                [$crate::systems::lytharian_chess] lytharian_chess_delete_match($crate::systems::lytharian_chess::matches::LytharianMatchRef) -> Vec<$crate::systems::lytharian_chess::matches::LytharianMatchSummary>;
        ] $($rest)* }
    };
}
