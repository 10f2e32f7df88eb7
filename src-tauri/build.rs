// The app manifest turns each command into a permission (`allow-<command>`); the capability file
// grants exactly those, so the web view can call Tablekeep's commands and nothing else.
fn main() {
    let manifest = tauri_build::AppManifest::new().commands(&[
        "list_systems",
        "create_campaign",
        "open_campaign",
        "campaign_info",
        "rename_campaign",
        "list_recent_campaigns",
        "create_character",
        "get_character",
        "list_characters",
        "list_tags",
        "update_character",
        "undo_character_edit",
        "delete_character",
        "create_party",
        "list_parties",
        "rename_party",
        "delete_party",
        "add_to_party",
        "remove_from_party",
        "build_character",
        "fated_hand_content",
        "preview_build",
        "advance_character",
        "award_knowledge",
        "undo_progression",
        "update_gear",
        "skill_check",
        "draw_check_cards",
        "quick_npc",
        "start_game_session",
        "end_game_session",
        "list_game_sessions",
        "list_table_rules",
        "set_table_rule",
    ]);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("failed to run the Tauri build script");
}
