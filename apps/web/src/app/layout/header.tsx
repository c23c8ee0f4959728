import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../api/use-session.ts";
import { BrandLogo } from "../../brands/brand-logo.tsx";
import { BRANDS } from "../../brands/brands.ts";
import { getBrandCode } from "../../brands/current-brand.ts";
import { Button } from "../../components/button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { logoTarget } from "./logo-target.ts";
import { signedInLogoLink, signedInNav } from "./signed-in-shell-loader.ts";

/** Brand, navigation (signed in only), language switch and sign-out. */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const brandCode = getBrandCode();
  const brand = BRANDS[brandCode];
  // The signed-in navigation loads on first need, so the login page does not carry it.
  const SignedInNav = signedInNav();
  const SignedInLogoLink = signedInLogoLink();
  const logo = (
    <>
      <BrandLogo brand={brandCode} className="brand-link__logo" />
      <span className="brand-link__name">{brand.displayName}</span>
    </>
  );
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {signedIn ? (
          <Suspense
            fallback={
              <Link className="brand-link" to={logoTarget(true, undefined)}>
                {logo}
              </Link>
            }
          >
            <SignedInLogoLink>{logo}</SignedInLogoLink>
          </Suspense>
        ) : (
          <Link className="brand-link" to={logoTarget(false, undefined)}>
            {logo}
          </Link>
        )}
        {signedIn && (
          <Suspense fallback={<div className="site-nav site-nav--placeholder" />}>
            <SignedInNav />
          </Suspense>
        )}
        <div className="site-header__tools">
          <LanguageSwitch />
          {signedIn && (
            <Button variant="header" onPress={() => void navigate("/logout")}>
              {t("header.signOut")}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
