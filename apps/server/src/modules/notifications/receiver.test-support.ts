import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST a receiver got. */
export interface ReceivedPost {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on this machine for tests (a webhook, ntfy or Gotify server all take a JSON POST):
 * records every request; under /flaky the first two answer 503, under /redirect 307 to /elsewhere,
 * under /refuse 401, the rest 200.
 */
export async function startReceiver() {
  const received: ReceivedPost[] = [];
  const flaky = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      let status = 200;
      if (path.startsWith("/flaky")) {
        const seen = (flaky.get(path) ?? 0) + 1;
        flaky.set(path, seen);
        status = seen <= 2 ? 503 : 200;
      } else if (path.startsWith("/redirect")) {
        status = 307;
        response.setHeader("location", "/elsewhere");
      } else if (path.startsWith("/refuse")) status = 401;
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The posts to a path (its JSON bodies parsed). */
    postsTo: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
