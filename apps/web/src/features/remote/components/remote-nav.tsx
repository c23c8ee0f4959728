import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { REMOTE_PAGE_TITLES, remotePagePath, type BuiltRemotePage } from "../remote-pages.ts";

/** Links between the remote pages the selected vehicle supports; the current one is marked. */
export function RemoteNav({ pages }: { pages: readonly BuiltRemotePage[] }) {
  const { t } = useTranslation();
  return (
    <nav className="remote-nav" aria-label={t("remote.navLabel")}>
      <ul className="nav-list">
        {pages.map((page) => (
          <li key={page}>
            <NavLink className="nav-link remote-nav__link" to={remotePagePath(page)}>
              {t(REMOTE_PAGE_TITLES[page])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
