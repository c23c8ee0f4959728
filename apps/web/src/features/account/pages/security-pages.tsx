import { useTranslation } from "react-i18next";
import { AccountFrame } from "../components/account-frame.tsx";
import { ChangePasswordPanel } from "../components/change-password-panel.tsx";
import { ChangePinPanel } from "../components/change-pin-panel.tsx";
import "../account.css";

/** account security (/account/security): change password, then change PIN. */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <AccountFrame title={t("account.security.title")} intro={t("account.security.intro")}>
      <div className="account-cards">
        <ChangePasswordPanel />
        <ChangePinPanel />
      </div>
    </AccountFrame>
  );
}

/** account PIN (/account/pinSetting, where the PIN popup's reset leads): the change-PIN panel alone. */
export function PinSettingPage() {
  const { t } = useTranslation();
  return (
    <AccountFrame title={t("account.security.pinTitle")}>
      <ChangePinPanel />
    </AccountFrame>
  );
}
