import crypto from 'node:crypto';
import type { FeedAdapter, FeedAdapterDeps } from './feed-adapter.js';
import type { FeedSource } from './feed-source.js';
import * as repo from './feed.repository.js';

/**
 * Reads a feed source into the adapter, and recovers on start: for each producer it asks for
 * everything since the last message applied (or a snapshot, the first time), which arrives
 * through the same source, in order, before or among the live messages (docs/decisions/044).
 */
export class FeedConsumer {
  private readonly pending = new Map<string, () => void>();

  constructor(
    private readonly deps: FeedAdapterDeps,
    private readonly adapter: FeedAdapter,
    private readonly source: FeedSource,
    private readonly producers: readonly string[],
  ) {}

  /** Starts consuming and sends the recovery requests; answers their ids once they are sent. */
  async start(): Promise<string[]> {
    if (this.source.startRuns) await this.source.startRuns((messages) => this.handle(messages));
    else await this.source.start((message) => this.handle([message]));
    const requests: string[] = [];
    for (const producer of this.producers) requests.push(await this.recover(producer));
    return requests;
  }

  /** Asks the producer for what was missed since its last applied message. */
  async recover(producer: string): Promise<string> {
    const state = await repo.producerState(this.deps.db, producer);
    const since = state?.last_produced_at?.getTime() ?? null;
    const requestId = crypto.randomUUID();
    await repo.markRecovery(this.deps.db, producer, 'recovery_requested_at', this.deps.clock.now());
    await this.source.requestRecovery({ producer, since, request_id: requestId });
    return requestId;
  }

  /** Resolves when the recovery's replay has been applied to its end. */
  recovered(requestId: string): Promise<void> {
    return new Promise((resolve) => this.pending.set(requestId, resolve));
  }

  /** Applies a run of messages in one transaction, then tells of the recoveries it completed. */
  private async handle(raws: readonly unknown[]): Promise<void> {
    const messages = raws.map((raw) => this.adapter.read(raw)).filter((m) => m !== undefined);
    await this.adapter.applyMessages(messages);
    for (const raw of raws) await this.afterApplied(raw);
  }

  private async afterApplied(raw: unknown): Promise<void> {
    if (typeof raw === 'object' && raw !== null && 'type' in raw && raw.type === 'snapshot_complete') {
      const { request_id: requestId, producer } = raw as { request_id?: unknown; producer?: unknown };
      if (typeof producer === 'string')
        await repo.markRecovery(this.deps.db, producer, 'recovered_at', this.deps.clock.now());
      if (typeof requestId === 'string') {
        this.pending.get(requestId)?.();
        this.pending.delete(requestId);
      }
    }
  }

  async stop(): Promise<void> {
    await this.source.close();
  }
}
