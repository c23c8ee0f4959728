import type { BrandCode, CallId, VehicleStatus } from "@carport/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import { LIVE_CHANNEL, SESSION_CHANNEL } from "../../db/notification-channels.ts";
import { isUuidShaped } from "../../db/uuid-shape.ts";
import { countUnreadOf } from "../messages/index.ts";
import DataLoader from "dataloader";
import { presentTransaction, type TransactionRecord } from "../remote/index.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { accountsAllowed, statusesForWatchers, transactionsForSenders, vehicleIdOfVin, vehiclesOfAccounts } from "./live-access.ts";
import { WatchedVehicles } from "./watched-vehicles.ts";

/**
 * The changes heard in one turn of the event loop are read in one query per kind (nothing kept
 * between turns: each read is of the change just announced).
 */
const READ_TOGETHER = { cache: false, batchScheduleFn: (read: () => void) => setImmediate(read) };
/** What a presence event mirrors: a second driver may read the car's status, so its presence too. */
const STATUS_CALL: CallId = "lastVehicleStatus";

/** One browser tab's stream, as the hub sees it. */
export interface LiveStream {
  accountId: string;
  tokenHash: string;
  brand: BrandCode;
  /** Writes one event (its data as JSON). */
  send(event: LiveEventName, data: unknown): void;
  /** Ends the stream (the token is no longer good). */
  end(): void;
}

/**
 * `ready`: the stream is (again) complete, refetch what is shown; `status`: lstvhclsts's result;
 * `command`: rmtsts's result; `inbox`: ntcmsgcnt's result; `presence`: the car connected or not.
 */
export type LiveEventName = "ready" | "status" | "command" | "inbox" | "presence";

export type LiveHub = Awaited<ReturnType<typeof openLiveHub>>;

/**
 * The streams of this instance and the changes they hear. Every instance hears every change: the
 * database announces each saved status, command and inbox change (NOTIFY on commit, whoever wrote
 * it), the broker each car's presence. Each change is read once per instance, only when a stream
 * here may see it, and sent only to the streams whose account the API would let read it.
 */
