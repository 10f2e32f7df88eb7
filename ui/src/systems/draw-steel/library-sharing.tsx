import { useState } from "react";
import type { ImportedContentPack } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { usePlatform } from "../../platform";
import { useCampaignInfo, useExportContentPack, useImportContentPack } from "../../queries";
import { PlacedPieces, SHARED_FILE_KINDS, sharedFileName } from "../../shared/sharing";

/**
 * Share the library with another GM: save all of it as a content pack, or add a pack another GM
 * saved (pieces the library already holds are used as they are; a different piece whose name is
 * taken arrives numbered, "Name (2)").
 */
export function LibrarySharing({ empty }: { empty: boolean }) {
  const platform = usePlatform();
  const campaign = useCampaignInfo();
  const exported = useExportContentPack();
  const imported = useImportContentPack();
  const [choosing, setChoosing] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const [arrived, setArrived] = useState<ImportedContentPack | null>(null);

  const ask = async (run: () => Promise<void>) => {
    setChoosing(true);
    setSavedTo(null);
    setArrived(null);
    try {
      await run();
    } finally {
      setChoosing(false);
    }
  };
  // The system's save dialog asks before replacing a file, so the export may replace the one chosen.
  const exportAll = () =>
    ask(async () => {
      const path = await platform.chooseSaveFile({
        title: "Save the Draw Steel library as a content pack",
        defaultName: sharedFileName(campaign.data?.name ?? "library", "draw-steel-content"),
        kinds: SHARED_FILE_KINDS,
      });
      if (path) exported.mutate({ system: "draw_steel", path, overwrite: true }, { onSuccess: () => setSavedTo(path) });
    });
  const importPack = () =>
    ask(async () => {
      const path = await platform.chooseOpenFile({ title: "Add a content pack another GM shared", kinds: SHARED_FILE_KINDS });
      if (path) imported.mutate({ path }, { onSuccess: setArrived });
    });
  const busy = choosing || exported.isPending || imported.isPending;
  const added = arrived?.pieces.filter((piece) => piece.outcome !== "kept").length ?? 0;

  return (
    <div className="ds-library-sharing" role="group" aria-label="Share the library">
      <button type="button" className="button button-quiet" onClick={() => void exportAll()} disabled={busy || empty} data-testid="ds-export-pack">
        {exported.isPending ? "Saving the content pack…" : "Export the library…"}
      </button>
      <button type="button" className="button button-quiet" onClick={() => void importPack()} disabled={busy} data-testid="ds-import-pack">
        {imported.isPending ? "Adding the content pack…" : "Import a content pack…"}
      </button>
      {exported.isError ? <ErrorNotice error={exported.error} /> : null}
      {imported.isError ? <ErrorNotice error={imported.error} /> : null}
      {savedTo ? (
        <p className="notice notice-info" role="status" data-testid="ds-pack-exported">
          Saved the library to {savedTo}. Another GM adds it with “Import a content pack…”.
        </p>
      ) : null}
      {arrived ? (
        <div className="notice notice-info" role="status" data-testid="ds-pack-imported">
          <p>
            {added === 0
              ? "Everything in the pack was in the library already; nothing was added."
              : `Added ${added} of the pack's ${arrived.pieces.length} pieces.`}
          </p>
          <PlacedPieces pieces={arrived.pieces} />
        </div>
      ) : null}
    </div>
  );
}

/** Saves one stored piece as a content pack (its saved version, not unsaved changes). */
export function ExportPieceButton({ id, name }: { id: number; name: string }) {
  const platform = usePlatform();
  const exported = useExportContentPack();
  const [choosing, setChoosing] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);

  const exportPiece = async () => {
    setChoosing(true);
    setSavedTo(null);
    try {
      const path = await platform.chooseSaveFile({
        title: `Share ${name} with another GM`,
        defaultName: sharedFileName(name, "draw-steel-content"),
        kinds: SHARED_FILE_KINDS,
      });
      if (path) exported.mutate({ system: "draw_steel", ids: [id], path, overwrite: true }, { onSuccess: () => setSavedTo(path) });
    } finally {
      setChoosing(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void exportPiece()}
        disabled={choosing || exported.isPending}
        title="Save this piece, as saved in the library, to a content pack another GM can import."
        data-testid="ds-export-piece"
      >
        {exported.isPending ? "Exporting…" : "Export…"}
      </button>
      {exported.isError ? <ErrorNotice error={exported.error} /> : null}
      {savedTo ? (
        <p className="notice notice-info" role="status" data-testid="ds-piece-exported">
          Saved {name} to {savedTo}.
        </p>
      ) : null}
    </>
  );
}
