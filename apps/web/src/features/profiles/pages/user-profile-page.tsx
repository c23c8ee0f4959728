import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { setSelectedVehicleId } from "../../../api/session.ts";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { Tabs, type TabItem } from "../../../components/tabs.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { profilesQueryOptions, useSaveProfileMutation, useSaveSharedProfileMutation } from "../api/profiles.ts";
import { useLeaveShareMutation } from "../api/second-driver.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ProfileEditor } from "../components/profile-editor.tsx";
import { ProfileLog } from "../components/profile-log.tsx";
import { SecondDriverPanel } from "../components/second-driver-panel.tsx";
import { SyncHelp } from "../components/sync-help.tsx";
import { showsSharedTab, type Profiles, type SharedProfile } from "../profile-view.ts";
import "../../../styles/cards.css";
import "../profiles.css";

/** The shared tab as the primary driver sees it: the pending invitation, or the second driver's profile (read-only). */
function SharedTabPanel({ shared, driver }: { shared: SharedProfile; driver: Profiles["secondaryDriver"] }) {
  const { t } = useTranslation();
  if (shared.status === "3") return <p>{t("profiles.shared.pending", { email: driver.email })}</p>;
  return (
    <>
      <p>{t("profiles.shared.activeIntro", { name: `${driver.firstName} ${driver.lastName}`.trim() || driver.email })}</p>
      <ProfileEditor profile={shared} idPrefix="shared" />
    </>
  );
}

/** The primary driver's view: profiles 1-3 as tabs, the shared tab while sharing, and the second driver. */
function PrimaryProfiles({ vehicleId, data }: { vehicleId: string; data: Profiles }) {
  const { t } = useTranslation();
  const save = useSaveProfileMutation(vehicleId);
  const shared = data.sharedProfile;
  const sharedTab = shared && showsSharedTab(shared.status) ? shared : null;
  const tabs: TabItem[] = data.profiles.map((profile) => ({
    id: `profile-${profile.profileIndex}`,
    tab: profile.profileName,
    panel: (
      <ProfileEditor
        profile={profile}
        idPrefix={`profile-${profile.profileIndex}`}
        onSave={(changes) => save.mutateAsync({ ...changes, profileIndex: profile.profileIndex })}
      />
    ),
  }));
  if (sharedTab) {
    tabs.push({
      id: "shared",
      tab: sharedTab.status === "3" ? t("profiles.shared.tabPending") : t("profiles.shared.tab"),
      panel: <SharedTabPanel shared={sharedTab} driver={data.secondaryDriver} />,
    });
  }
  return (
    <>
      <Tabs className="profile-tabs" label={t("profiles.tabsLabel")} items={tabs} />
      <SecondDriverPanel vehicleId={vehicleId} driver={data.secondaryDriver} />
    </>
  );
}

/** The second driver's view: their shared profile to edit, and leaving the share. */
function SharedProfileOfSecondDriver({ vehicleId, shared }: { vehicleId: string; shared: SharedProfile }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const save = useSaveSharedProfileMutation(vehicleId);
  const leave = useLeaveShareMutation(vehicleId);
  const [confirm, setConfirm] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const onLeave = async () => {
    setFailure(null);
    try {
      await leave.mutateAsync();
      setSelectedVehicleId(null);
      await navigate("/vehicles?refresh");
    } catch (error) {
      setConfirm(false);
      setFailure(errorMessageFor(error));
    }
  };
  return (
    <>
      <section className="card" aria-labelledby="shared-profile-heading">
        <h2 id="shared-profile-heading">{t("profiles.shared.yours")}</h2>
        <p>{t("profiles.shared.sharedBy", { name: shared.primaryDriver.firstName })}</p>
        <ProfileEditor profile={shared} idPrefix="shared" onSave={(changes) => save.mutateAsync(changes)} />
      </section>
      <section className="card" aria-labelledby="leave-share-heading">
        <h2 id="leave-share-heading">{t("profiles.leave.heading")}</h2>
        <p>{t("profiles.leave.intro")}</p>
        <Button variant="danger" onPress={() => setConfirm(true)}>
          {t("profiles.leave.open")}
        </Button>
        {failure && <Alert>{messageText(failure)}</Alert>}
        <ConfirmDialog
          isOpen={confirm}
          title={t("profiles.leave.title")}
          body={t("profiles.leave.body")}
          confirmLabel={t("profiles.leave.confirm")}
          isPending={leave.isPending}
          onCancel={() => setConfirm(false)}
          onConfirm={() => void onLeave()}
        />
      </section>
    </>
  );
}

/**
 * /userProfile: driver profiles of the selected vehicle (`tmuprofSynRes`). The primary driver
 * edits profiles 1-3 (`usrproupdte`), sees the shared tab while sharing and manages the second
 * driver; a second driver edits their shared profile (`usrproupdteshared`) or leaves the share.
 */
export function UserProfilePage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const language = useLanguageId();
  const profiles = useQuery({ ...profilesQueryOptions(vehicleId, language), enabled: vehicleId !== "" });
  const title = t("screens.userProfile");
  const data = profiles.data;
  return (
    <section className="user-profile-page">
      <div className="page-title-row">
        <PageHeading title={title}>{title}</PageHeading>
        <SyncHelp />
      </div>
      <p className="page-intro">{t("profiles.intro")}</p>
      {profiles.isPending && <LoadingStatus>{t("profiles.loading")}</LoadingStatus>}
      {profiles.isError && <Alert>{messageText(errorMessageFor(profiles.error))}</Alert>}
      {data && data.driverRole === "primary" && <PrimaryProfiles vehicleId={vehicleId} data={data} />}
      {data && data.driverRole === "secondary" && data.sharedProfile && (
        <SharedProfileOfSecondDriver vehicleId={vehicleId} shared={data.sharedProfile} />
      )}
      {data && <ProfileLog vehicleId={vehicleId} />}
    </section>
  );
}
