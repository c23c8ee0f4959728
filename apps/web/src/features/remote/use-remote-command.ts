import { useOffline } from "../../api/last-known-state.ts";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { isLiveConnected, useLiveConnected } from "../../api/live-stream.ts";
import { invalidateInbox } from "../inbox/index.ts";
import { lastVehicleStatusQueryOptions } from "../../session/vehicles/last-vehicle-status.ts";
import { commandStatusQueryOptions } from "./api/command-status.ts";
import { useSendCommandMutation } from "./api/send-command.ts";
import { useVerifyPinMutation } from "./api/verify-pin.ts";
import { commandReducer, initialCommandState } from "./command-machine.ts";
import { commandRefusal, pinProblem, pollingFailure, transactionOutcome, type CommandOutcome } from "./command-outcome.ts";
import type { CommandRequest } from "./commands.ts";
import {
  markCommandPending,
  parsePendingCommand,
  readPendingRaw,
  releasePendingCommand,
  subscribePendingCommands,
} from "./pending-command.ts";

/** The vehicle's pending command in this tab, or null; re-renders when it is set or released. */
export function usePendingCommand(vehicleId: string) {
  const raw = useSyncExternalStore(subscribePendingCommands, () => readPendingRaw(vehicleId));
  return useMemo(() => parsePendingCommand(raw), [raw]);
}

/** Delay of the second status read after a command: the server may store the vehicle's report just after it completes the command. */
const STATUS_SETTLE_MS = 2000;

/**
 * Commands change what the vehicle reports and leave a message in the inbox: read the status
 * and the unread count again (now, and once more shortly), unless the live stream brings both.
 */
function refreshAfterCommand(queryClient: QueryClient, vehicleId: string): void {
  if (isLiveConnected()) return;
  const { queryKey } = lastVehicleStatusQueryOptions(vehicleId);
  void queryClient.invalidateQueries({ queryKey });
  void invalidateInbox(queryClient);
  setTimeout(() => void queryClient.invalidateQueries({ queryKey }), STATUS_SETTLE_MS);
}

/**
 * A remote page's command flow: the view state machine, the PIN check, the command call, and the
 * polling of the vehicle's pending command (this page's or one resumed after a reload or from
 * another remote page). Polling feeds the query cache; the finished command releases the pending
 * flag and refreshes the vehicle status.
 */
export function useRemoteCommand(
  vehicleId: string,
  options: {
    /** Runs when a command of the vehicle reaches its final state, so a page can read again what it changed. */
    onFinished?: (outcome: CommandOutcome) => void;
  } = {},
) {
  const [state, dispatch] = useReducer(commandReducer, initialCommandState);
  const pending = usePendingCommand(vehicleId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verifyPin = useVerifyPinMutation();
  const send = useSendCommandMutation();
  const live = useLiveConnected();
  // Without a connection no command can reach the car: the controls are disabled, with the reason shown (CommandFlowScreen).
  const offline = useOffline();
  const poll = useQuery({
    ...commandStatusQueryOptions(pending?.transactionId ?? "", live),
    enabled: pending !== null,
  });

  const onFinished = useRef(options.onFinished);
  onFinished.current = options.onFinished;

  const transaction = poll.data?.transaction;
  const pollError = poll.error;
  useEffect(() => {
    if (!pending) return;
    let outcome = transaction ? transactionOutcome(transaction, pending.name) : null;
    if (!outcome && isApiError(pollError) && !pollError.isTransport) outcome = pollingFailure();
    if (!outcome) return;
    releasePendingCommand(vehicleId, pending.transactionId);
    refreshAfterCommand(queryClient, vehicleId);
    dispatch({ type: "finished", transactionId: pending.transactionId, outcome });
    onFinished.current?.(outcome);
  }, [pending, transaction, pollError, vehicleId, queryClient]);

  /** A command button: opens the PIN popup, unless a command is already in progress. */
  const request = useCallback(
    (commandRequest: CommandRequest) => {
      if (pending || offline) return;
      dispatch({ type: "request", request: commandRequest });
    },
    [pending, offline],
  );

  /** The popup's continue: check the PIN, send the command with the pAuth, start polling. */
  const submitPin = async (pin: string): Promise<void> => {
    if (state.view !== "pin") return;
    const commandRequest = state.request;
    let pAuth: string;
    try {
      pAuth = await verifyPin.mutateAsync({ vehicleId, pin });
    } catch (error) {
      const problem = pinProblem(error);
      dispatch(problem ? { type: "pinRejected", problem } : { type: "pinCancelled" });
      return;
    }
    dispatch({ type: "pinAccepted" });
    try {
      const transactionId = await send.mutateAsync({ vehicleId, pAuth, pin, request: commandRequest });
      markCommandPending(vehicleId, { transactionId, name: commandRequest.name, startedAt: Date.now() });
      dispatch({ type: "accepted", transactionId });
    } catch (error) {
      const refusal = commandRefusal(error);
      dispatch({ type: "refused", refusal });
      if (refusal.kind === "redirect") void navigate(refusal.to);
    }
  };

  return {
    state,
    pending,
    /**
     * True while a command of this vehicle is in progress (here or resumed): command controls are
     * disabled. Not during the PIN popup, so that its cancel can give focus back, nor once the
     * result shows (a page hides its controls then; the overview keeps them, and one starts anew).
     * Also while the browser is offline: a command needs a connection.
     */
    isBusy: pending !== null || state.view === "progress" || offline,
    /** The browser is offline: commands wait for the connection. */
    isOffline: offline,
    isCheckingPin: verifyPin.isPending,
    request,
    submitPin,
    cancelPin: () => dispatch({ type: "pinCancelled" }),
    dismissResult: () => dispatch({ type: "dismiss" }),
    /** A failed command's retry: the PIN again for the same command and settings. */
    retry: () => dispatch({ type: "retry" }),
  };
}

export type RemoteCommandFlow = ReturnType<typeof useRemoteCommand>;
