import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useLiveConnected } from "../../api/live-stream.ts";
import { useSelectedVehicleId } from "../../api/use-session.ts";
import { messageCountQueryOptions } from "../../features/inbox/index.ts";
import { selectedVehicleQueryOptions } from "../../session/vehicles/selected-vehicle.ts";
import "./signed-in-nav.css";
import { AccountMenuButton } from "./account-menu-button.tsx";
import { SignOutEverywhereDialog } from "./sign-out-everywhere-dialog.tsx";

/** Header navigation of a signed-in user; vehicle pages appear once a vehicle is selected. */
export function SignedInNav() {
  const { t } = useTranslation();
  const vehicleId = useSelectedVehicleId();
  const selected = useQuery({
    ...selectedVehicleQueryOptions(vehicleId ?? ""),
    enabled: vehicleId !== null,
  });
  const nickname = vehicleId ? (selected.data?.vehicle.nickName ?? null) : null;
  // The unread count is the account's; the Notifications link shows with a selected vehicle.
  const live = useLiveConnected();
  const unread = useQuery({ ...messageCountQueryOptions(live), enabled: vehicleId !== null }).data?.count ?? 0;
  const [signOutEverywhereOpen, setSignOutEverywhereOpen] = useState(false);

  return (
    <>
      <nav className="site-nav" aria-label={t("header.mainNavigation")}>
        <ul className="nav-list">
          <li>
            <NavLink className="site-nav__link" to="/vehicles" end>
              {t("header.nav.vehicles")}
            </NavLink>
          </li>
          {vehicleId && (
            <>
              <li>
                <NavLink className="site-nav__link" to="/cwp/overview">
                  {t("header.nav.overview")}
                </NavLink>
              </li>
              <li>
                <NavLink className="site-nav__link" to="/remote">
                  {t("header.nav.remote")}
                </NavLink>
              </li>
              <li>
                <NavLink className="site-nav__link" to="/notificationCenter">
                  {t("header.nav.notifications")}
                  {unread > 0 && (
                    <>
                      <span className="nav-count" aria-hidden="true">
                        {unread}
                      </span>
                      <span className="visually-hidden">{t("header.unread", { count: unread })}</span>
                    </>
                  )}
                </NavLink>
              </li>
            </>
          )}
          <li>
            <NavLink className="site-nav__link" to="/support/contact">
              {t("header.nav.support")}
            </NavLink>
          </li>
          <li>
            <AccountMenuButton onSignOutEverywhere={() => setSignOutEverywhereOpen(true)} />
          </li>
        </ul>
      </nav>
      <SignOutEverywhereDialog isOpen={signOutEverywhereOpen} onOpenChange={setSignOutEverywhereOpen} />
      {nickname && (
        <p className="selected-vehicle">
          <span className="selected-vehicle__dot" aria-hidden="true" />
          {t("header.selectedVehicle", { nickname })}
        </p>
      )}
    </>
  );
}
