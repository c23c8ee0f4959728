import { useTranslation } from "react-i18next";
import "./glance-facts.css";

/** One fact's outline: a label line and a value line, at the sizes GlanceFacts draws them. */
function PlaceholderFact() {
  return (
    <div className="glance-fact">
      <span className="glance-placeholder__label" />
      <span className="glance-placeholder__value" />
    </div>
  );
}

/**
 * What stands in for the car's compact state while its status loads: the outline of GlanceFacts'
 * rows (two large facts, a row of small ones, the last-seen line) at their height, so the card
 * does not grow when the state arrives, and a hidden text for screen readers.
 */
export function GlancePlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="glance-facts glance-facts--compact glance-placeholder">
      <span className="visually-hidden">{t("glance.stateLoading")}</span>
      <div aria-hidden="true">
        <div className="glance-facts__lead">
          <PlaceholderFact />
          <PlaceholderFact />
        </div>
        <div className="glance-facts__more">
          <PlaceholderFact />
          <PlaceholderFact />
        </div>
        <p className="glance-facts__seen">
          <span className="glance-placeholder__line" />
        </p>
      </div>
    </div>
  );
}
