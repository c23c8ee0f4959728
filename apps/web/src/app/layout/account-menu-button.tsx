import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MenuFocus } from "./account-menu.tsx";

const OPENING_KEYS: Partial<Record<string, MenuFocus>> = { Enter: "first", " ": "first", ArrowDown: "first", ArrowUp: "last" };

const AccountMenu = lazy(async () => ({ default: (await import("./account-menu.tsx")).AccountMenu }));

/**
 * The header's account menu button (a WAI-ARIA menu button: Enter, Space and ArrowDown open the
 * menu on its first item, ArrowUp on its last). The menu's React Aria parts (popover, collection,
 * selection) download when it first opens: every signed-in page shows the button, few open it.
 */
export function AccountMenuButton({
  onSignOutEverywhere,
  label,
  className = "site-nav__link site-nav__menu-button",
  children,
}: {
  onSignOutEverywhere: () => void;
  /** The button's words: "Account" in the header, "More" in the phone's tab bar. */
  label?: string;
  className?: string;
  /** Drawn before the words (the tab bar's icon). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState<MenuFocus | null>(null);
  // Keys open the menu on keydown, as React Aria's menu trigger does: a Space opening it on keyup
  // (the button's own click) would leave the focus on the menu instead of its first item.
  const onKeyDown = (event: KeyboardEvent) => {
    const focus = OPENING_KEYS[event.key];
    if (!focus) return;
    event.preventDefault();
    setOpen(focus);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => (current ? null : "first"))}
        onKeyDown={onKeyDown}
      >
        {children}
        {label ?? t("header.nav.account")}
        {!children && <span aria-hidden="true" className="site-nav__chevron" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            triggerRef={button}
            focus={open}
            onClose={() => setOpen(null)}
            onSignOutEverywhere={onSignOutEverywhere}
          />
        </Suspense>
      )}
    </>
  );
}
