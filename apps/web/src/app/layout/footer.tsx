import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BRANDS } from "../../brands/brands.ts";
import { getBrandCode } from "../../brands/current-brand.ts";

/** Brand tagline, support phone and the support pages anyone may read. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const brand = BRANDS[getBrandCode()];
  const phone = t(brand.textKeys.supportPhone);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">{brand.displayName}</p>
          <p className="site-footer__tagline">{t(brand.textKeys.tagline)}</p>
          <p>
            {t("footer.supportLabel")} <a href={`tel:${phone.replace(/[^0-9+]/g, "")}`}>{phone}</a>
          </p>
        </div>
        <nav aria-label={t("footer.label")}>
          <ul className="site-footer__links">
            <li>
              <Link to="/support/terms">{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to="/support/privacy">{t("footer.privacy")}</Link>
            </li>
            <li>
              <Link to="/support/emergency">{t("footer.emergency")}</Link>
            </li>
            <li>
              <Link to="/support/faq">{t("footer.faq")}</Link>
            </li>
            <li>
              <Link to="/support/contact">{t("footer.contact")}</Link>
            </li>
            {brand.tutorial && (
              <li>
                <a href={brand.tutorial[i18n.language === "fr" ? "fr" : "en"]} target="_blank" rel="noopener noreferrer">
                  {t("footer.tutorial")}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
