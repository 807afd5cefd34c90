/**
 * Group commit: work that concurrent callers submit is gathered into batches, so that under load
 * one round trip and one commit serve many callers. A submission runs at once, alone, when no
 * batch is running. Otherwise it waits; when a batch ends, the first waiting submission leaves with
 * the others of its group (work that can share a batch) behind it, up to `maxBatch`, in the order
 * they came. Another batch starts beside running ones (up to `maxInFlight`) only when at least
 * `minConcurrentBatch` submissions wait. So a lone caller waits for nothing, and a busy one waits
 * while a batch runs, never for more than the batches ahead of it.
 */
export interface TGroupCommitOptions<TItem, TResult> {
  maxInFlight: number;
  maxBatch: number;
  /** While a batch runs, another starts beside it only with at least this many waiting. */
  minConcurrentBatch: number;
  /** Items of the same group may share a batch. */
  groupOf: (item: TItem) => string;
  /** Runs a batch: one outcome per item, in order (one item's failure is its own). */
  run: (items: readonly TItem[]) => Promise<PromiseSettledResult<TResult>[]>;
}

interface TWaiting<TItem, TResult> {
  item: TItem;
  group: string;
  resolve: (result: TResult) => void;
  reject: (reason: unknown) => void;
}

export class GroupCommit<TItem, TResult> {
  private readonly waiting: TWaiting<TItem, TResult>[] = [];
  private inFlight = 0;
  /** How many batches ran, how many held several items, and how many items they held. */
  readonly counts = { batches: 0, sharedBatches: 0, items: 0 };

  constructor(private readonly options: TGroupCommitOptions<TItem, TResult>) {}

  submit(item: TItem): Promise<TResult> {
    return new Promise<TResult>((resolve, reject) => {
      this.waiting.push({ item, group: this.options.groupOf(item), resolve, reject });
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (
      this.inFlight < this.options.maxInFlight &&
      this.waiting.length >= (this.inFlight === 0 ? 1 : this.options.minConcurrentBatch)
    ) {
      const batch = this.takeBatch();
      this.inFlight += 1;
      this.counts.batches += 1;
      if (batch.length > 1) this.counts.sharedBatches += 1;
      this.counts.items += batch.length;
      void this.runBatch(batch).finally(() => {
        this.inFlight -= 1;
        this.startBatches();
      });
    }
  }

  /** The first waiting submission, with the others of its group behind it, up to maxBatch. */
  private takeBatch(): TWaiting<TItem, TResult>[] {
    const group = this.waiting[0]?.group;
    const batch: TWaiting<TItem, TResult>[] = [];
    for (let index = 0; index < this.waiting.length && batch.length < this.options.maxBatch;) {
      const candidate = this.waiting[index];
      if (candidate !== undefined && candidate.group === group) {
        batch.push(candidate);
        this.waiting.splice(index, 1);
      } else index += 1;
    }
    return batch;
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
