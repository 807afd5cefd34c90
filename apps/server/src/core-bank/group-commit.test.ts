import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/**
 * A group commit whose batches wait until the test lets them finish, recording what each held.
 * An item reads "group|keys|name" (keys joined by "+"); a name ending in "!" is refused.
 */
function createControlled(limits: { maxInFlight: number; maxBatch: number }) {
  const batches: string[][] = [];
  const finishers = new Map<string, () => void>();
  const groupCommit = new GroupCommit<string, string>({
    ...limits,
    groupOf: (item) => item.split('|')[0] ?? '',
    keysOf: (item) => (item.split('|')[1] ?? '').split('+').filter((key) => key !== ''),
    run: async (items) => {
      const names = items.map((item) => item.split('|')[2] ?? '');
      batches.push(names);
      await new Promise<void>((resolve) => finishers.set(names.join(','), resolve));
      return names.map((name) =>
        name.endsWith('!')
          ? { status: 'rejected', reason: new Error(`refused ${name}`) }
          : { status: 'fulfilled', value: `done ${name}` },
      );
    },
  });
  /** The end of the event loop's turn, when waiting submissions start. */
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  /** Lets the running batch of these names finish, and waits until the next batches started. */
  const finish = async (names: string) => {
    const finisher = finishers.get(names);
    if (!finisher) throw new Error(`no batch ${names} runs`);
    finishers.delete(names);
    finisher();
    await turn();
    await turn();
  };
  return { groupCommit, batches, turn, finish };
}

describe('group commit', () => {
  it('starts the submissions of one turn together, in their order, and a lone one at the end of its turn', async () => {
    const { groupCommit, batches, turn, finish } = createControlled({
      maxInFlight: 2,
      maxBatch: 32,
    });
    const lone = groupCommit.submit('a|p|1');
    expect(batches).toEqual([]);
    await turn();
    expect(batches).toEqual([['1']]);
    await finish('1');
    expect(await lone).toBe('done 1');
    const together = ['a|p+q|2', 'a|q|3', 'a|p|4'].map((item) => groupCommit.submit(item));
    await turn();
    expect(batches).toEqual([['1'], ['2', '3', '4']]);
    await finish('2,3,4');
    expect(await Promise.all(together)).toEqual(['done 2', 'done 3', 'done 4']);
    expect(groupCommit.counts).toEqual({ batches: 2, sharedBatches: 1, items: 4 });
  });

  it('splits submissions on different keys into batches that run side by side, about even', async () => {
    const { groupCommit, batches, turn, finish } = createControlled({
      maxInFlight: 2,
      maxBatch: 32,
    });
    // p+q and q+r share q, so they stay together; s and t go to the other batch.
    const answers = ['a|p+q|1', 'a|s|2', 'a|q+r|3', 'a|t|4', 'a|u|5'].map((item) =>
      groupCommit.submit(item),
    );
    await turn();
    expect(batches).toEqual([
      ['1', '3', '5'],
      ['2', '4'],
    ]);
    await finish('2,4');
    await finish('1,3,5');
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('holds a submission back while a running batch holds one of its keys, and lets no younger one pass it on a shared key', async () => {
    const { groupCommit, batches, turn, finish } = createControlled({
      maxInFlight: 2,
      maxBatch: 32,
    });
    const first = groupCommit.submit('a|p|1');
    await turn();
    // 2 waits for p; 3 could run (q is free) but would pass 2 on q; 4 runs beside 1.
    const answers = ['a|p+q|2', 'a|q+r|3', 'a|s|4'].map((item) => groupCommit.submit(item));
    await turn();
    expect(batches).toEqual([['1'], ['4']]);
    await finish('4');
    expect(batches).toEqual([['1'], ['4']]);
    await finish('1');
    expect(batches).toEqual([['1'], ['4'], ['2', '3']]);
    await finish('2,3');
    expect(await first).toBe('done 1');
    expect(await Promise.all(answers)).toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('never runs more batches than allowed, caps a batch, and the oldest part of a large set runs first', async () => {
    const { groupCommit, batches, turn, finish } = createControlled({
      maxInFlight: 2,
      maxBatch: 2,
    });
    const answers = ['a|p|1', 'a|p|2', 'a|p|3', 'a|q|4', 'a|r|5', 'a|s|6'].map((item) =>
      groupCommit.submit(item),
    );
    await turn();
    expect(batches).toEqual([
      ['1', '2'],
      ['4', '5'],
    ]);
    await finish('4,5');
    // 3 waits for p, which 1 and 2 hold; 6 takes the free slot.
    expect(batches.at(-1)).toEqual(['6']);
    await finish('1,2');
    expect(batches.at(-1)).toEqual(['3']);
    await finish('6');
    await finish('3');
    expect(await Promise.all(answers)).toHaveLength(6);
    expect(groupCommit.counts).toEqual({ batches: 4, sharedBatches: 2, items: 6 });
  });

  it('keeps groups apart and gives each caller its own outcome', async () => {
    const { groupCommit, batches, turn, finish } = createControlled({
      maxInFlight: 1,
      maxBatch: 32,
    });
    const answers = ['a|p|1', 'b|q|2', 'a|r|3!', 'a|s|4', 'b|t|5'].map((item) =>
      groupCommit.submit(item).then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    await turn();
    expect(batches).toEqual([['1', '3!', '4']]);
    await finish('1,3!,4');
    expect(batches).toEqual([
      ['1', '3!', '4'],
      ['2', '5'],
    ]);
    await finish('2,5');
    expect(await Promise.all(answers)).toEqual([
      'done 1',
      'done 2',
      'refused 3!',
      'done 4',
      'done 5',
    ]);
  });

  it('answers every caller of a batch whose run fails as a whole with that failure', async () => {
    const groupCommit = new GroupCommit<number, number>({
      maxInFlight: 1,
      maxBatch: 8,
      groupOf: () => '',
      keysOf: (item) => [String(item)],
      run: () => Promise.reject(new Error('connection lost')),
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((item) => groupCommit.submit(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // The slot and the keys are free again: a later submission runs.
    await expect(groupCommit.submit(1)).rejects.toThrow('connection lost');
  });
});
