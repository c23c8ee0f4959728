import { chargesAtStations } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-aria-components";
import { Header, Menu, MenuItem, MenuSection, Popover } from "react-aria-components/Menu";
import { useHref, useNavigate, type NavigateOptions } from "react-router";
import { useSelectedVehicleId } from "../../api/use-session.ts";
import { selectedVehicleQueryOptions } from "../../session/vehicles/selected-vehicle.ts";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Which item takes the focus when the menu opens: the first, or the last (opened with ArrowUp). */
export type MenuFocus = "first" | "last";

/**
 * The open account menu, below its button (account-menu-button.tsx): React Aria moves the focus
 * into it, keeps it there, and gives it back to the button on Escape, an outside press or a choice.
 * Two sections: the account's settings, and the features of the vehicles.
 */
export function AccountMenu(props: {
  id: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  focus: MenuFocus;
  onClose: () => void;
  onSignOutEverywhere: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vehicleId = useSelectedVehicleId() ?? "";
  const selected = useQuery({ ...selectedVehicleQueryOptions(vehicleId), enabled: vehicleId !== "" });
  // The station finder only for a car that plugs in (the server refuses the others with 7705).
  const fuelKind = selected.data?.vehicle.fuelKindCode;
  const offersStations = fuelKind !== undefined && chargesAtStations(fuelKind);
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Popover
        className="menu-popover"
        placement="bottom end"
        trigger="MenuTrigger"
        triggerRef={props.triggerRef}
        isOpen
        onOpenChange={(open) => {
          if (!open) props.onClose();
        }}
      >
        <Menu id={props.id} className="menu" aria-label={t("header.nav.account")} autoFocus={props.focus} onClose={props.onClose}>
          <MenuSection className="menu__section">
            <Header className="menu__header">{t("header.accountMenu.accountSettings")}</Header>
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
            <MenuItem className="menu__item" href="/account/calendar">
              {t("header.accountMenu.calendar")}
            </MenuItem>
            <MenuItem className="menu__item" href="/account/linkedAccounts">
              {t("header.accountMenu.linkedAccounts")}
            </MenuItem>
          </MenuSection>
          <MenuSection className="menu__section">
            <Header className="menu__header">{t("header.accountMenu.vehicleFeatures")}</Header>
            <MenuItem className="menu__item" href="/account/chargingOptions">
              {t("header.accountMenu.chargingOptions")}
            </MenuItem>
            <MenuItem className="menu__item" href="/account/personalSetting/preferdealer">
              {t("header.accountMenu.preferredDealer")}
            </MenuItem>
            <MenuItem className="menu__item" href="/digitalKey">
              {t("header.accountMenu.digitalKey")}
            </MenuItem>
            {offersStations && (
              <MenuItem className="menu__item" href="/chargingStation">
                {t("header.accountMenu.chargingStations")}
              </MenuItem>
            )}
            <MenuItem className="menu__item" href="/fod">
              {t("header.accountMenu.manual")}
            </MenuItem>
          </MenuSection>
          <MenuItem className="menu__item menu__item--separated" onAction={props.onSignOutEverywhere}>
            {t("header.accountMenu.signOutEverywhere")}
          </MenuItem>
        </Menu>
      </Popover>
    </RouterProvider>
  );
}
