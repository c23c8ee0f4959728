import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A Nominatim on this machine for tests: answers `/reverse?lat=&lon=&accept-language=` with an
 * address naming the rounded position in the language asked, and records every request, so a test
 * sees what the server asked for and how often.
 */
export async function startNominatimStandIn() {
  const requests: Array<{ lat: number; lon: number; language: string; userAgent: string }> = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    response.setHeader("access-control-allow-origin", "*");
    if (url.pathname !== "/reverse") {
      response.statusCode = 404;
      response.end();
      return;
    }
    const lat = Number(url.searchParams.get("lat"));
    const lon = Number(url.searchParams.get("lon"));
    const language = url.searchParams.get("accept-language") ?? "";
    requests.push({ lat, lon, language, userAgent: String(request.headers["user-agent"] ?? "") });
    response.setHeader("content-type", "application/json");
    if (lat === 0 && lon === 0) {
      response.end(JSON.stringify({ error: "Unable to geocode" }));
      return;
    }
    const city = language === "fr" ? "Toronto (Ontario)" : "Toronto, Ontario";
    response.end(JSON.stringify({ display_name: `301 Front Street West, ${city}`, lat: String(lat), lon: String(lon) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
