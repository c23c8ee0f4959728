import { z } from "zod";

/** `GET fetchrelnote?noteId=`: the note's id as the link carries it. */
export const releaseNoteRequestSchema = z.object({ noteId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "NOTE_ID") }).loose();

/** An over-the-air update's release note, in both languages at once. */
export const releaseNoteResultSchema = z.object({
  noteId: z.string(),
  title: z.string(),
  title_fr: z.string(),
  /** yyyymmdd */
  releaseDate: z.string(),
  yearModels: z.array(z.string()),
  swVersion: z.string(),
  features: z.array(
    z.object({
      sequence: z.number().int(),
      title: z.string(),
      title_fr: z.string(),
      content: z.string(),
      content_fr: z.string(),
    }),
  ),
});
export type ReleaseNote = z.infer<typeof releaseNoteResultSchema>;
