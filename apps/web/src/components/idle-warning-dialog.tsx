import { lazy, Suspense } from "react";

const IdleWarningModal = lazy(async () => ({ default: (await import("./idle-warning-modal.tsx")).IdleWarningModal }));

export interface IdleWarningProps {
  /** When the timeout comes (epoch ms); null keeps the dialog closed. */
  deadline: number | null;
  title: string;
  /** The message with the time left in it. */
  message: (timeLeft: string) => string;
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * The warning before an inactivity timeout: a modal alert dialog (focus trapped, "stay" focused)
 * with the time left counting down. Escape or "stay" keeps going; the texts are the caller's, so
 * the session timeout and the registration wizard's prompt share it. Its dialog parts download
 * when it first opens.
 */
export function IdleWarningDialog(props: IdleWarningProps) {
  if (props.deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningModal {...props} />
    </Suspense>
  );
}
