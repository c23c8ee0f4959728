import { z } from "zod";

/** Every answer of the tods API, success or failure, is this envelope (protocol.md "Transport"). */
export const responseHeaderSchema = z.object({
  responseCode: z.union([z.literal(0), z.literal(1)]),
  responseDesc: z.string(),
});

export const errorSchema = z.object({
  errorCode: z.string(),
  errorDesc: z.string(),
});

export type ApiError = z.infer<typeof errorSchema>;

/** Builds the success envelope schema around a call's result schema. */
export function successEnvelope<T extends z.ZodType>(result: T) {
  return z.object({
    responseHeader: z.object({ responseCode: z.literal(0), responseDesc: z.string() }),
    result,
  });
}

export const failureEnvelopeSchema = z.object({
  responseHeader: z.object({ responseCode: z.literal(1), responseDesc: z.string() }),
  error: errorSchema,
});

export type SuccessEnvelope<T> = {
  responseHeader: { responseCode: 0; responseDesc: string };
  result: T;
};
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function success<T>(result: T): SuccessEnvelope<T> {
  return { responseHeader: { responseCode: 0, responseDesc: "Success" }, result };
}

export function failure(errorCode: string, errorDesc: string): FailureEnvelope {
  return {
    responseHeader: { responseCode: 1, responseDesc: "Failure" },
    error: { errorCode, errorDesc },
  };
}

export function isFailure<T>(envelope: Envelope<T>): envelope is FailureEnvelope {
  return envelope.responseHeader.responseCode === 1;
}
