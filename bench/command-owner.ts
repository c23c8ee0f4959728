export interface OwnerHeaders {
  accessToken: string;
  vehicleId: string;
}

/**
 * One command as an owner sends it: a pAuth (the PIN step, issued without argon2's cost: the
 * sign-in figures measure that), the command, then rmtsts every `pollMs` until it is complete.
 * Answers the round trip in milliseconds and the transaction id.
 */
export async function commandRoundTrip(
  client: {
    call(
      name: string,
      body: unknown,
      headers: Record<string, string>,
    ): Promise<{ headers: { get(name: string): string | null }; json: any }>;
  },
  issuePAuth: (accessToken: string, vehicleId: string) => Promise<string>,
  headers: OwnerHeaders,
  command: string,
  pollMs: number,
  /** The body: empty, or the PIN repeated as the browser app and bluelinky send it. */
  body: Record<string, unknown> = {},
): Promise<{ ms: number; transactionId: string }> {
  const started = performance.now();
  const { accessToken } = headers;
  const pAuth = await issuePAuth(accessToken, headers.vehicleId);
  const sent = await client.call(command, body, { ...headers, pAuth });
  const transactionId = sent.headers.get("transactionid");
  if (!transactionId) throw new Error(`command refused: ${JSON.stringify(sent.json)}`);
  for (;;) {
    const { json: status } = await client.call("rmtsts", {}, { accessToken, transactionId });
    // A failure (7703 past the deadline, a car's refusal) ends the round trip too; the outcomes count it.
    if (status.result.transaction.apiResult === "C") return { ms: performance.now() - started, transactionId };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
