import type { CallResult } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { CommandFlowScreen, useRemoteCommand } from "../../remote/index.ts";
import { quickActionGroups } from "../quick-action-list.ts";
import { QuickActionButtons } from "./quick-action-buttons.tsx";

/**
 * Quick actions on the overview: lock and unlock, climate or remote start, charging, horn and lights, each only
 * when the vehicle has it and the driver's share allows it (the remote navigation's rules). The
 * remote pages' command flow runs in place: PIN popup, progress announced, result, with no page
 * change; the full pages stay a link away for the options.
 */
export function QuickActions({ selected }: { selected: CallResult<"selectVehicle"> }) {
  const { t } = useTranslation();
  const flow = useRemoteCommand(selected.vehicle.vehicleId);
  const groups = quickActionGroups(selected);
  if (groups.length === 0) return null;
  return (
    <div className="overview-quick-actions">
      <CommandFlowScreen flow={flow} headingId="overview-quick-actions-heading" heading={t("overview.quickActions.heading")} inline>
        <QuickActionButtons groups={groups} onRequest={flow.request} isDisabled={flow.isBusy} />
      </CommandFlowScreen>
    </div>
  );
}
