import type { ErrorMessage } from "../../i18n/error-messages.ts";
import type { CommandRequest } from "./commands.ts";
import type { CommandOutcome, CommandRefusal, PinProblem } from "./command-outcome.ts";

/**
 * The views of a remote page (vehicle-area.md section 4): submit, then the PIN popup, then
 * progress while the command is sent and polled, then the result. A page always starts at
 * submit, so a reload returns there.
 */
export type CommandState =
  | { view: "submit"; notice: Notice | null }
  | { view: "pin"; request: CommandRequest; problem: PinProblem | null }
  /** transactionId is null while the command call itself is under way. */
  | { view: "progress"; request: CommandRequest; transactionId: string | null }
  | { view: "result"; request: CommandRequest; outcome: CommandOutcome };

/** A message on the submit view: a refused command, or how a command resumed from elsewhere ended. */
export interface Notice {
  tone: "danger" | "success";
  message: ErrorMessage;
}

export type CommandEvent =
  /** A command button was pressed: the PIN popup opens. */
  | { type: "request"; request: CommandRequest }
  /** The popup ended as cancel. */
  | { type: "pinCancelled" }
  /** `vrfypin` refused the PIN: the popup stays, with the message. */
  | { type: "pinRejected"; problem: PinProblem }
  /** The popup ended as continue and the PIN was accepted: the command is being sent. */
  | { type: "pinAccepted" }
  /** The command call answered with its transaction id: polling starts. */
  | { type: "accepted"; transactionId: string }
  /** The command call was refused. */
  | { type: "refused"; refusal: CommandRefusal }
  /** A command of this vehicle reached its final state. */
  | { type: "finished"; transactionId: string; outcome: CommandOutcome }
  /** The result was read: back to submit. */
  | { type: "dismiss" }
  /** A failed command is tried again: the PIN popup opens for the same command and settings. */
  | { type: "retry" };

export const initialCommandState: CommandState = { view: "submit", notice: null };

/** The pure transition function of a remote page; events that do not apply to a view are ignored. */
export function commandReducer(state: CommandState, event: CommandEvent): CommandState {
  switch (event.type) {
    case "request":
      // From a result too: where the result shows beside the controls (the overview), pressing one starts anew.
      return state.view === "submit" || state.view === "result" ? { view: "pin", request: event.request, problem: null } : state;
    case "pinCancelled":
      return state.view === "pin" ? initialCommandState : state;
    case "pinRejected":
      return state.view === "pin" ? { ...state, problem: event.problem } : state;
    case "pinAccepted":
      return state.view === "pin" ? { view: "progress", request: state.request, transactionId: null } : state;
    case "accepted":
      return state.view === "progress" && state.transactionId === null ? { ...state, transactionId: event.transactionId } : state;
    case "refused":
      if (state.view !== "progress" || state.transactionId !== null) return state;
      switch (event.refusal.kind) {
        case "reauthorize":
          return { view: "pin", request: state.request, problem: { message: event.refusal.message, locked: false } };
        case "message":
          return { view: "submit", notice: { tone: "danger", message: event.refusal.message } };
        case "redirect":
        case "handled":
          return initialCommandState;
      }
      return state;
    case "finished":
      if (state.view === "progress" && state.transactionId === event.transactionId) {
        return { view: "result", request: state.request, outcome: event.outcome };
      }
      // A command resumed from another page or a reload ended while this page was at submit.
      if (state.view === "submit") {
        return {
          view: "submit",
          notice: { tone: event.outcome.kind === "success" ? "success" : "danger", message: event.outcome.message },
        };
      }
      return state;
    case "dismiss":
      return state.view === "result" ? initialCommandState : state;
    case "retry":
      return state.view === "result" && state.outcome.kind === "failure" ? { view: "pin", request: state.request, problem: null } : state;
  }
}
