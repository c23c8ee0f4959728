import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Switch } from "react-aria-components/Switch";
import type { CallResult } from "@carport/protocol";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import {
  notificationChannelsQueryOptions,
  useAddChannelMutation,
  useRemoveChannelMutation,
  useTestChannelMutation,
  useUpdateChannelMutation,
} from "../api/notification-channels.ts";
import {
  addRequestOf,
  EMPTY_DRAFT,
  fieldProblemOf,
  fieldsOf,
  hintKeyOf,
  testOutcomeKey,
  type ReceiverDraft,
  type ReceiverField,
  type ReceiverKind,
} from "../receivers-view.ts";

type Receiver = CallResult<"notificationChannels">["channels"][number];

/** A labelled on/off switch. */
function LabelledSwitch(props: { label: string; isSelected: boolean; onChange: (on: boolean) => void; isDisabled?: boolean }) {
  return (
    <Switch className="switch" isSelected={props.isSelected} isDisabled={props.isDisabled} onChange={props.onChange}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      {props.label}
    </Switch>
  );
}

/** One receiver: where it is, its switches (on, car alerts, command results), a test and removal. */
function ReceiverRow({ receiver }: { receiver: Receiver }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const update = useUpdateChannelMutation();
  const remove = useRemoveChannelMutation();
  const test = useTestChannelMutation();
  const [note, setNote] = useState<{ key: MessageKey; reason: string } | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const name = receiver.label || t(`account.receivers.kinds.${receiver.kind}`);
  const change = (body: { enabled?: boolean; alerts?: boolean; commands?: boolean }) => {
    setFailure(null);
    update.mutate({ id: receiver.id, ...body }, { onError: (error) => setFailure(errorMessageFor(error)) });
  };
  const sendTest = async () => {
    setNote(null);
    setFailure(null);
    try {
      const answer = await test.mutateAsync(receiver.id);
      setNote({ key: testOutcomeKey(answer.outcome), reason: answer.reason });
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };
  return (
    <li className="receiver" aria-labelledby={`receiver-${receiver.id}`}>
      <h3 id={`receiver-${receiver.id}`} className="receiver__name">
        {name}
      </h3>
      <p className="receiver__where">
        {t(`account.receivers.kinds.${receiver.kind}`)} · <span className="receiver__url">{receiver.url}</span>
        {receiver.topic && ` · ${t("account.receivers.topicShown", { topic: receiver.topic })}`}
      </p>
      <div className="receiver__switches">
        <LabelledSwitch
          label={t("account.receivers.enabled", { name })}
          isSelected={receiver.enabled}
          onChange={(on) => change({ enabled: on })}
        />
        <LabelledSwitch
          label={t("account.receivers.alerts")}
          isSelected={receiver.alerts}
          isDisabled={!receiver.enabled}
          onChange={(on) => change({ alerts: on })}
        />
        <LabelledSwitch
          label={t("account.receivers.commands")}
          isSelected={receiver.commands}
          isDisabled={!receiver.enabled}
          onChange={(on) => change({ commands: on })}
        />
      </div>
      <div className="button-row">
        <Button variant="secondary" isPending={test.isPending} onPress={() => void sendTest()}>
          {t("account.receivers.test.button")}
        </Button>
        <Button variant="quiet" isPending={remove.isPending} onPress={() => remove.mutate(receiver.id)}>
          {t("account.receivers.remove", { name })}
        </Button>
      </div>
      {note && (
        <p role="status" className={note.key === "account.receivers.test.delivered" ? "alert alert--success" : "alert alert--info"}>
          {t(note.key)}
          {note.reason && ` (${note.reason})`}
        </p>
      )}
      {failure && <Alert>{messageText(failure)}</Alert>}
    </li>
  );
}

/** The add form: the kind, then the fields it takes; a refused field shows why under it. */
function AddReceiverForm({ full }: { full: boolean }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const add = useAddChannelMutation();
  const [draft, setDraft] = useState<ReceiverDraft>(EMPTY_DRAFT);
  const [fieldError, setFieldError] = useState<{ field: ReceiverField; key: MessageKey } | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [added, setAdded] = useState(false);
  const set = (patch: Partial<ReceiverDraft>) => {
    setDraft({ ...draft, ...patch });
    setAdded(false);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFailure(null);
    try {
      await add.mutateAsync(addRequestOf(draft));
      setDraft({ ...EMPTY_DRAFT, kind: draft.kind });
      setAdded(true);
    } catch (error) {
      const problem = fieldProblemOf(error);
      if (problem) setFieldError(problem);
      else setFailure(errorMessageFor(error));
    }
  };
  const hintOf = (field: ReceiverField) => {
    const key = hintKeyOf(draft.kind, field);
    return key ? t(key) : undefined;
  };
  const errorOf = (field: ReceiverField) => (fieldError?.field === field ? t(fieldError.key) : undefined);
  const kinds: ReceiverKind[] = ["webhook", "ntfy", "gotify"];
  return (
    <form className="account-form receiver-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{t("account.receivers.addHeading")}</h3>
      {full && <p>{t("account.receivers.full")}</p>}
      <SelectField
        label={t("account.receivers.kind")}
        value={draft.kind}
        options={kinds.map((kind) => ({ id: kind, label: t(`account.receivers.kinds.${kind}`) }))}
        onChange={(kind) => set({ kind })}
        isDisabled={full}
      />
      {fieldsOf(draft.kind).map((field) => (
        <TextField
          key={field}
          name={field}
          type={field === "token" ? "password" : "text"}
          label={t(`account.receivers.fields.${field}`)}
          description={hintOf(field)}
          value={draft[field]}
          onChange={(value) => set({ [field]: value })}
          errorMessage={errorOf(field)}
          isRequired={field === "url" || (field === "topic" && draft.kind === "ntfy") || (field === "token" && draft.kind === "gotify")}
          isDisabled={full}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
        />
      ))}
      {failure && <Alert>{messageText(failure)}</Alert>}
      <div className="button-row">
        <Button type="submit" isPending={add.isPending} isDisabled={full}>
          {t("account.receivers.add")}
        </Button>
      </div>
      {added && (
        <p role="status" className="alert alert--success">
          {t("account.receivers.added")}
        </p>
      )}
    </form>
  );
}

/**
 * The owner's own receivers for car alerts and command results: a webhook, an ntfy topic or a
 * Gotify server (`ntfchnl…`), each with its switches and a "send a test" button.
 */
export function ReceiversCard() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const receivers = useQuery(notificationChannelsQueryOptions());
  const list = receivers.data?.channels ?? [];
  return (
    <section className="card receivers" aria-labelledby="receivers-heading">
      <h2 id="receivers-heading">{t("account.receivers.heading")}</h2>
      <p>{t("account.receivers.intro")}</p>
      {receivers.isError && <Alert>{messageText(errorMessageFor(receivers.error))}</Alert>}
      {list.length > 0 ? (
        <ul className="receiver-list">
          {list.map((receiver) => (
            <ReceiverRow key={receiver.id} receiver={receiver} />
          ))}
        </ul>
      ) : (
        receivers.isSuccess && <p className="empty-state">{t("account.receivers.none")}</p>
      )}
      {receivers.isSuccess && <AddReceiverForm full={list.length >= receivers.data.perAccount} />}
    </section>
  );
}
