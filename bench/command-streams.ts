import http from "node:http";

/**
 * The owners' live streams (`/tods/live/events`), as the browser app keeps one open per signed-in
 * tab: one per account, each opened with a ticket; `completion(transactionId)` resolves when the
 * stream tells that command is complete (C, done or failed), so the owners learn of a result the
 * way the app does, without polling rmtsts.
 */
export async function openCommandStreams(
  baseUrl: string,
  accessTokens: string[],
  post: (path: string, body: unknown, headers: Record<string, string>) => Promise<{ json: any }>,
) {
  const { hostname, port } = new URL(baseUrl);
  const waiting = new Map<string, () => void>();
  // A result may come before the command's own answer has given its transaction id.
  const arrived = new Set<string>();
  const requests: http.ClientRequest[] = [];
  let closing = false;
  let broken: (error: Error) => void = () => {};
  const failure = new Promise<never>((_, reject) => (broken = reject));
  failure.catch(() => {});

  function onEvent(event: string, data: string) {
    if (event !== "command") return;
    const { transactionId, result } = JSON.parse(data) as { transactionId: string; result: { transaction: { apiResult: string } } };
    if (result.transaction.apiResult !== "C") return;
    const resolve = waiting.get(transactionId);
    if (resolve) {
      waiting.delete(transactionId);
      resolve();
    } else arrived.add(transactionId);
  }

  async function open(accessToken: string) {
    const { json } = await post("/tods/live/ticket", {}, { accessToken });
    const ticket = json.result?.ticket as string | undefined;
    if (!ticket) throw new Error(`no live ticket: ${JSON.stringify(json)}`);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        { hostname, port, agent: false, path: `/tods/live/events?ticket=${encodeURIComponent(ticket)}` },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`live stream refused: ${response.statusCode}`));
          response.setEncoding("utf8");
          let buffer = "";
          response.on("data", (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              let event = "message";
              let data = "";
              for (const line of block.split("\n")) {
                if (line.startsWith("event: ")) event = line.slice(7);
                else if (line.startsWith("data: ")) data += line.slice(6);
              }
              if (event === "ready") resolve();
              else if (data) onEvent(event, data);
            }
          });
          response.on("close", () => void (!closing && broken(new Error("a live stream ended during the run"))));
        },
      );
      request.on("error", reject);
      requests.push(request);
    });
  }

  // A few at a time: each costs the server a ticket and a read of the account's vehicles.
  const queue = [...new Set(accessTokens)];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let token = queue.pop(); token; token = queue.pop()) await open(token);
    }),
  );

  return {
    /** Resolves once the stream has said the command is complete; rejects if a stream ends first. */
    completion(transactionId: string): Promise<void> {
      if (arrived.delete(transactionId)) return Promise.resolve();
      return Promise.race([new Promise<void>((resolve) => waiting.set(transactionId, resolve)), failure]);
    },
    close() {
      closing = true;
      for (const request of requests) request.destroy();
    },
  };
}
