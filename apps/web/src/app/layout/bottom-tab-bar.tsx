import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useLiveConnected } from "../../api/live-stream.ts";
import { useSelectedVehicleId } from "../../api/use-session.ts";
import { messageCountQueryOptions } from "../../features/inbox/index.ts";
import { AccountMenuButton } from "./account-menu-button.tsx";
import { SignOutEverywhereDialog } from "./sign-out-everywhere-dialog.tsx";
import "./bottom-tab-bar.css";

/** Each tab's drawing: simple strokes in the text's colour, beside words that say the same. */
const ICONS = {
  vehicle: "M3 14l2-6h14l2 6v4h-2v2h-3v-2H8v2H5v-2H3zM6 14h2M16 14h2",
  remote: "M12 3v4M7 7a7 7 0 1 0 10 0M9.5 11a3.5 3.5 0 1 0 5 0",
  history: "M4 12a8 8 0 1 0 3-6.2M4 4v4h4M12 8v4l3 2",
  notifications: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4",
  more: "M5 12h.01M12 12h.01M19 12h.01",
} as const;

function TabIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="bottom-tabs__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Tab(props: { to: string; icon: keyof typeof ICONS; children: ReactNode; end?: boolean }) {
  return (
    <li>
      <NavLink className="bottom-tabs__tab" to={props.to} end={props.end}>
        <TabIcon name={props.icon} />
        <span className="bottom-tabs__label">{props.children}</span>
      </NavLink>
    </li>
  );
}

/**
 * The phone's navigation (shown under 40rem, where the header's row of links is not): the
 * vehicle, its remote commands, its history, the notifications with their unread count, and
 * more (the account menu), one thumb's reach at the bottom of the screen.
 */
export function BottomTabBar() {
  const { t } = useTranslation();
  const vehicleId = useSelectedVehicleId();
  const live = useLiveConnected();
  const unread = useQuery({ ...messageCountQueryOptions(live), enabled: vehicleId !== null }).data?.count ?? 0;
  const [signOutEverywhereOpen, setSignOutEverywhereOpen] = useState(false);
  return (
    <>
      <div className="bottom-tabs__room" aria-hidden="true" />
      <nav className="bottom-tabs" aria-label={t("header.tabs.label")}>
        <ul>
          <Tab to={vehicleId ? "/cwp/overview" : "/vehicles"} icon="vehicle">
            {t("header.tabs.vehicle")}
          </Tab>
          <Tab to="/remote" icon="remote">
            {t("header.tabs.remote")}
          </Tab>
          <Tab to="/history" icon="history">
            {t("header.tabs.history")}
          </Tab>
          <Tab to="/notificationCenter" icon="notifications">
            {t("header.tabs.notifications")}
            {unread > 0 && (
              <>
                <span className="nav-count bottom-tabs__count" aria-hidden="true">
                  {unread}
                </span>
                <span className="visually-hidden">{t("header.unread", { count: unread })}</span>
              </>
            )}
          </Tab>
          <li>
            <AccountMenuButton
              className="bottom-tabs__tab"
              label={t("header.tabs.more")}
              onSignOutEverywhere={() => setSignOutEverywhereOpen(true)}
            >
              <TabIcon name="more" />
            </AccountMenuButton>
          </li>
        </ul>
      </nav>
      <SignOutEverywhereDialog isOpen={signOutEverywhereOpen} onOpenChange={setSignOutEverywhereOpen} />
    </>
  );
}
