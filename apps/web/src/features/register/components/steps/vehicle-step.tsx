import { ENROLLMENT_MAX_TRIES } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../../components/alert.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { vehicleChanged } from "../../register-wizard.ts";
import type { Registration } from "../../use-registration.ts";

/** regstep1: the VIN, the nickname and the optional dealer token. */
export function VehicleStep({ registration: r }: { registration: Registration }) {
  const { t } = useTranslation();
  const { form, set, refFor, error, wizard, vehicle, tokenTries, tokenLocked } = r;
  return (
    <>
      <TextField
        label={t("register.vehicle.vin")}
        name="vin"
        value={form.vin}
        onChange={(value) => {
          set("vin")(value.toUpperCase());
          r.setVehicle(null);
        }}
        inputRef={refFor("vin")}
        description={t("register.vehicle.vinHelp")}
        errorMessage={error("vin")}
        autoCapitalize="characters"
        spellCheck={false}
        isRequired
      />
      {vehicle && (
        <p role="status">{t("register.vehicle.found", { year: vehicle.modelYear, model: vehicle.modelName, last4: vehicle.last4 })}</p>
      )}
      <TextField
        label={t("register.vehicle.nickname")}
        name="nickName"
        value={form.nickName}
        onChange={set("nickName")}
        inputRef={refFor("nickName")}
        description={t("register.vehicle.nicknameHelp")}
        errorMessage={error("nickName")}
      />
      <TextField
        label={`${t("register.vehicle.token")} (${t("register.optional")})`}
        name="rdrToken"
        value={form.rdrToken}
        onChange={(value) => {
          set("rdrToken")(value);
          if (wizard.tokenValidated) r.setWizard(vehicleChanged(wizard, false));
        }}
        inputRef={refFor("rdrToken")}
        description={t("register.vehicle.tokenHelp")}
        isDisabled={tokenLocked}
        autoComplete="off"
      />
      {wizard.tokenValidated && <p role="status">{t("register.vehicle.tokenValidated")}</p>}
      {!wizard.tokenValidated && tokenTries > 0 && !tokenLocked && (
        <p>{t("register.vehicle.tokenTriesLeft", { count: ENROLLMENT_MAX_TRIES - tokenTries })}</p>
      )}
      {tokenLocked && <Alert tone="info">{t("register.vehicle.tokenLocked")}</Alert>}
    </>
  );
}
