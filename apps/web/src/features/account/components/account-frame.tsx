import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { PageHeading } from "../../../components/page-heading.tsx";
import type { MessageKey } from "../../../i18n/error-messages.ts";

/** The account panels, in two groups: the account's settings, then the vehicles' features. */
const GROUPS: readonly { heading: MessageKey; panels: readonly { path: string; label: MessageKey }[] }[] = [
  {
    heading: "header.accountMenu.accountSettings",
    panels: [
      { path: "/account/personalSetting", label: "account.nav.personal" },
      { path: "/account/preferences", label: "account.nav.preferences" },
      { path: "/account/security", label: "account.nav.security" },
      { path: "/account/pinSetting", label: "account.nav.pin" },
      { path: "/account/securityActivity", label: "account.nav.activity" },
      { path: "/account/notificationSettings", label: "account.nav.notificationSettings" },
      { path: "/account/notificationHistory", label: "account.nav.notificationHistory" },
      { path: "/account/calendar", label: "account.nav.calendar" },
      { path: "/account/linkedAccounts", label: "account.nav.linkedAccounts" },
    ],
  },
  {
    heading: "header.accountMenu.vehicleFeatures",
    panels: [
      { path: "/account/personalSetting/preferdealer", label: "account.nav.preferredDealer" },
      { path: "/account/chargingOptions", label: "account.nav.chargingOptions" },
    ],
  },
];

/** Links between the account panels, by group; the current one is marked (aria-current="page"). */
export function AccountNav() {
  const { t } = useTranslation();
  return (
    <nav className="account-nav" aria-label={t("account.nav.label")}>
      {GROUPS.map((group, index) => (
        <div key={group.heading} className="account-nav__group">
          <p className="account-nav__heading" id={`account-nav-group-${index}`}>
            {t(group.heading)}
          </p>
          <ul className="nav-list account-nav__list" aria-labelledby={`account-nav-group-${index}`}>
            {group.panels.map((panel) => (
              <li key={panel.path}>
                <NavLink className="nav-link account-nav__link" to={panel.path} end>
                  {t(panel.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** An account panel: its heading, the account navigation beside it, and the panel. */
export function AccountFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="account-page">
      <AccountNav />
      <section className="account-page__panel" aria-labelledby="account-heading">
        <PageHeading title={title} id="account-heading">
          {title}
        </PageHeading>
        {intro && <p className="page-intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}

/** A polite confirmation after a save (role="status", present before it is filled so it is announced). */
export function SavedStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? "account-saved" : "account-saved account-saved--empty"}>
      {message ?? ""}
    </p>
  );
}
