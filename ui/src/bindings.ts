// PROVISIONAL stand-in, replaced by the tauri-specta output. Not to be committed.

/** user-defined commands **/

export const commands = {
async listSystems() : Promise<Result<SystemInfo[], AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("list_systems") }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async createCampaign(input: NewCampaign) : Promise<Result<CampaignInfo, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("create_campaign", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async openCampaign(input: OpenCampaign) : Promise<Result<CampaignInfo, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("open_campaign", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async campaignInfo() : Promise<Result<CampaignInfo, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("campaign_info") }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async renameCampaign(input: CampaignRename) : Promise<Result<CampaignInfo, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("rename_campaign", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async listRecentCampaigns() : Promise<Result<RecentCampaign[], AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("list_recent_campaigns") }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async createCharacter(input: NewCharacter) : Promise<Result<CharacterView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("create_character", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async getCharacter(input: CharacterRef) : Promise<Result<CharacterView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("get_character", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async listCharacters(input: CharacterQuery) : Promise<Result<CharacterSummary[], AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("list_characters", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async listTags() : Promise<Result<TagCount[], AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("list_tags") }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async updateCharacter(input: CharacterPatch) : Promise<Result<CharacterView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("update_character", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async undoCharacterEdit(input: CharacterRef) : Promise<Result<CharacterView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("undo_character_edit", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async deleteCharacter(input: CharacterRef) : Promise<Result<DeletedCharacter, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("delete_character", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async createParty(input: NewParty) : Promise<Result<PartyView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("create_party", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async listParties() : Promise<Result<PartyView[], AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("list_parties") }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async renameParty(input: PartyRename) : Promise<Result<PartyView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("rename_party", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async deleteParty(input: PartyId) : Promise<Result<DeletedParty, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("delete_party", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async addToParty(input: PartyMembership) : Promise<Result<PartyView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("add_to_party", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
},
async removeFromParty(input: PartyMembership) : Promise<Result<PartyView, AppError>> {
    try { return { status: "ok", data: await TAURI_INVOKE("remove_from_party", { input }) }; } catch (e) { if(e instanceof Error) throw e; else return { status: "error", error: e  as any }; }
}
}

/** user-defined types **/

export type AppError = { kind: ErrorKind; message: string; field: string | null }
export type CampaignInfo = { name: string; path: string; createdAt: string; schemaVersion: number; playerCharacters: number; npcs: number; parties: number; backups: number; backupError: string | null }
export type CampaignRename = { name: string }
export type CharacterKind = "pc" | "npc"
export type CharacterPatch = { id: number; expectedRevision?: number | null; name?: string | null; kind?: CharacterKind | null; tags?: string[] | null; notes?: string | null }
export type CharacterQuery = { search?: string | null; tag?: string | null; system?: SystemId | null; kind?: CharacterKind | null }
export type CharacterRef = { id: number }
export type CharacterSummary = { id: number; system: SystemId; kind: CharacterKind; name: string; tags: string[]; updatedAt: string }
export type CharacterView = { id: number; system: SystemId; kind: CharacterKind; name: string; tags: string[]; notes: string; revision: number; canUndo: boolean; parties: PartyRef[]; createdAt: string; updatedAt: string }
export type DeletedCharacter = { id: number; name: string }
export type DeletedParty = { id: number }
export type ErrorKind = "invalidInput" | "unknownCommand" | "notFound" | "conflict" | "noCampaignOpen" | "notACampaign" | "campaignTooNew" | "campaignExists" | "campaignMissing" | "readOnly" | "storage"
export type NewCampaign = { name: string; path?: string | null }
export type NewCharacter = { system: SystemId; kind: CharacterKind; name: string; tags: string[]; notes: string }
export type NewParty = { name: string }
export type OpenCampaign = { path: string }
export type PartyId = { id: number }
export type PartyMemberView = { id: number; name: string; system: SystemId }
export type PartyMembership = { partyId: number; characterId: number }
export type PartyRef = { id: number; name: string }
export type PartyRename = { id: number; name: string }
export type PartyView = { id: number; name: string; createdAt: string; members: PartyMemberView[] }
export type RecentCampaign = { path: string; name: string; openedAt: string; exists: boolean; current: boolean }
export type SystemId = "fated_hand" | "draw_steel" | "game_of_bastards" | "lytharian_chess" | "clockwork"
export type SystemInfo = { id: SystemId; name: string; summary: string }
export type TagCount = { tag: string; count: number }

/** tauri-specta globals **/

import {
	invoke as TAURI_INVOKE,
	Channel as TAURI_CHANNEL,
} from "@tauri-apps/api/core";
import * as TAURI_API_EVENT from "@tauri-apps/api/event";
import { type WebviewWindow as __WebviewWindow__ } from "@tauri-apps/api/webviewWindow";

type __EventObj__<T> = {
	listen: (
		cb: TAURI_API_EVENT.EventCallback<T>,
	) => ReturnType<typeof TAURI_API_EVENT.listen<T>>;
	once: (
		cb: TAURI_API_EVENT.EventCallback<T>,
	) => ReturnType<typeof TAURI_API_EVENT.once<T>>;
	emit: null extends T
		? (payload?: T) => ReturnType<typeof TAURI_API_EVENT.emit>
		: (payload: T) => ReturnType<typeof TAURI_API_EVENT.emit>;
};

export type Result<T, E> =
	| { status: "ok"; data: T }
	| { status: "error"; error: E };

function __makeEvents__<T extends Record<string, any>>(
	mappings: Record<keyof T, string>,
) {
	return new Proxy(
		{} as unknown as {
			[K in keyof T]: __EventObj__<T[K]> & {
				(handle: __WebviewWindow__): __EventObj__<T[K]>;
			};
		},
		{
			get: (_, event) => {
				const name = mappings[event as keyof T];

				return new Proxy((() => {}) as any, {
					apply: (_, __, [window]: [__WebviewWindow__]) => ({
						listen: (arg: any) => window.listen(name, arg),
						once: (arg: any) => window.once(name, arg),
						emit: (arg: any) => window.emit(name, arg),
					}),
					get: (_, command: keyof __EventObj__<any>) => {
						switch (command) {
							case "listen":
								return (arg: any) => TAURI_API_EVENT.listen(name, arg);
							case "once":
								return (arg: any) => TAURI_API_EVENT.once(name, arg);
							case "emit":
								return (arg: any) => TAURI_API_EVENT.emit(name, arg);
						}
					},
				});
			},
		},
	);
}
