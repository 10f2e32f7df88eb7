import { useEffect, useRef, type ReactNode } from "react";
import "./modal.css";

type ModalProps = { labelledBy: string; onClose: () => void; children: ReactNode; wide?: boolean };

/**
 * A modal dialog over the page: Escape or the backdrop closes it, focus moves into it on open
 * and back to where it was on close, and Tab stays inside.
 */
export function Modal({ labelledBy, onClose, children, wide = false }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>("input, select, textarea, button");
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
      }
      if (event.key === "Tab" && panel.current) {
        const focusable = [...panel.current.querySelectorAll<HTMLElement>("input:not(:disabled), select:not(:disabled), textarea, button:not(:disabled)")];
        const head = focusable[0];
        const tail = focusable.at(-1);
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail?.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      before?.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={wide ? "modal modal-wide" : "modal"} role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
        {children}
      </div>
    </div>
  );
}
