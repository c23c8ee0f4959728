import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { OVMS_CAPABILITIES, type OvmsCapability } from "@carport/protocol";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { ovmsModuleQueryOptions, useSaveOvmsCapabilities } from "../api/ovms-module.ts";

/**
 * The car's OVMS module (for the primary driver, when the car has one): its names, and what the
 * owner confirms its vehicle module can do. A capability the module answered it cannot do is
 * marked, and offered again once confirmed anew.
 */
export function OvmsModuleCard({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const found = useQuery({ ...ovmsModuleQueryOptions(vehicleId), enabled: vehicleId !== "", retry: false });
  const save = useSaveOvmsCapabilities(vehicleId);
  const module = found.data?.module;
  const [chosen, setChosen] = useState<OvmsCapability[]>([]);
  useEffect(() => setChosen(module?.supports ?? []), [module]);
  if (!module) return null;
  const toggle = (capability: OvmsCapability, on: boolean) =>
    setChosen((now) => (on ? [...new Set([...now, capability])] : now.filter((c) => c !== capability)));
  return (
    <section className="card health-ovms-module" aria-labelledby="health-ovms-module-heading">
      <h2 id="health-ovms-module-heading">{t("health.ovmsModule.heading")}</h2>
      <p>{t("health.ovmsModule.intro", { user: module.user, vehicleId: module.vehicleId })}</p>
      {!module.pinKept && <Alert>{t("health.ovmsModule.noPin")}</Alert>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(chosen);
        }}
      >
        <fieldset>
          <legend>{t("health.ovmsModule.capabilities")}</legend>
          {OVMS_CAPABILITIES.map((capability) => (
            <Checkbox key={capability} isSelected={chosen.includes(capability)} onChange={(on) => toggle(capability, on)}>
              {t(`health.ovmsModule.capability.${capability}`)}
              {module.refused.includes(capability) && ` (${t("health.ovmsModule.refused")})`}
            </Checkbox>
          ))}
        </fieldset>
        {save.isError && <Alert>{messageText(errorMessageFor(save.error))}</Alert>}
        {save.isSuccess && <p role="status">{t("health.ovmsModule.saved")}</p>}
        <Button type="submit" isDisabled={save.isPending}>
          {t("health.ovmsModule.save")}
        </Button>
      </form>
    </section>
  );
}
