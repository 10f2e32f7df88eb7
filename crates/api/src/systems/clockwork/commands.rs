//! ClockWork's commands: its part of THE command list (`registry::for_each_command`).

/// Appends ClockWork's commands to the list being gathered; see `for_each_command`.
#[doc(hidden)]
#[macro_export]
macro_rules! __clockwork_commands {
    ($callback:ident [$($done:tt)*] $($rest:ident)*) => {
        $crate::__then_commands! { $callback [$($done)*
            "What ClockWork's creation offers: skills, species, premade spreads, the foci the book names and the points creation spends."
                campaign_free [$crate::systems::clockwork] clockwork_content() -> $crate::systems::clockwork::content::ClockworkContent;
            "The campaign's focus catalog: the foci the book names and the ones the GM added."
                [$crate::systems::clockwork] clockwork_focus_catalog() -> $crate::systems::clockwork::foci::ClockworkFocusCatalog;
            "Add a focus to the campaign's catalog, so creation offers it beside the book's."
                [$crate::systems::clockwork] clockwork_add_focus($crate::systems::clockwork::foci::ClockworkNewFocus) -> $crate::systems::clockwork::foci::ClockworkFocusCatalog;
            "Remove a focus the GM added from the campaign's catalog (characters who took it keep it)."
                [$crate::systems::clockwork] clockwork_remove_focus($crate::systems::clockwork::foci::ClockworkFocusRef) -> $crate::systems::clockwork::foci::ClockworkFocusCatalog;
            "Build a ClockWork NPC from a species, a premade spread and the skills to rank best."
                [$crate::systems::clockwork] clockwork_quick_npc($crate::systems::clockwork::npc::ClockworkQuickNpc) -> $crate::characters::CharacterView;
            "The campaign's ClockWork speed (fast, normal, slow) and the experience prices it gives."
                [$crate::systems::clockwork] clockwork_campaign_speed() -> $crate::systems::clockwork::speed::ClockworkSpeedView;
            "Set the campaign's ClockWork speed (refused if a character's advancement would no longer add up)."
                [$crate::systems::clockwork] clockwork_set_campaign_speed($crate::systems::clockwork::speed::ClockworkSpeedChange) -> $crate::systems::clockwork::speed::ClockworkSpeedView;
            "A ClockWork character's advancement: its ledger, experience, luck this session and what the next purchases cost."
                [$crate::systems::clockwork] clockwork_advancement($crate::systems::clockwork::advancement::ClockworkCharacterRef) -> $crate::systems::clockwork::advancement::ClockworkAdvancementView;
            "Award a ClockWork character 1 to 4 experience points."
                [$crate::systems::clockwork] clockwork_award_xp($crate::systems::clockwork::advancement::ClockworkXpAward) -> $crate::systems::clockwork::advancement::ClockworkAdvancementView;
            "Buy a skill rank, a spell or a feature with a ClockWork character's experience, or place a resistance point a risen Body brought."
                [$crate::systems::clockwork] clockwork_buy($crate::systems::clockwork::advancement::ClockworkBuy) -> $crate::systems::clockwork::advancement::ClockworkAdvancementView;
            "Spend one of a ClockWork character's three luck this game session on a reroll."
                [$crate::systems::clockwork] clockwork_use_luck($crate::systems::clockwork::advancement::ClockworkLuckUse) -> $crate::systems::clockwork::advancement::ClockworkAdvancementView;
            "Refill a ClockWork character's luck mid-session (much time passed in the game)."
                [$crate::systems::clockwork] clockwork_refresh_luck($crate::systems::clockwork::advancement::ClockworkCharacterRef) -> $crate::systems::clockwork::advancement::ClockworkAdvancementView;
            "The campaign's ClockWork price list, and every catalog item's price with where it comes from (the book, the campaign, another item's)."
                [$crate::systems::clockwork] clockwork_price_list() -> $crate::systems::clockwork::gear::ClockworkPriceListView;
            "Replace the campaign's ClockWork price list (the book prices only armor and shields; the GM prices the rest)."
                [$crate::systems::clockwork] clockwork_set_prices($crate::systems::clockwork::gear::ClockworkPriceListChange) -> $crate::systems::clockwork::gear::ClockworkPriceListView;
            "Equip a ClockWork character from the catalog: armor, shield, enchantments, weapons, belt, bandolier and artifacts."
                [$crate::systems::clockwork] clockwork_equip($crate::systems::clockwork::gear::ClockworkEquip) -> $crate::characters::CharacterView;
            "The exact odds of a ClockWork roll before it is thrown: each number of gains, success against a difficulty, winning an opposed roll."
                [$crate::systems::clockwork] clockwork_roll_odds($crate::systems::clockwork::rolls::ClockworkRollOddsRequest) -> $crate::systems::clockwork::rolls::ClockworkRollOdds;
            "Make a ClockWork roll (a character's skill or a pool typed in; the engine's dice or the table's), read against a difficulty or an opposed roll."
                [$crate::systems::clockwork] clockwork_roll($crate::systems::clockwork::rolls::ClockworkRollRequest) -> $crate::systems::clockwork::rolls::ClockworkRollResult;
            "Throw one side of a ClockWork roll again with its character's luck (recorded in the advancement ledger); the reroll stands, a Halfling keeps the higher."
                [$crate::systems::clockwork] clockwork_luck_reroll($crate::systems::clockwork::rolls::ClockworkLuckReroll) -> $crate::systems::clockwork::rolls::ClockworkRollResult;
            "Undo the newest entry of a ClockWork character's advancement ledger."
                [$crate::systems::clockwork] clockwork_undo_advancement($crate::systems::clockwork::advancement::ClockworkAdvancementUndo) -> $crate::systems::clockwork::advancement::ClockworkAdvancementView;
        ] $($rest)* }
    };
}
