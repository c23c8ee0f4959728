import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { showRead } from "../api/change-messages.ts";
import { messageDetailQueryOptions } from "../api/message-detail.ts";
import { MessageTime } from "./message-time.tsx";

/**
 * A message's detail popup (vehicle-area.md 2): 600 by 500, draggable by its title bar (it opens
 * centred and never needs moving). Opening it reads `ntcmsgmd`, which marks the message read.
 */
export function MessageDetailDialog(props: {
  messageId: string | null;
  /** The title from the list, shown while the message loads. */
  listTitle: string;
  failure: ErrorMessage | null;
  isDeleting: boolean;
  onDelete: (messageId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const client = useQueryClient();
  const { messageId } = props;
  const detail = useQuery({ ...messageDetailQueryOptions(messageId ?? ""), enabled: messageId !== null });
  const opened = detail.data?.message.id;

  // The server marked it read: so does the list, and the header count follows.
  useEffect(() => {
    if (opened) showRead(client, [opened]);
  }, [opened, client]);

  // After a delete the popup shows the next message: focus moves to it, so it is read out and
  // Escape and Tab keep working (the pressed button may be gone or busy).
  const body = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = messageId;
    if (!previous || !messageId || previous === messageId) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => body.current?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, [messageId]);

  const message = detail.data?.message;
  return (
    <AppDialog
      isOpen={messageId !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={message?.title ?? props.listTitle}
      size="message"
      draggable
    >
      <div ref={body} tabIndex={-1} className="dialog__body--scroll inbox-detail" aria-busy={detail.isPending}>
        {detail.isPending && <LoadingStatus>{t("inbox.detail.loading")}</LoadingStatus>}
        {detail.isError && <Alert>{messageText(errorMessageFor(detail.error))}</Alert>}
        {message && (
          <>
            <p className="inbox-detail__meta">
              <MessageTime message={message} />
              {message.nickname && <> · {t("inbox.vehicle", { nickname: message.nickname })}</>}
            </p>
            <p className="inbox-detail__content">{message.content}</p>
          </>
        )}
      </div>
      {props.failure && <Alert>{messageText(props.failure)}</Alert>}
      <div className="button-row inbox-detail__actions">
        <Button variant="danger" onPress={() => message && props.onDelete(message.id)} isPending={props.isDeleting}>
          {t("inbox.actions.delete")}
        </Button>
        <Button variant="secondary" onPress={props.onClose}>
          {t("common.close")}
        </Button>
      </div>
    </AppDialog>
  );
}
