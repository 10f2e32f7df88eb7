import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import "./modal.css";

type ModalProps = { labelledBy: string; onClose: () => void; children: ReactNode; wide?: boolean };

/**
 * A modal dialog over the page, on Radix's dialog: Escape or the backdrop closes it, focus moves
 * into it on open and stays inside, the page behind is hidden from assistive technology, and
 * focus goes back on close to where it was. Shown while mounted: the caller decides when.
 */
export function Modal({ labelledBy, onClose, children, wide = false }: ModalProps) {
  // The screens open a modal by mounting it (no Radix trigger), so Radix has nothing to return
  // focus to: remember what had it, before Radix moves focus inside.
  const before = useRef<HTMLElement | null>(null);
  if (before.current === null && document.activeElement instanceof HTMLElement) before.current = document.activeElement;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-backdrop">
          <Dialog.Content
            className={wide ? "modal modal-wide" : "modal"}
            aria-modal="true"
            aria-labelledby={labelledBy}
            aria-describedby={undefined}
            onCloseAutoFocus={() => {
              const target = before.current;
              if (target && target.isConnected) target.focus();
            }}
          >
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
