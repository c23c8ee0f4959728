import { z } from "zod";

/** A vehicle nickname holds at most 15 characters (vehicle-area.md 5 and 9). */
export const NICKNAME_MAX_LENGTH = 15;

/** Why a nickname was refused: emptyNick is the spec's flag; nickTooLong past 15 characters. */
export type NicknameReason = "emptyNick" | "nickTooLong";

/** The nickname as it is checked and stored: surrounding spaces dropped. */
export function normalizeNickname(value: string): string {
  return value.trim();
}

/** The reason a nickname is refused, or null: not empty once trimmed, at most 15 characters (code points). */
export function nicknameReason(value: string | null | undefined): NicknameReason | null {
  const nick = normalizeNickname(value ?? "");
  if (nick === "") return "emptyNick";
  return Array.from(nick).length > NICKNAME_MAX_LENGTH ? "nickTooLong" : null;
}

/** True when the nickname may be saved. */
export function isValidNickname(value: string | null | undefined): boolean {
  return nicknameReason(value) === null;
}

/** The spec's "unchanged just closes edit": an edit equal to the saved nickname (trimmed) needs no call. */
export function isNicknameUnchanged(saved: string | null | undefined, edited: string | null | undefined): boolean {
  return normalizeNickname(saved ?? "") === normalizeNickname(edited ?? "");
}

/** Server-side nickname check: trims, then reports the NicknameReason key as the message. */
export const nicknameSchema = z
  .string({ error: "emptyNick" })
  .overwrite(normalizeNickname)
  .superRefine((value, ctx) => {
    const reason = nicknameReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });
