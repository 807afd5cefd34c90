/**
 * Group commit: work that concurrent callers submit is gathered into batches, so that under load
 * one round trip and one commit serve many callers; and batches that run side by side hold no key
 * (account) in common, so that one never waits for another's locks.
 *
 * - Batches start at the end of the event loop's turn (setImmediate), so the submissions of one
 *   turn leave together: above all those of the callers a finished batch has just answered.
 * - A submission waits while a running batch holds one of its keys, and a younger submission never
 *   passes an older waiting one that shares a key with it: each key is served in the order its
 *   submissions came, so none is passed over for long. (A lone submission waits only for the turn.)
 * - The submissions free to run (of one group: work that can share a batch) are split into as many
 *   batches as slots are free, up to `maxInFlight`: those that share a key, also through others,
 *   stay in one batch, and the batches are made about even, each of at most `maxBatch`, each in the
 *   order its submissions came.
 */
export interface TGroupCommitOptions<TItem, TResult> {
  maxInFlight: number;
  maxBatch: number;
  /** Items of the same group may share a batch. */
  groupOf: (item: TItem) => string;
  /** What an item's work locks (accounts): batches running side by side share none. */
  keysOf: (item: TItem) => readonly string[];
  /** Runs a batch: one outcome per item, in order (one item's failure is its own). */
  run: (items: readonly TItem[]) => Promise<PromiseSettledResult<TResult>[]>;
}

interface TWaiting<TItem, TResult> {
  item: TItem;
  group: string;
  keys: readonly string[];
  resolve: (result: TResult) => void;
  reject: (reason: unknown) => void;
}

export class GroupCommit<TItem, TResult> {
  private waiting: TWaiting<TItem, TResult>[] = [];
  private inFlight = 0;
  /** The keys of the running batches, with how many of them hold each. */
  private readonly heldKeys = new Map<string, number>();
  private isStartScheduled = false;
  /** How many batches ran, how many held several items, and how many items they held. */
  readonly counts = { batches: 0, sharedBatches: 0, items: 0 };

  constructor(private readonly options: TGroupCommitOptions<TItem, TResult>) {}

  submit(item: TItem): Promise<TResult> {
    return new Promise<TResult>((resolve, reject) => {
      const { groupOf, keysOf } = this.options;
      this.waiting.push({ item, group: groupOf(item), keys: keysOf(item), resolve, reject });
      this.scheduleStart();
    });
  }

  private scheduleStart(): void {
    if (this.isStartScheduled) return;
    this.isStartScheduled = true;
    setImmediate(() => {
      this.isStartScheduled = false;
      this.startBatches();
    });
  }

  private startBatches(): void {
    const free = this.options.maxInFlight - this.inFlight;
    if (free <= 0) return;
    const batches = this.splitIntoBatches(this.takeFreeToRun(), free);
    const started = new Set(batches.flat());
    this.waiting = this.waiting.filter((waiting) => !started.has(waiting));
    for (const batch of batches) this.startBatch(batch);
  }

  /**
   * The waiting submissions, in order, that may run now: of the first such one's group, holding
   * no key of a running batch, nor one of an older submission that has to wait.
   */
  private takeFreeToRun(): TWaiting<TItem, TResult>[] {
    const reserved = new Set(this.heldKeys.keys());
    const taken: TWaiting<TItem, TResult>[] = [];
    let group: string | undefined;
    for (const waiting of this.waiting) {
      const isFree =
        (group === undefined || waiting.group === group) &&
        waiting.keys.every((key) => !reserved.has(key));
      if (isFree) {
        group = waiting.group;
        taken.push(waiting);
      } else for (const key of waiting.keys) reserved.add(key);
    }
    return taken;
  }

  /**
   * Up to `count` batches of at most maxBatch: submissions sharing a key (also through others) in
   * one, the largest sets first into the emptiest batch, each batch in the submissions' order. A
   * set that fits in no batch waits (of one larger than maxBatch, the oldest part runs).
   */
  private splitIntoBatches(
    taken: readonly TWaiting<TItem, TResult>[],
    count: number,
  ): TWaiting<TItem, TResult>[][] {
    const { maxBatch } = this.options;
    const sets = connectedByKeys(taken);
    const batches: TWaiting<TItem, TResult>[][] = [];
    for (const set of sets.sort((a, b) => b.length - a.length)) {
      const emptiest = batches.reduce<TWaiting<TItem, TResult>[] | undefined>(
        (best, batch) => (best === undefined || batch.length < best.length ? batch : best),
        undefined,
      );
      if (batches.length < count) batches.push(set.slice(0, maxBatch));
      else if (emptiest !== undefined && emptiest.length + set.length <= maxBatch)
        emptiest.push(...set);
    }
    const order = new Map(taken.map((waiting, index) => [waiting, index]));
    return batches.map((batch) => batch.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
  }

  private startBatch(batch: readonly TWaiting<TItem, TResult>[]): void {
    const keys = batch.flatMap((waiting) => waiting.keys);
    for (const key of keys) this.heldKeys.set(key, (this.heldKeys.get(key) ?? 0) + 1);
    this.inFlight += 1;
    this.counts.batches += 1;
    if (batch.length > 1) this.counts.sharedBatches += 1;
    this.counts.items += batch.length;
    void this.runBatch(batch).finally(() => {
      for (const key of keys) {
        const holders = (this.heldKeys.get(key) ?? 1) - 1;
        if (holders === 0) this.heldKeys.delete(key);
        else this.heldKeys.set(key, holders);
      }
      this.inFlight -= 1;
      this.scheduleStart();
    });
  }

  private async runBatch(batch: readonly TWaiting<TItem, TResult>[]): Promise<void> {
    let outcomes: PromiseSettledResult<TResult>[];
    try {
      outcomes = await this.options.run(batch.map((waiting) => waiting.item));
    } catch (error) {
      outcomes = batch.map(() => ({ status: 'rejected', reason: error }));
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
      else
        waiting.reject(
          outcome ? outcome.reason : new Error('the batch gave no outcome for this submission'),
        );
    });
  }
}

/** The submissions in sets that share keys, directly or through others (each set in order). */
function connectedByKeys<T extends { keys: readonly string[] }>(items: readonly T[]): T[][] {
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let top = key;
    for (let up = parent.get(top); up !== undefined && up !== top; up = parent.get(top)) top = up;
    parent.set(key, top);
    return top;
  };
  for (const { keys } of items) {
    for (const key of keys) if (!parent.has(key)) parent.set(key, key);
    const [first, ...others] = keys;
    if (first !== undefined) for (const key of others) parent.set(root(key), root(first));
  }
  const sets = new Map<string, T[]>();
  items.forEach((item, index) => {
    const [first] = item.keys;
    const id = first === undefined ? `#${index}` : root(first);
    const set = sets.get(id);
    if (set) set.push(item);
    else sets.set(id, [item]);
  });
  return [...sets.values()];
}
