import http from "node:http";

/**
 * Calls Carport's API over keep-alive connections with node:http: the command bench's owners.
 * fetch (undici) cost the load generator twice the CPU per call on these 2 cores, which the server
 * then did not have; a client on another machine costs the server nothing.
 */
export function keepAliveClient(baseUrl: string, connections: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** A POST to one of the API's calls. */
  const call = (name: string, body: unknown = {}, headers: Record<string, string> = {}) => post(`/tods/api/${name}`, body, headers);
  function post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const payload = JSON.stringify(body);
    return new Promise<{ status: number; headers: { get(name: string): string | null }; json: any }>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method: "POST",
          path,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const header = (key: string) => {
              const value = response.headers[key.toLowerCase()];
              return typeof value === "string" ? value : null;
            };
            try {
              resolve({
                status: response.statusCode ?? 0,
                headers: { get: header },
                json: JSON.parse(Buffer.concat(chunks).toString("utf8")),
              });
            } catch (error) {
              reject(error);
            }
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  }
  /** Opens `connections` sockets at once (each asks /healthz), so the load starts on open connections. */
  async function connect() {
    await Promise.all(
      Array.from(
        { length: connections },
        () =>
          new Promise<void>((resolve, reject) => {
            http
              .get({ agent, hostname, port, path: "/healthz" }, (response) => {
                response.resume();
                response.on("end", resolve);
              })
              .on("error", reject);
          }),
      ),
    );
  }
  return { call, post, connect, close: () => agent.destroy() };
}
