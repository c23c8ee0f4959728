import { lazy, Suspense, type ComponentProps } from "react";
import { useOpenedOnce } from "../../../components/use-opened-once.ts";
import type { ResetServiceDialog } from "./reset-service-dialog.tsx";
import type { SafetyWarningDialog } from "./safety-warning-dialog.tsx";

// Their code loads with their first opening, not with the pages that offer them: the reset
// dialog's date field is a large part of React Aria.
const ResetServiceDialogModule = lazy(async () => ({ default: (await import("./reset-service-dialog.tsx")).ResetServiceDialog }));
const SafetyWarningDialogModule = lazy(async () => ({ default: (await import("./safety-warning-dialog.tsx")).SafetyWarningDialog }));

/** The reset-service-schedule dialog, mounted from its first opening on. */
export function LazyResetServiceDialog(props: ComponentProps<typeof ResetServiceDialog>) {
  const opened = useOpenedOnce(props.isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ResetServiceDialogModule {...props} />
    </Suspense>
  );
}

/** The safety warning dialog, mounted from its first opening on. */
export function LazySafetyWarningDialog(props: ComponentProps<typeof SafetyWarningDialog>) {
  const opened = useOpenedOnce(props.isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SafetyWarningDialogModule {...props} />
    </Suspense>
  );
}
