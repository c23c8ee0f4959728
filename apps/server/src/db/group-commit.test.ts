import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

function recorder(failOn?: number) {
  const batches: number[][] = [];
  const alone: number[] = [];
  const write = groupCommit<number, number>(
    {
      async batch(items) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failOn !== undefined && items.includes(failOn)) throw new Error("batch failed");
        batches.push(items);
        return items.map((n) => n * 10);
      },
      async one(item) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (item === failOn) throw new Error(`item ${item} failed`);
        alone.push(item);
        return item * 10;
      },
    },
    3,
  );
  return { write, batches, alone };
}

describe("group commit", () => {
  it("writes an item alone at once, and the items that came meanwhile together, at most the limit per batch", async () => {
    const { write, batches, alone } = recorder();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => write(n)));
    expect(answers).toEqual([10, 20, 30, 40, 50, 60]);
    expect(alone).toEqual([1]);
    expect(batches).toEqual([
      [2, 3, 4],
      [5, 6],
    ]);
  });

  it("fails only the item that fails: the rest of its batch is written item by item", async () => {
    const { write, batches, alone } = recorder(3);
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((n) => write(n)));
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as Error).message))).toEqual([10, 20, "item 3 failed", 40]);
    expect(batches).toEqual([]);
    expect(alone).toEqual([1, 2, 4]);
  });
});
