import { lazy, Suspense } from "react";
import type { AppDialogProps } from "./app-dialog-modal.tsx";

const AppDialogModal = lazy(async () => ({ default: (await import("./app-dialog-modal.tsx")).AppDialogModal }));

/**
 * A modal dialog: React Aria traps focus inside and returns it to the opener on close; Escape
 * and an outside press close it unless it is not dismissable. Every route change closes it
 * (vehicle-area.md section 2). `size` "message" is the notification centre's 600x500 popup;
 * `draggable` lets a pointer move it by its title bar. React Aria's dialog parts come with the
 * first opening, so a page downloads them only when one of its dialogs opens.
 */
export function AppDialog(props: AppDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogModal {...props} />
    </Suspense>
  );
}
