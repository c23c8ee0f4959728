import type { UpuiGroup } from "@carport/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { hasChanges, hasCurrentProfile, profileNameProblem, profileSave, savedInstant, type ProfileEdits } from "../profile-view.ts";
import { ProfileTree } from "./profile-tree.tsx";

/** What the editor shows and saves: a primary profile or the shared profile. */
export interface EditableProfile {
  profileName: string;
  syncState: string;
  savedTime: string;
  savedTimeOffset: number;
  upui: UpuiGroup[];
}

/**
 * One profile: its name, whether the portal holds a current profile for the vehicle, when it was
 * last saved, its settings tree and Save. `onSave` sends the save (`usrproupdte` or
 * `usrproupdteshared`); without it the profile is read-only.
 */
export function ProfileEditor(props: {
  profile: EditableProfile;
  idPrefix: string;
  onSave?: (save: ReturnType<typeof profileSave>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const { profile } = props;
  const [edits, setEdits] = useState<ProfileEdits>({});
  // null until the user types: an unnamed profile's default name follows the language.
  const [editedName, setEditedName] = useState<string | null>(null);
  const name = editedName ?? profile.profileName;
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: ErrorMessage } | null>(null);
  const readOnly = !props.onSave;
  const nameChange = { current: profile.profileName, edited: name };
  const changed = hasChanges({ upui: profile.upui, edits, name: nameChange });
  const saved = profile.savedTime ? savedInstant(profile.savedTime, profile.savedTimeOffset) : null;

  const onSave = async () => {
    const problem = profileNameProblem(name);
    if (problem) {
      setNameError(t(problem === "required" ? "profiles.editor.nameRequired" : "profiles.editor.nameTooLong"));
      return;
    }
    setNameError(undefined);
    setOutcome(null);
    setSaving(true);
    try {
      await props.onSave!(profileSave({ upui: profile.upui, edits, now: new Date(), name: nameChange }));
      setEdits({});
      setEditedName(null);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessageFor(error, "errors.USER_PROFILE_SUBMIT_FAILED") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="profile-editor">
      {readOnly ? (
        <p className="profile-editor__name">{profile.profileName}</p>
      ) : (
        <TextField
          label={t("profiles.editor.name")}
          name={`${props.idPrefix}-name`}
          value={name}
          onChange={(value) => {
            setEditedName(value);
            setOutcome(null);
          }}
          errorMessage={nameError}
          isRequired
        />
      )}
      <p className="profile-editor__sync">
        {hasCurrentProfile(profile) ? t("profiles.editor.synced") : t("profiles.editor.noCurrentProfile")}
        {saved && <> {t("profiles.editor.savedAt", { moment: f.formatDateTime(saved) })}</>}
      </p>
      <ProfileTree
        upui={profile.upui}
        edits={edits}
        isReadOnly={readOnly}
        onEdit={(elementName, value) => {
          setEdits((current) => ({ ...current, [elementName]: value }));
          setOutcome(null);
        }}
      />
      {!readOnly && (
        <div className="button-row">
          <Button onPress={() => void onSave()} isPending={saving} isDisabled={!changed || saving}>
            {t("profiles.editor.save")}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!changed || saving}
            onPress={() => {
              setEdits({});
              setEditedName(null);
              setNameError(undefined);
            }}
          >
            {t("profiles.editor.reset")}
          </Button>
        </div>
      )}
      {outcome?.ok && (
        <p role="status" className="profile-editor__saved">
          {t("profiles.editor.saved")}
        </p>
      )}
      {outcome && !outcome.ok && <Alert>{messageText(outcome.message)}</Alert>}
    </div>
  );
}