export async function openLiveHub(
  db: Database,
  gateway: VehicleLinkGateway,
  /** Of these streams' tokens (by hash), those that still let their holder in. */
  tokensAdmitting: (streams: LiveStream[]) => Promise<Set<string>>,
  log: FastifyBaseLogger,
  /** A command this instance recorded and holds as its insert returned it, while pending (RemoteCommandService). */
  pendingRecordedHere: (transactionId: string) => TransactionRecord | null,
) {
  const streams = new Set<LiveStream>();
  const byAccount = new Map<string, Set<LiveStream>>();
  /** The streams of each token: a token's use is announced about once a minute, for every token in use. */
  const byToken = new Map<string, Set<LiveStream>>();
  /**
   * Per account streaming here, the vehicles it may see: read when its first stream opens and again
   * with each heartbeat (a new share shows within one), so a change of a vehicle no stream here
   * watches costs nothing.
   */
  const watched = new WatchedVehicles();
  let wasLive = true;

  async function refreshWatched() {
    const fresh = await vehiclesOfAccounts(db, [...byAccount.keys()]);
    // Accounts that joined while this was read keep what their own read found; those gone are not kept.
    for (const [accountId, vehicles] of fresh) if (byAccount.has(accountId)) watched.set(accountId, vehicles);
  }

  function streamsOf(accountIds: Iterable<string>): LiveStream[] {
    const found: LiveStream[] = [];
    for (const id of accountIds) for (const stream of byAccount.get(id) ?? []) found.push(stream);
    return found;
  }

  // Changes heard together are read together: one query for the statuses, one for the commands, one for the unread counts.
  const statuses = new DataLoader<{ vehicleId: string; accountIds: string[] }, { status: VehicleStatus; allowed: Set<string> } | null>(
    async (watched) => {
      const found = await statusesForWatchers(db, watched, STATUS_CALL);
      return watched.map(({ vehicleId }) => found.get(vehicleId) ?? null);
    },
    READ_TOGETHER,
  );
  const transactions = new DataLoader<string, TransactionRecord | null>(async (ids) => {
    const found = await transactionsForSenders(db, ids);
    return ids.map((id) => found.get(id) ?? null);
  }, READ_TOGETHER);
  const unreadCounts = new DataLoader<string, number>(async (accountIds) => {
    const found = await countUnreadOf(db, accountIds);
    return accountIds.map((id) => found.get(id) ?? 0);
  }, READ_TOGETHER);

  async function onStatus(vehicleId: string) {
    // Its watchers are found once, when the change is heard.
    const accountIds = watched.watchers(vehicleId);
    if (accountIds.length === 0) return;
    const read = await statuses.load({ vehicleId, accountIds });
    if (read) for (const stream of streamsOf(read.allowed)) stream.send("status", { vehicleId, result: { status: read.status } });
  }

  async function onTransaction(accountId: string, transactionId: string, state: string | undefined) {
    if (!byAccount.has(accountId) || !isUuidShaped(transactionId)) return;
    // A command is the sender's (rmtsts answers it to them alone), while the share lets them send it.
    // One this instance just recorded is sent as its insert returned it, without a read: its sender
    // was let send it a moment ago. Every command is announced twice (pending, then complete), so
    // this saves a read per command.
    const row = (state === "P" ? pendingRecordedHere(transactionId) : null) ?? (await transactions.load(transactionId));
    if (!row || row.account_id !== accountId) return;
    const data = { vehicleId: row.vehicle_id, transactionId: row.id, result: { transaction: presentTransaction(row) } };
    for (const stream of streamsOf([accountId])) stream.send("command", data);
  }

  async function onInbox(accountId: string) {
    if (!byAccount.has(accountId)) return;
    const data = { result: { count: await unreadCounts.load(accountId) } };
    for (const stream of streamsOf([accountId])) stream.send("inbox", data);
  }

  async function onPresence(vin: string, online: boolean) {
    if (watched.accounts === 0) return;
    const vehicleId = await vehicleIdOfVin(db, vin);
    const watchers = vehicleId ? watched.watchers(vehicleId) : [];
    if (watchers.length === 0) return;
    const allowed = await accountsAllowed(db, vehicleId!, watchers, STATUS_CALL);
    for (const stream of streamsOf(allowed)) stream.send("presence", { vehicleId, online });
  }

  function dispatch(payload: string) {
    const [kind, first, second, third] = payload.split(":");
    if (!first) return;
    const work =
      kind === "s" ? onStatus(first) : kind === "x" && second ? onTransaction(first, second, third) : kind === "m" ? onInbox(first) : null;
    work?.catch((error: unknown) => log.warn({ err: error }, "a live update was not sent"));
  }

  /** Ends the streams whose token no longer lets its holder in (signed out, revoked, expired). */
  async function recheck(candidates: Iterable<LiveStream>) {
    const checked = [...candidates];
    if (checked.length === 0) return;
    // Unchecked (the database unreachable): every stream stays, as before the check.
    const admitted = await tokensAdmitting(checked).catch(() => null);
    if (admitted) for (const stream of checked) if (!admitted.has(stream.tokenHash)) stream.end();
  }

  function onSessionChange(payload: string) {
    const separator = payload.indexOf(":");
    const kind = payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    const affected = kind === "t" ? [...(byToken.get(id) ?? [])] : kind === "a" ? streamsOf([id]) : kind === "v" ? [] : [...streams];
    if (affected.length) recheck(affected).catch((error: unknown) => log.warn({ err: error }, "live stream token check failed"));
  }

  const stopLive = await db.listen(LIVE_CHANNEL, {
    message: dispatch,
    live(isLive) {
      // Changes may have been missed while the listening connection was down: every page refetches.
      if (isLive && !wasLive) for (const stream of streams) stream.send("ready", {});
      wasLive = isLive;
    },
  });
  const stopSessions = await db.listen(SESSION_CHANNEL, {
    message: onSessionChange,
    // Revocations may have been missed: check every stream's token again.
    live: (isLive) => void (isLive && recheck(streams).catch(() => {})),
  });
  const stopPresence = gateway.onPresence((vin, online) => {
    onPresence(vin, online).catch((error: unknown) => log.warn({ err: error }, "a presence update was not sent"));
  });

  return {
    /** Adds a stream; once this resolves, every change it may see is sent to it. Answers its removal. */
    async add(stream: LiveStream): Promise<() => void> {
      streams.add(stream);
      addTo(byAccount, stream.accountId, stream);
      addTo(byToken, stream.tokenHash, stream);
      const remove = () => {
        streams.delete(stream);
        removeFrom(byToken, stream.tokenHash, stream);
        if (removeFrom(byAccount, stream.accountId, stream)) watched.delete(stream.accountId);
      };
      if (!watched.has(stream.accountId)) {
        try {
          const found = (await vehiclesOfAccounts(db, [stream.accountId])).get(stream.accountId)!;
          if (byAccount.has(stream.accountId)) watched.set(stream.accountId, found);
        } catch (error) {
          remove();
          throw error;
        }
      }
      return remove;
    },
    /** With each heartbeat: every stream's token checked again (an expired one ends), the watched vehicles read again. */
    async recheckAll() {
      await recheck(streams);
      await refreshWatched();
    },
    /** How many streams the account has open here. */
    streamsOf: (accountId: string) => byAccount.get(accountId)?.size ?? 0,
    async close() {
      stopPresence();
      await stopLive();
      await stopSessions();
      for (const stream of [...streams]) stream.end();
    },
  };
}

function addTo(index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): void {
  let streams = index.get(key);
  if (!streams) index.set(key, (streams = new Set()));
  streams.add(stream);
}

/** Removes the stream from the key's set; true when it was the key's last. */
function removeFrom(index: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): boolean {
  const streams = index.get(key);
  if (!streams) return false;
  streams.delete(stream);
  if (streams.size > 0) return false;
  index.delete(key);
  return true;
}
