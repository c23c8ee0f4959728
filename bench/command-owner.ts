export interface OwnerHeaders {
  accessToken: string;
  vehicleId: string;
}

type Client = {
  call(name: string, body: unknown, headers: Record<string, string>): Promise<{ headers: { get(name: string): string | null }; json: any }>;
};

/** Waits until the command is complete (C: done, or failed by the car or its deadline). */
export type AwaitCompletion = (accessToken: string, transactionId: string) => Promise<void>;

/** Completion learnt by polling rmtsts every `pollMs`, as a client without the live stream does. */
export const pollRmtsts =
  (client: Client, pollMs: number): AwaitCompletion =>
  async (accessToken, transactionId) => {
    for (;;) {
      const { json: status } = await client.call("rmtsts", {}, { accessToken, transactionId });
      if (status.result.transaction.apiResult === "C") return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };

/**
 * One command as an owner sends it: a pAuth (the PIN step: vrfypin as the browser app calls it,
 * or the bench's stand-in signing one), the command, then its completion. Answers the round trip in
 * milliseconds and the transaction id.
 */
export async function commandRoundTrip(
  client: Client,
  issuePAuth: (accessToken: string, vehicleId: string) => Promise<string>,
  headers: OwnerHeaders,
  command: string,
  completion: AwaitCompletion,
  /** The body: empty, or the PIN repeated as the browser app and bluelinky send it. */
  body: Record<string, unknown> = {},
): Promise<{ ms: number; transactionId: string }> {
  const started = performance.now();
  const { accessToken } = headers;
  const pAuth = await issuePAuth(accessToken, headers.vehicleId);
  const sent = await client.call(command, body, { ...headers, pAuth });
  const transactionId = sent.headers.get("transactionid");
  if (!transactionId) throw new Error(`command refused: ${JSON.stringify(sent.json)}`);
  // A failure (7703 past the deadline, a car's refusal) ends the round trip too; the outcomes count it.
  await completion(accessToken, transactionId);
  return { ms: performance.now() - started, transactionId };
}
