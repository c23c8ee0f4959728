import type { FastifyInstance } from "fastify";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { RELEASE_NOTES } from "./release-note-content.ts";

/** `GET fetchrelnote?noteId=`: a note of the request's brand, else 7660 (an unknown id, another brand's, any for kci). */
export function registerReleaseNoteRoutes(app: FastifyInstance): void {
  serveCall(app, "releaseNote", async ({ body, request }) => {
    const note = RELEASE_NOTES.find((n) => n.noteId === body.noteId && n.brand === request.brand);
    if (!note) throw new ApiError("7660");
    return note; // shaped by the result schema: the brand stays inside
  });
}
