import type { AnsweredStatus } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import type { MessageKey } from "../../../i18n/error-messages.ts";
import { glanceWarnings, reportsAllWarnings, type GlanceCorner, type GlanceWarning } from "../glance-warnings.ts";

type SimpleWarning = Exclude<GlanceWarning["id"], "doorsOpen" | "windowsOpen" | "battery12vLow" | "chargeLow">;
const SIMPLE_KEYS = {
  trunkOpen: "glance.warnings.trunkOpen",
  hoodOpen: "glance.warnings.hoodOpen",
  sunroofOpen: "glance.warnings.sunroofOpen",
  unlocked: "glance.warnings.unlocked",
  fuelLow: "glance.warnings.fuelLow",
  tyrePressure: "glance.warnings.tyrePressure",
  lampFault: "glance.warnings.lampFault",
  brakeFluid: "glance.warnings.brakeFluid",
  engineOil: "glance.warnings.engineOil",
  washerFluid: "glance.warnings.washerFluid",
  smartKeyBattery: "glance.warnings.smartKeyBattery",
} as const satisfies Record<SimpleWarning, MessageKey>;
const CORNER_KEYS = {
  frontLeft: "glance.warnings.corner.frontLeft",
  frontRight: "glance.warnings.corner.frontRight",
  backLeft: "glance.warnings.corner.backLeft",
  backRight: "glance.warnings.corner.backRight",
} as const satisfies Record<GlanceCorner, MessageKey>;

/** One warning in words: what is open (and where), unlocked, low or faulty. */
function useWarningText() {
  const { t } = useTranslation();
  const f = useFormat();
  const where = (corners: readonly GlanceCorner[]) => corners.map((corner) => t(CORNER_KEYS[corner])).join(", ");
  return (warning: GlanceWarning): string => {
    switch (warning.id) {
      case "doorsOpen":
        return t("glance.warnings.doorsOpen", { count: warning.corners.length, corners: where(warning.corners) });
      case "windowsOpen":
        return t("glance.warnings.windowsOpen", { count: warning.corners.length, corners: where(warning.corners) });
      case "battery12vLow":
        return t("glance.warnings.battery12vLow", { level: f.formatPercent(warning.percent) });
      case "chargeLow":
        return t("glance.warnings.chargeLow", { level: f.formatPercent(warning.percent) });
      default:
        return t(SIMPLE_KEYS[warning.id]);
    }
  };
}

/**
 * The car's warnings, in words beside a warning sign, at the top of its state: anything open,
 * unlocked, low or faulty. With none, the full view says all is well when the car reported everything
 * that covers (else nothing, never a guess); the compact one says nothing.
 */
export function GlanceWarningsList(props: { status: AnsweredStatus; compact?: boolean }) {
  const { t } = useTranslation();
  const text = useWarningText();
  const warnings = glanceWarnings(props.status);
  if (warnings.length === 0) {
    return props.compact || !reportsAllWarnings(props.status) ? null : (
      <p className="glance-warnings glance-warnings--clear">{t("glance.warnings.allClear")}</p>
    );
  }
  return (
    <div className="glance-warnings" data-testid="glance-warnings">
      <p className="glance-warnings__label">{t("glance.warnings.label")}</p>
      <ul aria-label={t("glance.warnings.label")}>
        {warnings.map((warning) => (
          <li key={warning.id} data-warning={warning.id}>
            <span aria-hidden="true" className="glance-warnings__sign">
              !
            </span>
            {text(warning)}
          </li>
        ))}
      </ul>
    </div>
  );
}
