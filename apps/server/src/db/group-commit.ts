/**
 * Group commit: items that arrive while a batch is being written wait, and go together in the next
 * one, so a burst costs one database transaction rather than one each; an item alone is written at
 * once, by itself. If a batch fails, each of its items is written again by itself, so one bad item
 * fails alone. Answers, for each item, what writing it answered.
 */
export function groupCommit<T, R>(
  write: {
    /** All the items in one transaction, answering one result per item, in order. */
    batch(items: T[]): Promise<R[]>;
    /** One item in a transaction of its own. */
    one(item: T): Promise<R>;
  },
  maxBatch = 64,
): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  const queue: Waiting[] = [];
  let writing = false;

  async function writeAlone(waiting: Waiting) {
    await write.one(waiting.item).then(waiting.resolve, waiting.reject);
  }
  async function drain() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      if (batch.length === 1) {
        await writeAlone(batch[0]!);
        continue;
      }
      let results: R[];
      try {
        results = await write.batch(batch.map((waiting) => waiting.item));
      } catch {
        for (const waiting of batch) await writeAlone(waiting);
        continue;
      }
      batch.forEach((waiting, i) => waiting.resolve(results[i]!));
    }
    writing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
