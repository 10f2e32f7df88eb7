//! ClockWork's commands: its part of THE command list (`registry::for_each_command`).

/// Appends ClockWork's commands to the list being gathered; see `for_each_command`.
#[doc(hidden)]
#[macro_export]
macro_rules! __clockwork_commands {
    ($callback:ident [$($done:tt)*] $($rest:ident)*) => {
        $crate::__then_commands! { $callback [$($done)*
            "What ClockWork's creation offers: skills, species, premade spreads, the foci the book names and the points creation spends."
                campaign_free [$crate::systems::clockwork] clockwork_content() -> $crate::systems::clockwork::content::ClockworkContent;
            "Build a ClockWork NPC from a species, a premade spread and the skills to rank best."
                [$crate::systems::clockwork] clockwork_quick_npc($crate::systems::clockwork::npc::ClockworkQuickNpc) -> $crate::characters::CharacterView;
        ] $($rest)* }
    };
}
