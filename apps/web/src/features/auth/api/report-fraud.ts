import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `rptfrd` step 1: is the mailed fraud code still good (7440 when unknown or expired). */
export function checkFraudCode(fraudCode: string) {
  return callApi("reportFraud", { fraudCode, step: 1 }, { anonymous: true });
}

/** `rptfrd`: "I did request it" (step -1, nothing changes) or "I did not" (step 2, the account is locked). */
export function answerFraudQuestion(input: { fraudCode: string; requested: boolean }) {
  const body = input.requested
    ? ({ fraudCode: input.fraudCode, step: -1 } as const)
    : ({ fraudCode: input.fraudCode, step: 2, requested: false } as const);
  return callApi("reportFraud", body, { anonymous: true });
}

export function useAnswerFraudQuestionMutation() {
  return useMutation({ mutationFn: answerFraudQuestion });
}
