import { lazy, Suspense } from "react";

const loadIdleWarningModal = () => import("./idle-warning-modal.tsx");
const IdleWarningModal = lazy(async () => ({ default: (await loadIdleWarningModal()).IdleWarningModal }));

/**
 * Downloads the warning's parts ahead of time. The warning opens after 25 idle minutes, when a
 * deployment may have replaced the chunks of the version the tab started with.
 */
export function preloadIdleWarning(): void {
  void loadIdleWarningModal().catch(() => {});
}

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
