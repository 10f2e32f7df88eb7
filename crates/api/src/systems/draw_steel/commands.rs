//! Draw Steel's commands: its part of THE command list (`registry::for_each_command`).

/// Appends Draw Steel's commands to the list being gathered; see `for_each_command`.
#[doc(hidden)]
#[macro_export]
macro_rules! __draw_steel_commands {
    ($callback:ident [$($done:tt)*] $($rest:ident)*) => {
        $crate::__then_commands! { $callback [$($done)*
            "Before a Draw Steel roll: each target's edges, banes and exact tier odds (saves nothing)."
                [$crate::systems::draw_steel] draw_steel_roll_preview($crate::systems::draw_steel::encounter::DrawSteelRollPreviewRequest) -> Vec<$crate::rules::systems::draw_steel::combat::RollPreview>;
            "List Draw Steel content (abilities, monsters, ancestries, classes, kits), by kind and name."
                [$crate::systems::draw_steel] draw_steel_list_content($crate::systems::draw_steel::content::ContentQuery) -> Vec<$crate::systems::draw_steel::content::ContentSummary>;
            "Get one piece of Draw Steel content."
                [$crate::systems::draw_steel] draw_steel_get_content($crate::systems::draw_steel::content::ContentRef) -> $crate::systems::draw_steel::content::ContentView;
            "Check a piece of Draw Steel content and list its problems, saving nothing."
                campaign_free [$crate::systems::draw_steel] draw_steel_check_content($crate::systems::draw_steel::content::ContentDraft) -> Vec<$crate::rules::systems::draw_steel::content::validate::ContentError>;
            "Save new Draw Steel content, or replace stored content of the same kind (refused if it has problems)."
                [$crate::systems::draw_steel] draw_steel_save_content($crate::systems::draw_steel::content::ContentSave) -> $crate::systems::draw_steel::content::ContentView;
            "Delete a piece of Draw Steel content."
                [$crate::systems::draw_steel] draw_steel_delete_content($crate::systems::draw_steel::content::ContentRef) -> Vec<$crate::systems::draw_steel::content::ContentSummary>;
            "Give a Draw Steel character its hero build (checked against its ancestry, class and kit); progress is kept."
                [$crate::systems::draw_steel] draw_steel_build_hero($crate::systems::draw_steel::heroes::HeroBuildRequest) -> $crate::systems::draw_steel::heroes::DrawSteelHeroView;
            "Get one Draw Steel hero: build, explained sheet, progress and level."
                [$crate::systems::draw_steel] draw_steel_hero($crate::systems::draw_steel::heroes::HeroRef) -> $crate::systems::draw_steel::heroes::DrawSteelHeroView;
            "Compute the sheet a Draw Steel hero build would give, saving nothing."
                [$crate::systems::draw_steel] draw_steel_preview_hero($crate::systems::draw_steel::heroes::HeroPreview) -> $crate::rules::systems::draw_steel::hero::HeroSheet;
            "Award Victories to Draw Steel heroes (one transaction for all)."
                [$crate::systems::draw_steel] draw_steel_award_victories($crate::systems::draw_steel::progress::VictoryAward) -> Vec<$crate::systems::draw_steel::heroes::DrawSteelHeroView>;
            "End a Draw Steel hero's respite: finished, Stamina and Recoveries back and Victories become Experience; interrupted, nothing."
                [$crate::systems::draw_steel] draw_steel_respite($crate::systems::draw_steel::progress::RespiteRequest) -> $crate::systems::draw_steel::progress::RespiteView;
            "Spend one of a Draw Steel hero's Recoveries out of combat."
                [$crate::systems::draw_steel] draw_steel_spend_recovery($crate::systems::draw_steel::heroes::HeroRef) -> $crate::systems::draw_steel::progress::RecoveryView;
            "Record that the Director brings a dead Draw Steel hero back, with the Stamina they choose (no glossary rule: the Director's call)."
                [$crate::systems::draw_steel] draw_steel_return_hero($crate::systems::draw_steel::progress::HeroReturn) -> $crate::systems::draw_steel::heroes::DrawSteelHeroView;
            "Raise a Draw Steel hero one level when their Experience allows."
                [$crate::systems::draw_steel] draw_steel_level_up($crate::systems::draw_steel::heroes::HeroRef) -> $crate::systems::draw_steel::heroes::DrawSteelHeroView;
            "Add a project to a Draw Steel hero."
                [$crate::systems::draw_steel] draw_steel_add_project($crate::systems::draw_steel::progress::NewProject) -> $crate::systems::draw_steel::heroes::DrawSteelHeroView;
            "Make a project roll for a Draw Steel hero's project during a respite (a breakthrough allows another)."
                [$crate::systems::draw_steel] draw_steel_project_roll($crate::systems::draw_steel::progress::ProjectRollRequest) -> $crate::systems::draw_steel::progress::ProjectRollView;
            "Remove a project from a Draw Steel hero."
                [$crate::systems::draw_steel] draw_steel_remove_project($crate::systems::draw_steel::progress::ProjectRef) -> $crate::systems::draw_steel::heroes::DrawSteelHeroView;
            "Undo the newest entry of a Draw Steel hero's progression ledger."
                [$crate::systems::draw_steel] draw_steel_undo_progress($crate::systems::draw_steel::progress::ProgressUndo) -> $crate::systems::draw_steel::heroes::DrawSteelHeroView;
            "Add the Draw Steel starter set: its content (what the library lacks) and its premade heroes."
                [$crate::systems::draw_steel] draw_steel_add_starter_set() -> $crate::systems::draw_steel::starter::StarterSetAdded;
            "The exact odds of each tier of a Draw Steel power roll, and of each outcome of a test."
                campaign_free [$crate::systems::draw_steel] draw_steel_roll_odds($crate::systems::draw_steel::rolls::RollOddsRequest) -> $crate::systems::draw_steel::rolls::RollOdds;
            "Make a Draw Steel power roll (the engine's dice or the entered ones), with a test's outcome."
                campaign_free [$crate::systems::draw_steel] draw_steel_power_roll($crate::systems::draw_steel::rolls::PowerRollRequest) -> $crate::systems::draw_steel::rolls::PowerRollResult;
            "Make a Draw Steel assist: the assister's test and the bane, edge or double edge it gives."
                campaign_free [$crate::systems::draw_steel] draw_steel_assist($crate::systems::draw_steel::rolls::AssistRequest) -> $crate::systems::draw_steel::rolls::AssistResult;
        ] $($rest)* }
    };
}
