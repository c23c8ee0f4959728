import { CLIMATE_FAVOURITE_SLOTS, favouriteNameReason, isClimateDuration, type ClimateFavouriteSlot } from "@carport/domain";
import type { ClimateFavourite } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { climateFavouritesQueryOptions, useClimateFavouriteMutation } from "../api/climate-favourites.ts";
import type { ClimateForm } from "../climate-settings.ts";

/** The form with a favourite's settings applied; seats are not part of a favourite and stay as they are. */
function applied(form: ClimateForm, favourite: ClimateFavourite): ClimateForm {
  return {
    ...form,
    climateOn: true,
    temperature: favourite.temperature,
    defrost: favourite.defrost,
    heating: favourite.heatedFeatures,
    minutes: favourite.durationMinutes,
  };
}

type Confirm = { kind: "delete" | "default"; favourite: ClimateFavourite } | null;

/**
 * Climate favourites of the climate page: apply one to the form (the default one is applied when
 * the page opens), save the current settings into a slot, delete one or make it the default, each
 * after a confirmation.
 */
export function ClimateFavourites(props: {
  vehicleId: string;
  form: ClimateForm;
  onApply: (form: ClimateForm) => void;
  isDisabled: boolean;
  /** False for a second driver: they may apply favourites, the primary driver's to edit. */
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const favourites = useQuery(climateFavouritesQueryOptions(props.vehicleId));
  const change = useClimateFavouriteMutation(props.vehicleId);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [slot, setSlot] = useState<ClimateFavouriteSlot>(1);
  const [name, setName] = useState("");
  const [makeDefault, setMakeDefault] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const appliedDefault = useRef(false);
  const list = favourites.data?.favourites ?? [];

  const { form, onApply } = props;
  useEffect(() => {
    const preferred = favourites.data?.favourites.find((f) => f.isDefault);
    if (appliedDefault.current || !preferred) return;
    appliedDefault.current = true;
    onApply(applied(form, preferred));
  }, [favourites.data, form, onApply]);

  const run = async (action: () => Promise<unknown>, message: string) => {
    setFailure(null);
    setDone(null);
    try {
      await action();
      setDone(message);
      return true;
    } catch (error) {
      setFailure(errorMessageFor(error));
      return false;
    }
  };

  const openEditor = () => {
    const firstFree = CLIMATE_FAVOURITE_SLOTS.find((s) => !list.some((f) => f.slot === s)) ?? 1;
    setSlot(firstFree);
    setName(list.find((f) => f.slot === firstFree)?.name ?? "");
    setMakeDefault(false);
    setNameError(undefined);
    setEditorOpen(true);
  };
  const save = async () => {
    const reason = favouriteNameReason(name);
    if (reason) {
      setNameError(t(`remote.favourites.errors.${reason}`));
      return;
    }
    const minutes = isClimateDuration(form.minutes) ? form.minutes : 10;
    const ok = await run(
      () =>
        change.mutateAsync({
          call: "climateFavouriteSave",
          body: {
            slot,
            name,
            temperature: form.temperature,
            defrost: form.defrost,
            heatedFeatures: form.heating,
            durationMinutes: minutes,
            makeDefault,
          },
        }),
      t("remote.favourites.saved", { name: name.trim() }),
    );
    if (ok) setEditorOpen(false);
  };
  const confirmed = async () => {
    if (!confirm) return;
    const { kind, favourite } = confirm;
    await run(
      () =>
        change.mutateAsync({
          call: kind === "delete" ? "climateFavouriteDelete" : "climateFavouriteDefault",
          body: { slot: favourite.slot },
        }),
      t(kind === "delete" ? "remote.favourites.deleted" : "remote.favourites.defaultSet", { name: favourite.name }),
    );
    setConfirm(null);
  };

  const slotOptions = CLIMATE_FAVOURITE_SLOTS.map((s) => {
    const held = list.find((f) => f.slot === s);
    return {
      id: s,
      label: held ? t("remote.favourites.slotHeld", { slot: s, name: held.name }) : t("remote.favourites.slotEmpty", { slot: s }),
    };
  });
  return (
    <section className="climate-favourites" aria-labelledby="climate-favourites-heading">
      <h2 id="climate-favourites-heading">{t("remote.favourites.title")}</h2>
      {failure && <Alert>{messageText(failure)}</Alert>}
      <p role="status">{done ?? ""}</p>
      {favourites.isError && <Alert>{messageText(errorMessageFor(favourites.error))}</Alert>}
      {favourites.data && list.length === 0 && <p>{t("remote.favourites.none")}</p>}
      <ul className="climate-favourites__list">
        {list.map((favourite) => (
          <li key={favourite.slot}>
            <span className="climate-favourites__name">
              {favourite.isDefault ? t("remote.favourites.defaultName", { name: favourite.name }) : favourite.name}
            </span>
            <Button
              variant="secondary"
              isDisabled={props.isDisabled}
              onPress={() => {
                onApply(applied(form, favourite));
                setDone(t("remote.favourites.applied", { name: favourite.name }));
              }}
              aria-label={t("remote.favourites.applyNamed", { name: favourite.name })}
            >
              {t("remote.favourites.apply")}
            </Button>
            {props.canEdit && !favourite.isDefault && (
              <Button
                variant="quiet"
                onPress={() => setConfirm({ kind: "default", favourite })}
                aria-label={t("remote.favourites.makeDefaultNamed", { name: favourite.name })}
              >
                {t("remote.favourites.makeDefault")}
              </Button>
            )}
            {props.canEdit && (
              <Button
                variant="quiet"
                onPress={() => setConfirm({ kind: "delete", favourite })}
                aria-label={t("remote.favourites.deleteNamed", { name: favourite.name })}
              >
                {t("remote.favourites.delete")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {props.canEdit && (
        <Button variant="secondary" onPress={openEditor} isDisabled={!favourites.data}>
          {t("remote.favourites.saveCurrent")}
        </Button>
      )}

      <AppDialog isOpen={editorOpen} onOpenChange={setEditorOpen} title={t("remote.favourites.editorTitle")}>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <SelectField<ClimateFavouriteSlot>
            label={t("remote.favourites.slotLabel")}
            name="favouriteSlot"
            value={slot}
            options={slotOptions}
            onChange={(s) => {
              setSlot(s);
              setName(list.find((f) => f.slot === s)?.name ?? name);
            }}
            description={t("remote.favourites.slotHint")}
          />
          <TextField
            label={t("remote.favourites.nameLabel")}
            name="favouriteName"
            value={name}
            onChange={(v) => {
              setName(v);
              setNameError(undefined);
            }}
            errorMessage={nameError}
          />
          <Checkbox name="favouriteDefault" isSelected={makeDefault} onChange={setMakeDefault}>
            {t("remote.favourites.makeDefaultCheck")}
          </Checkbox>
          <div className="button-row">
            <Button type="submit" isPending={change.isPending}>
              {t("remote.favourites.save")}
            </Button>
            <Button variant="secondary" onPress={() => setEditorOpen(false)}>
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      </AppDialog>

      <AppDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm?.kind === "delete" ? t("remote.favourites.deleteTitle") : t("remote.favourites.defaultTitle")}
        role="alertdialog"
      >
        <p>
          {confirm?.kind === "delete"
            ? t("remote.favourites.deleteText", { name: confirm.favourite.name })
            : t("remote.favourites.defaultText", { name: confirm?.favourite.name ?? "" })}
        </p>
        <div className="button-row">
          <Button
            autoFocus
            isPending={change.isPending}
            variant={confirm?.kind === "delete" ? "danger" : "primary"}
            onPress={() => void confirmed()}
          >
            {confirm?.kind === "delete" ? t("remote.favourites.deleteConfirm") : t("remote.favourites.defaultConfirm")}
          </Button>
          <Button variant="secondary" onPress={() => setConfirm(null)}>
            {t("common.cancel")}
          </Button>
        </div>
      </AppDialog>
    </section>
  );
}
