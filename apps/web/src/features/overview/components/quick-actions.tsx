import type { CallResult } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button.tsx";
import { CommandFlowScreen, REMOTE_PAGE_TITLES, remotePagePath, useRemoteCommand } from "../../remote/index.ts";
import { quickActionGroups } from "../quick-action-list.ts";

/**
 * Quick actions on the overview: lock and unlock, climate, charging, horn and lights, each only
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
      <CommandFlowScreen flow={flow} headingId="overview-quick-actions-heading" heading={t("overview.quickActions.heading")}>
        <ul className="overview-quick-actions__groups">
          {groups.map(({ page, actions }) => (
            <li key={page} className="button-row">
              {actions.map((action) => (
                <Button
                  key={action.label}
                  variant={action.secondary ? "secondary" : "primary"}
                  onPress={() => flow.request(action.request)}
                  isDisabled={flow.isBusy}
                >
                  {t(action.label)}
                </Button>
              ))}
              <Link className="overview-quick-actions__more" to={remotePagePath(page)}>
                {t("overview.quickActions.more", { page: t(REMOTE_PAGE_TITLES[page]) })}
              </Link>
            </li>
          ))}
        </ul>
      </CommandFlowScreen>
    </div>
  );
}
