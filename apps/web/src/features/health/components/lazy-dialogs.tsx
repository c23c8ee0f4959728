import { lazy, Suspense, type ComponentType } from "react";
import { useOpenedOnce } from "../../../components/use-opened-once.ts";

/**
 * A dialog whose code loads with its first opening, not with the pages that offer it (the reset
 * dialog's date field is a large part of React Aria), and stays mounted from then on.
 */
function lazyDialog<Props extends { isOpen: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const opened = useOpenedOnce(props.isOpen);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const LazyResetServiceDialog = lazyDialog(async () => (await import("./reset-service-dialog.tsx")).ResetServiceDialog);
export const LazySafetyWarningDialog = lazyDialog(async () => (await import("./safety-warning-dialog.tsx")).SafetyWarningDialog);
