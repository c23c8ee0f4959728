import { useEffect, useRef, type ReactNode } from "react";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useLocation } from "react-router";

/**
 * A modal dialog: React Aria traps focus inside and returns it to the opener on close; Escape
 * and an outside press close it. Every route change closes it (vehicle-area.md section 2).
 */
export function AppDialog(props: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
}) {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const { isOpen, onOpenChange } = props;

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (isOpen) onOpenChange(false);
  }, [pathname, isOpen, onOpenChange]);

  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="dialog-modal">
        <Dialog className="dialog" role={props.role ?? "dialog"}>
          <Heading slot="title" className="dialog__title">
            {props.title}
          </Heading>
          {props.children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
