import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { BRANDS } from "../../../brands/brands.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { appOfferShown, dismissMobileOffer, mobileOfferFor } from "../mobile-offer.ts";

/**
 * On a phone or tablet, the login page offers the brand's app (vehicle-area.md section 1): a
 * region above the form with a link to the store, or to the brand's site, and "Not now", which
 * hides it for the rest of the visit. Nothing on a desktop.
 */
export function MobileOfferBanner() {
  const { t } = useTranslation();
  const brand = getBrandCode();
  const [offer] = useState(() => mobileOfferFor(brand, appOfferShown()));
  const [dismissed, setDismissed] = useState(false);
  if (!offer || dismissed) return null;
  const name = BRANDS[brand].displayName;
  return (
    <section className="mobile-offer" aria-labelledby="mobile-offer-title">
      <h2 id="mobile-offer-title" className="mobile-offer__title">
        {t("login.mobileOffer.title", { brand: name })}
      </h2>
      <p className="mobile-offer__body">{t("login.mobileOffer.body")}</p>
      <div className="mobile-offer__actions">
        <a className="button button--primary" href={offer.href} rel="noopener">
          {t(offer.label, { brand: name })}
        </a>
        <Button
          variant="secondary"
          onPress={() => {
            dismissMobileOffer();
            setDismissed(true);
          }}
        >
          {t("login.mobileOffer.dismiss")}
        </Button>
      </div>
    </section>
  );
}
