import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callApi } from "../../../api/client.ts";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { manualBrandLine } from "../manual-view.ts";

/**
 * The owner's manual (FOD): `getfodssotkn` answers a short-lived signed token and the manual's
 * address in the page's language; the manual opens there without a second sign-in.
 */
export function ManualPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const open = useMutation({
    mutationFn: () => callApi("manualToken", { to: "manual", brand: manualBrandLine(getBrandCode()) }, { vehicleId }),
    onSuccess: (answer) => window.location.assign(answer.manualUrl),
  });
  const title = t("screens.fod");
  return (
    <section className="manual-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("manual.intro")}</p>
      {open.isError && <Alert>{messageText(errorMessageFor(open.error, "manual.errors.OPEN_FAILED"))}</Alert>}
      <div className="button-row">
        <Button onPress={() => open.mutate()} isPending={open.isPending} isDisabled={vehicleId === ""}>
          {t("manual.open")}
        </Button>
      </div>
    </section>
  );
}
