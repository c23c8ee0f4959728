import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-aria-components";
import { Button as AriaButton } from "react-aria-components/Button";
import { Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components/Menu";
import { NavLink, useHref, useNavigate, type NavigateOptions } from "react-router";
import { useSelectedVehicleId } from "../../api/use-session.ts";
import { messageCountQueryOptions } from "../../features/inbox/index.ts";
import { selectedVehicleQueryOptions } from "../../features/vehicles/index.ts";
import "./signed-in-nav.css";
import { SignOutEverywhereDialog } from "./sign-out-everywhere-dialog.tsx";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Header navigation of a signed-in user; vehicle pages appear once a vehicle is selected. */
export function SignedInNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vehicleId = useSelectedVehicleId();
  const selected = useQuery({
    ...selectedVehicleQueryOptions(vehicleId ?? ""),
    enabled: vehicleId !== null,
  });
  const nickname = vehicleId ? (selected.data?.vehicle.nickName ?? null) : null;
  // The unread count is the account's; the Notifications link shows with a selected vehicle.
  const unread = useQuery({ ...messageCountQueryOptions(), enabled: vehicleId !== null }).data?.count ?? 0;
  const [signOutEverywhereOpen, setSignOutEverywhereOpen] = useState(false);

  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
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
            <MenuTrigger>
              <AriaButton className="site-nav__link site-nav__menu-button">
                {t("header.nav.account")}
                <span aria-hidden="true" className="site-nav__chevron" />
              </AriaButton>
              <Popover className="menu-popover" placement="bottom end">
                <Menu className="menu" aria-label={t("header.nav.account")}>
                  <MenuItem className="menu__item" href="/account/personalSetting">
                    {t("header.accountMenu.personal")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/security">
                    {t("header.accountMenu.security")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/pinSetting">
                    {t("header.accountMenu.pin")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/securityActivity">
                    {t("header.accountMenu.activity")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/preferences">
                    {t("header.accountMenu.preferences")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/notificationSettings">
                    {t("header.accountMenu.notificationSettings")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/notificationHistory">
                    {t("header.accountMenu.notificationHistory")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/chargingOptions">
                    {t("header.accountMenu.chargingOptions")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/calendar">
                    {t("header.accountMenu.calendar")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/account/personalSetting/preferdealer">
                    {t("header.accountMenu.preferredDealer")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/digitalKey">
                    {t("header.accountMenu.digitalKey")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/chargingStation">
                    {t("header.accountMenu.chargingStations")}
                  </MenuItem>
                  <MenuItem className="menu__item" href="/fod">
                    {t("header.accountMenu.manual")}
                  </MenuItem>
                  <MenuItem className="menu__item menu__item--separated" onAction={() => setSignOutEverywhereOpen(true)}>
                    {t("header.accountMenu.signOutEverywhere")}
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
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
    </RouterProvider>
  );
}
