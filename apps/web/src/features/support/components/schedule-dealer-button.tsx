import { useTranslation } from "react-i18next";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Button } from "../../../components/button.tsx";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { appointmentPath, offersAppointment } from "../appointment.ts";

/**
 * The schedule-dealer action: opens /support/appointment in a new tab. Opened by script, not as a
 * noopener link, so the new tab starts with a copy of this tab's session (sessionStorage).
 */
export function ScheduleDealerButton({ dealerCode }: { dealerCode: string }) {
  const { t } = useTranslation();
  const language = useLanguageId();
  if (!offersAppointment(getBrandCode(), dealerCode)) return null;
  return (
    <Button variant="secondary" onPress={() => window.open(appointmentPath(dealerCode, language), "_blank")}>
      {t("support.appointment.schedule")}
      <span className="visually-hidden"> {t("support.appointment.newTab")}</span>
    </Button>
  );
}
