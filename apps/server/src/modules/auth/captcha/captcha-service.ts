import type { LanguageId } from "@carport/protocol";
import type { Database } from "../../../db/database.ts";
import { captchaDataUrl } from "./captcha-image.ts";
import { randomCaptchaQuestion } from "./captcha-question.ts";
import { normalizeCaptchaAnswer, randomCaptchaText } from "./captcha-text.ts";
import { randomToken, tokenHash } from "../../../core/secret-hashing.ts";
import { saltedHash, sameHash } from "../codes/index.ts";

/** A captcha is good for this long, and once. */
export const CAPTCHA_TTL_SECONDS = 300;

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** `gtcptch`, its text alternative `gttxtcptch`, and the check the login makes while a captcha is required. */
export function createCaptchaService(db: Database) {
  /** Stores a new captcha's answer under a new key; only hashes are kept. */
  async function store(answer: string): Promise<string> {
    const captchaKey = randomToken();
    await db.query("delete from captchas where expires_at < now()");
    await db.query("insert into captchas (key_hash, answer_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))", [
      tokenHash(captchaKey),
      saltedHash(captchaKey, answer),
      CAPTCHA_TTL_SECONDS,
    ]);
    return captchaKey;
  }

  return {
    /** A new captcha: the key the login sends back and the image. */
    async issue(): Promise<{ captchaKey: string; image: string }> {
      const text = randomCaptchaText();
      return { captchaKey: await store(text), image: captchaDataUrl(text) };
    },

    /** A new text captcha (for owners who cannot see the image): the key and the question. */
    async issueText(language: LanguageId): Promise<{ captchaKey: string; question: string }> {
      const { question, answer } = randomCaptchaQuestion(language);
      return { captchaKey: await store(answer), question };
    },

    /** True when the key is live and the answer right; the captcha is spent either way. */
    async solve(captchaKey: string | undefined, captchaValue: string | undefined): Promise<boolean> {
      if (!captchaKey || !captchaValue) return false;
      const [row] = await db.query<{ answer_hash: string; live: boolean }>(
        "delete from captchas where key_hash = $1 returning answer_hash, expires_at > now() as live",
        [tokenHash(captchaKey)],
      );
      if (!row?.live) return false;
      return sameHash(row.answer_hash, saltedHash(captchaKey, normalizeCaptchaAnswer(captchaValue)));
    },
  };
}
