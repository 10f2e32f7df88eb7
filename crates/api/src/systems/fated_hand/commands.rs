//! Fated Hand's commands: its part of THE command list (`registry::for_each_command`).

/// Appends Fated Hand's commands to the list being gathered; see `for_each_command`.
#[doc(hidden)]
#[macro_export]
macro_rules! __fated_hand_commands {
    ($callback:ident [$($done:tt)*] $($rest:ident)*) => {
        $crate::__then_commands! { $callback [$($done)*
            "Give an unbuilt character its creation build (a Fated Hand, ClockWork or Game of Bastards creation)."
                [$crate::characters] build_character($crate::characters::CharacterBuild) -> $crate::characters::CharacterView;
            "All Fated Hand content: classes, perks, talents, arms, spells and summons."
                [$crate::systems::fated_hand] fated_hand_content() -> $crate::systems::fated_hand::progression::FatedHandContent;
            "Compute the sheet a Fated Hand creation would give, saving nothing."
                [$crate::systems::fated_hand] preview_build($crate::systems::fated_hand::progression::BuildPreview) -> $crate::rules::systems::fated_hand::sheet::Sheet;
            "Advance a Fated Hand character one level (perk, and promotion when allowed)."
                [$crate::systems::fated_hand] advance_character($crate::systems::fated_hand::progression::Advancement) -> $crate::characters::CharacterView;
            "Award Knowledge Points toward an arm or spell."
                [$crate::systems::fated_hand] award_knowledge($crate::systems::fated_hand::progression::KnowledgeAward) -> $crate::characters::CharacterView;
            "Undo the newest progression entry of a character."
                [$crate::systems::fated_hand] undo_progression($crate::characters::CharacterRef) -> $crate::characters::CharacterView;
            "Replace a Fated Hand character's carried and equipped gear."
                [$crate::systems::fated_hand] update_gear($crate::systems::fated_hand::progression::GearUpdate) -> $crate::characters::CharacterView;
            "Make a Fated Hand skill check (tracked hand, topdeck, mid-combat, or the entered card)."
                [$crate::systems::fated_hand] skill_check($crate::systems::fated_hand::checks::SkillCheckRequest) -> $crate::systems::fated_hand::checks::SkillCheckResult;
            "Cast a Fated Hand story spell out of combat, paying its Reagents (tracked hand or entered cards)."
                [$crate::systems::fated_hand] cast_story_spell($crate::systems::fated_hand::story::StoryCastRequest) -> $crate::systems::fated_hand::story::StoryCastResult;
            "Draw the two cards of a mid-combat skill check."
                [$crate::systems::fated_hand] draw_check_cards($crate::characters::CharacterRef) -> $crate::systems::fated_hand::views::DeckView;
            "Build a statted Fated Hand NPC from a class and arms."
                [$crate::systems::fated_hand] quick_npc($crate::systems::fated_hand::npc::QuickNpc) -> $crate::characters::CharacterView;
        ] $($rest)* }
    };
}
