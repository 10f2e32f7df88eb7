//! A Game of Bastards' commands: its part of THE command list (`registry::for_each_command`).

/// Appends A Game of Bastards' commands to the list being gathered; see `for_each_command`.
#[doc(hidden)]
#[macro_export]
macro_rules! __game_of_bastards_commands {
    ($callback:ident [$($done:tt)*] $($rest:ident)*) => {
        $crate::__then_commands! { $callback [$($done)*
            "What A Game of Bastards' creation offers: suits, skills, advantages, disadvantages and the numbers creation spends."
                campaign_free [$crate::systems::game_of_bastards] game_of_bastards_content() -> $crate::systems::game_of_bastards::content::BastardsContent;
            "A Game of Bastards character's advancement: its ledger, XP, the spending window and what XP buys now."
                [$crate::systems::game_of_bastards] game_of_bastards_advancement($crate::systems::game_of_bastards::ledger::BastardsCharacterRef) -> $crate::systems::game_of_bastards::ledger::BastardsAdvancementView;
            "Record what happened to a Game of Bastards character: XP earned (scene, Opposition, disadvantage inflicted, monster killed), Time Passes or The End, money moved, or its death."
                [$crate::systems::game_of_bastards] game_of_bastards_record($crate::systems::game_of_bastards::ledger::BastardsRecord) -> $crate::systems::game_of_bastards::ledger::BastardsAdvancementView;
            "Spend a Game of Bastards character's XP at Time Passes or before The End: a trait or skill rank, an advantage, a specialty, a disadvantage removed."
                [$crate::systems::game_of_bastards] game_of_bastards_spend($crate::systems::game_of_bastards::ledger::BastardsSpend) -> $crate::systems::game_of_bastards::ledger::BastardsAdvancementView;
            "Undo the newest entry of a Game of Bastards character's ledger (never the creation)."
                [$crate::systems::game_of_bastards] game_of_bastards_undo_advancement($crate::systems::game_of_bastards::ledger::BastardsAdvancementUndo) -> $crate::systems::game_of_bastards::ledger::BastardsAdvancementView;
            "Make a killed Game of Bastards character's successor, inheriting half its XP."
                [$crate::systems::game_of_bastards] game_of_bastards_successor($crate::systems::game_of_bastards::character::BastardsSuccessor) -> $crate::characters::CharacterView;
            "Generate a Game of Bastards monster for a party: Power Rating from their highest trait, the suit of the card drawn, the players' advantage picks checked."
                [$crate::systems::game_of_bastards] game_of_bastards_monster($crate::systems::game_of_bastards::monster::BastardsMonsterRequest) -> $crate::rules::systems::game_of_bastards::monster::Monster;
            "Every Game of Bastards scene in the campaign, newest first."
                [$crate::systems::game_of_bastards] game_of_bastards_scenes() -> Vec<$crate::systems::game_of_bastards::scenes::BastardsSceneSummary>;
            "A Game of Bastards scene as it stands: its place, characters and Wildcards, NPC groups, what happened, and the scene XP."
                [$crate::systems::game_of_bastards] game_of_bastards_scene($crate::systems::game_of_bastards::scenes::BastardsSceneRef) -> $crate::systems::game_of_bastards::scenes::BastardsSceneView;
            "Set a Game of Bastards scene: where it takes place (Populated, Dangerous, Enroute), the characters taking part and their Wildcards."
                [$crate::systems::game_of_bastards] game_of_bastards_set_scene($crate::systems::game_of_bastards::scenes::BastardsNewScene) -> $crate::systems::game_of_bastards::scenes::BastardsSceneView;
            "Play a step of a Game of Bastards scene: a dramatic action, a Fate Draw (cards drawn or entered), Wildcards, the next sub-area."
                [$crate::systems::game_of_bastards] game_of_bastards_scene_step($crate::systems::game_of_bastards::scenes::BastardsSceneStep) -> $crate::systems::game_of_bastards::scenes::BastardsSceneView;
            "Undo the newest step of an open Game of Bastards scene."
                [$crate::systems::game_of_bastards] game_of_bastards_scene_undo($crate::systems::game_of_bastards::scenes::BastardsSceneAt) -> $crate::systems::game_of_bastards::scenes::BastardsSceneView;
            "Close a Game of Bastards scene: each character directly involved gains its scene XP on its ledger."
                [$crate::systems::game_of_bastards] game_of_bastards_end_scene($crate::systems::game_of_bastards::scenes::BastardsSceneAt) -> $crate::systems::game_of_bastards::scenes::BastardsSceneView;
            "Generate a Game of Bastards monster as game_of_bastards_monster does and keep it in the campaign under a name."
                [$crate::systems::game_of_bastards] game_of_bastards_save_monster($crate::systems::game_of_bastards::monster::BastardsNewMonster) -> $crate::systems::game_of_bastards::monster::BastardsSavedMonster;
            "The Game of Bastards monsters kept in the campaign, by name."
                [$crate::systems::game_of_bastards] game_of_bastards_monsters() -> Vec<$crate::systems::game_of_bastards::monster::BastardsSavedMonster>;
        ] $($rest)* }
    };
}
