import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useLocation } from "react-router";
import "./app-dialog.css";

interface Offset {
  x: number;
  y: number;
}

/**
 * Moving a dialog by its title bar with a pointer. Nothing depends on it: the dialog opens
 * centred and is fully usable where it is, so keyboard and screen-reader users never need to drag.
 */
function useDrag(isOpen: boolean) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const start = useRef<{ pointer: Offset; offset: Offset } | null>(null);
  useEffect(() => {
    if (isOpen) setOffset({ x: 0, y: 0 });
  }, [isOpen]);
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest("button, a, input")) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { pointer: { x: event.clientX, y: event.clientY }, offset };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from) return;
      setOffset({ x: from.offset.x + event.clientX - from.pointer.x, y: from.offset.y + event.clientY - from.pointer.y });
    },
    onPointerUp: () => {
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  return { offset, handlers };
}

/** What a caller of AppDialog passes. */
export interface AppDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
  size?: "default" | "wide" | "message";
  draggable?: boolean;
  /** False for a choice that must be made with the dialog's own buttons (Escape still runs onOpenChange unless false too). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Extra content of the title bar, after the title (a close button). */
  titleBarEnd?: ReactNode;
}

/** The open dialog behind AppDialog (app-dialog.tsx, which says what it does), in a chunk of its own. */
export function AppDialogModal(props: AppDialogProps) {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const { isOpen, onOpenChange } = props;
  const drag = useDrag(isOpen);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (isOpen) onOpenChange(false);
  }, [pathname, isOpen, onOpenChange]);

  const size = props.size ?? "default";
  const moved = drag.offset.x !== 0 || drag.offset.y !== 0;
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={props.isDismissable ?? true}
      isKeyboardDismissDisabled={props.isKeyboardDismissDisabled ?? false}
    >
      <Modal
        className={`dialog-modal dialog-modal--${size}`}
        style={moved ? { transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` } : undefined}
      >
        <Dialog className="dialog" role={props.role ?? "dialog"}>
          <div
            className={`dialog__title-bar${props.draggable ? " dialog__title-bar--draggable" : ""}`}
            {...(props.draggable ? drag.handlers : {})}
          >
            <Heading slot="title" className="dialog__title">
              {props.title}
            </Heading>
            {props.titleBarEnd}
          </div>
          {props.children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
