import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useDeleteMessagesMutation, useMarkReadMutation } from "../api/change-messages.ts";
import { useLiveConnected } from "../../../api/live-stream.ts";
import { messageCountQueryOptions } from "../api/message-count.ts";
import { messageListQueryOptions } from "../api/message-list.ts";
import { DeleteConfirmDialog } from "../components/delete-confirm-dialog.tsx";
import { MessageDetailDialog } from "../components/message-detail-dialog.tsx";
import { MessageTime } from "../components/message-time.tsx";
import {
  isAllSelected,
  keepListed,
  loadedMessages,
  nextAfterDelete,
  rememberDontConfirmDelete,
  shouldConfirmDelete,
  toggleSelected,
} from "../inbox-view.ts";
import "../../../styles/cards.css";
import "../inbox.css";

/** A delete waiting for its confirmation: which messages, and whether the detail popup asked. */
interface PendingDelete {
  ids: string[];
  fromDetail: boolean;
}

/**
 * The notification centre (/notificationCenter): the account's messages in pages of 20 with
 * "more", select all, mark as read, delete (confirmed unless "don't ask again"), and a detail
 * popup that marks its message read; after a delete there, the next message shows or it closes.
 */
export function NotificationCenterPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const list = useInfiniteQuery(messageListQueryOptions());
  const count = useQuery(messageCountQueryOptions(useLiveConnected()));
  const markRead = useMarkReadMutation();
  const remove = useDeleteMessagesMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PendingDelete | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [detailFailure, setDetailFailure] = useState<ErrorMessage | null>(null);
  const [notice, setNotice] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);

  const messages = useMemo(() => loadedMessages(list.data), [list.data]);
  const ids = useMemo(() => messages.map((m) => m.id), [messages]);
  // Messages that left the list (deleted, or gone after a refresh) leave the selection too.
  useEffect(() => setSelected((current) => (current.size === 0 ? current : keepListed(current, ids))), [ids]);

  // A popup that closed with its message deleted cannot give focus back to that message: the list takes it.
  const previousOpen = useRef<string | null>(null);
  useEffect(() => {
    const wasOpen = previousOpen.current;
    previousOpen.current = openId;
    if (!wasOpen || openId) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) listHeading.current?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [openId]);

  // After a bulk action the pressed button is disabled (nothing is selected any more), and a
  // confirmation that closes gives focus back to that disabled button: the list takes focus instead,
  // once the confirmation has left.
  const [listFocusRequest, setListFocusRequest] = useState(0);
  useEffect(() => {
    if (listFocusRequest === 0 || confirm) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => listHeading.current?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, [listFocusRequest, confirm]);

  const chosen = [...selected];
  const allSelected = isAllSelected(selected, ids);
  const openTitle = messages.find((m) => m.id === openId)?.title ?? "";

  const onMarkRead = async () => {
    setFailure(null);
    try {
      await markRead.mutateAsync(chosen);
      setNotice(t("inbox.markedRead", { count: chosen.length }));
      setSelected(new Set());
      setListFocusRequest((n) => n + 1);
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  const performDelete = async ({ ids: doomed, fromDetail }: PendingDelete) => {
    const next = fromDetail && doomed[0] ? nextAfterDelete(ids, doomed[0]) : null;
    setFailure(null);
    setDetailFailure(null);
    try {
      await remove.mutateAsync(doomed);
      setConfirm(null);
      setNotice(t("inbox.deleted", { count: doomed.length }));
      if (fromDetail) setOpenId(next);
      else {
        setSelected(new Set());
        setListFocusRequest((n) => n + 1);
      }
    } catch (error) {
      setConfirm(null);
      (fromDetail ? setDetailFailure : setFailure)(errorMessageFor(error));
    }
  };

  const requestDelete = (pending: PendingDelete) => {
    if (shouldConfirmDelete()) setConfirm(pending);
    else void performDelete(pending);
  };

  const title = t("screens.notificationCenter");
  const unread = count.data?.count;
  return (
    <section className="inbox-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{unread === undefined ? t("inbox.intro") : t("inbox.unreadCount", { count: unread })}</p>
      {failure && <Alert>{messageText(failure)}</Alert>}
      <p role="status" className="visually-hidden">
        {notice}
      </p>
      <section className="card inbox-list-card" aria-labelledby="inbox-list-heading">
        <h2 id="inbox-list-heading" ref={listHeading} tabIndex={-1}>
          {t("inbox.listHeading")}
        </h2>
        {list.isPending && <LoadingStatus>{t("inbox.loading")}</LoadingStatus>}
        {list.isError && <Alert>{messageText(errorMessageFor(list.error))}</Alert>}
        {list.data && messages.length === 0 && <p className="empty-state">{t("inbox.empty")}</p>}
        {messages.length > 0 && (
          <>
            <div className="inbox-toolbar" role="group" aria-label={t("inbox.actions.label")}>
              <Checkbox name="selectAll" isSelected={allSelected} onChange={(on) => setSelected(on ? new Set(ids) : new Set())}>
                {t("inbox.actions.selectAll")}
              </Checkbox>
              <span className="inbox-toolbar__count">{t("inbox.selectedCount", { count: chosen.length })}</span>
              <Button variant="secondary" onPress={() => void onMarkRead()} isDisabled={chosen.length === 0} isPending={markRead.isPending}>
                {t("inbox.actions.markRead")}
              </Button>
              <Button
                variant="danger"
                onPress={() => requestDelete({ ids: chosen, fromDetail: false })}
                isDisabled={chosen.length === 0}
                isPending={remove.isPending && !confirm?.fromDetail && openId === null}
              >
                {t("inbox.actions.delete")}
              </Button>
            </div>
            <ul className="inbox-list">
              {messages.map((message) => {
                const unreadMessage = message.status === "U";
                return (
                  <li key={message.id} className={`inbox-item${unreadMessage ? " inbox-item--unread" : ""}`}>
                    <Checkbox
                      name={`select-${message.id}`}
                      isSelected={selected.has(message.id)}
                      onChange={(on) => setSelected((current) => toggleSelected(current, message.id, on))}
                    >
                      <span className="visually-hidden">{t("inbox.selectOne", { title: message.title })}</span>
                    </Checkbox>
                    <div className="inbox-item__body">
                      <Button variant="quiet" className="inbox-item__open" onPress={() => setOpenId(message.id)}>
                        {message.title}
                      </Button>
                      <p className="inbox-item__meta">
                        <span className={`badge ${unreadMessage ? "badge--accent" : "inbox-item__read"}`}>
                          {unreadMessage ? t("inbox.unread") : t("inbox.read")}
                        </span>
                        <MessageTime message={message} />
                        {message.nickname && <span>{t("inbox.vehicle", { nickname: message.nickname })}</span>}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
            {list.hasNextPage && (
              <div className="button-row">
                <Button variant="secondary" onPress={() => void list.fetchNextPage()} isPending={list.isFetchingNextPage}>
                  {list.isFetchingNextPage ? t("inbox.loadingMore") : t("inbox.more")}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <MessageDetailDialog
        messageId={openId}
        listTitle={openTitle}
        failure={detailFailure}
        isDeleting={remove.isPending}
        onDelete={(id) => requestDelete({ ids: [id], fromDetail: true })}
        onClose={() => {
          setOpenId(null);
          setDetailFailure(null);
        }}
      />
      <DeleteConfirmDialog
        isOpen={confirm !== null}
        count={confirm?.ids.length ?? 0}
        isDeleting={remove.isPending}
        onConfirm={(dontAskAgain) => {
          if (dontAskAgain) rememberDontConfirmDelete();
          if (confirm) void performDelete(confirm);
        }}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
