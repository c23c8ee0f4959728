/**
 * Measures a JSON text's shape in one pass over its characters, without parsing it or recursing:
 * how deep its arrays and objects nest, and how many values they hold. Answers why it is refused,
 * or null. Malformed text is left to JSON.parse.
 */
export function jsonShapeProblem(text: string, limits: { maxDepth: number; maxEntries: number }): string | null {
  let depth = 0;
  let entries = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      // [ {
      if (++depth > limits.maxDepth) return `nested deeper than ${limits.maxDepth}`;
      if (++entries > limits.maxEntries) return `more than ${limits.maxEntries} values`;
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c && ++entries > limits.maxEntries) return `more than ${limits.maxEntries} values`;
  }
  return null;
}
