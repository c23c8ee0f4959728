import { randomInt } from "node:crypto";
import type { LanguageId } from "@carport/protocol";
import { textsOf } from "../../../texts/server-texts.ts";

/** Numbers 0-20 in words, per language. */
export const NUMBER_WORDS: Record<LanguageId, readonly string[]> = {
  0: [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
  ],
  1: [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
    "vingt",
  ],
};

/**
 * The captcha's non-visual alternative: a sum of two numbers from 1 to 20 written in words in the
 * request's language, answered in digits. A screen reader reads it like any text; the numbers come
 * from the crypto source and the question is worded in several ways so it is not one fixed pattern.
 */
export function randomCaptchaQuestion(language: LanguageId): { question: string; answer: string } {
  const a = randomInt(1, 21);
  const b = randomInt(1, 21);
  const [x, y] = [NUMBER_WORDS[language][a]!, NUMBER_WORDS[language][b]!];
  const forms = textsOf(language).auth.captchaQuestions(x, y);
  return { question: forms[randomInt(forms.length)]!, answer: String(a + b) };
}
