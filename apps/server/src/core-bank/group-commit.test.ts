import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A group commit whose batches wait until the test lets them finish, recording what each held. */
function createControlled(limits: {
  maxInFlight: number;
  maxBatch: number;
  minConcurrentBatch: number;
}) {
  const batches: string[][] = [];
  const finishers: (() => void)[] = [];
  const groupCommit = new GroupCommit<string, string>({
    ...limits,
    groupOf: (item) => item.split(':')[0] ?? '',
    run: async (items) => {
      batches.push([...items]);
      await new Promise<void>((resolve) => finishers.push(resolve));
      return items.map((item) =>
        item.endsWith('!')
          ? { status: 'rejected', reason: new Error(`refused ${item}`) }
          : { status: 'fulfilled', value: `done ${item}` },
      );
    },
  });
  /** Lets the oldest running batch finish, and waits until its callers have their answers. */
  const finishOldest = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { groupCommit, batches, finishOldest };
}

describe('group commit', () => {
  it('runs a lone submission at once, and gathers those that come meanwhile into one batch in their order', async () => {
    const { groupCommit, batches, finishOldest } = createControlled({
      maxInFlight: 2,
      maxBatch: 32,
      minConcurrentBatch: 4,
    });
    const first = groupCommit.submit('a:1');
    expect(batches).toEqual([['a:1']]);
    const others = ['a:2', 'a:3', 'a:4'].map((item) => groupCommit.submit(item));
    expect(batches).toHaveLength(1);
    await finishOldest();
    expect(await first).toBe('done a:1');
    expect(batches).toEqual([['a:1'], ['a:2', 'a:3', 'a:4']]);
    await finishOldest();
    expect(await Promise.all(others)).toEqual(['done a:2', 'done a:3', 'done a:4']);
    expect(groupCommit.counts).toEqual({ batches: 2, sharedBatches: 1, items: 4 });
  });

  it('starts a second batch beside a running one only with enough waiting, and never more than allowed', async () => {
    const { groupCommit, batches, finishOldest } = createControlled({
      maxInFlight: 2,
      maxBatch: 32,
      minConcurrentBatch: 3,
    });
    const answers = ['a:1', 'a:2', 'a:3', 'a:4', 'a:5', 'a:6', 'a:7'].map((item) =>
      groupCommit.submit(item),
    );
    // a:1 alone; a:2..a:4 beside it once three wait; a:5..a:7 wait for a free slot.
    expect(batches).toEqual([['a:1'], ['a:2', 'a:3', 'a:4']]);
    await finishOldest();
    expect(batches).toEqual([['a:1'], ['a:2', 'a:3', 'a:4'], ['a:5', 'a:6', 'a:7']]);
    await finishOldest();
    await finishOldest();
    expect(await Promise.all(answers)).toHaveLength(7);
  });

  it('keeps groups apart, caps a batch, and gives each caller its own outcome', async () => {
    const { groupCommit, batches, finishOldest } = createControlled({
      maxInFlight: 1,
      maxBatch: 2,
      minConcurrentBatch: 1,
    });
    const opener = groupCommit.submit('a:0');
    const answers = ['a:1', 'b:1', 'a:2!', 'a:3', 'b:2'].map((item) =>
      groupCommit.submit(item).then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    for (let index = 0; index < 4; index += 1) await finishOldest();
    expect(await opener).toBe('done a:0');
    expect(batches).toEqual([['a:0'], ['a:1', 'a:2!'], ['b:1', 'b:2'], ['a:3']]);
    expect(await Promise.all(answers)).toEqual([
      'done a:1',
      'done b:1',
      'refused a:2!',
      'done a:3',
      'done b:2',
    ]);
  });

  it('answers every caller of a batch whose run fails as a whole with that failure', async () => {
    const groupCommit = new GroupCommit<number, number>({
      maxInFlight: 1,
      maxBatch: 8,
      minConcurrentBatch: 1,
      groupOf: () => '',
      run: () => Promise.reject(new Error('connection lost')),
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((item) => groupCommit.submit(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // The slot is free again: a later submission runs.
    await expect(groupCommit.submit(4)).rejects.toThrow('connection lost');
  });
});
