import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { getBrandCode } from "../brands/current-brand.ts";
import { BRANDS } from "../brands/brands.ts";
import { isInitialLocation } from "./initial-location.ts";

/**
 * The page's one <h1>. After a client-side navigation it takes focus, so screen-reader and
 * keyboard users start on the new page instead of the link they left; it also names the tab.
 * `autoFocus` takes focus when it appears even without a navigation: the heading of a step that
 * replaced the previous one on the same page (give each step's heading its own `key`).
 */
export function PageHeading({
  children,
  title,
  id,
  autoFocus = false,
}: {
  children: ReactNode;
  title: string;
  id?: string;
  autoFocus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const { t } = useTranslation();
  const brandName = BRANDS[getBrandCode()].displayName;

  useEffect(() => {
    if (!autoFocus && isInitialLocation(location.key)) return;
    // Two frames later: after a closing menu or dialog has handed focus back to its trigger.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => ref.current?.focus({ preventScroll: false }));
    });
    return () => cancelAnimationFrame(frame);
    // Focus only when the page changes, not on every search-parameter change.
  }, [location.pathname]);

  useEffect(() => {
    document.title = t("app.pageTitle", { page: title, brand: brandName });
  }, [t, title, brandName]);

  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
