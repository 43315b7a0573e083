import type { FeedMessage, RecoveryRequest } from './feed-messages.js';

export type { RecoveryRequest };

/**
 * The most messages handed over in one run (and applied in one transaction): a backlog of odds
 * changes drains at many per commit, while a run stays short enough not to hold the book's rows
 * long (docs/decisions/044, "Throughput").
 */
export const FEED_BATCH = 100;

/** Where the book reads the feed from: in this process, or a message broker. */
export interface FeedSource {
  /**
   * Starts delivering messages to handle, one at a time in the order produced: the next is given
   * once handle has resolved. A message whose handling failed is delivered again.
   */
  start(handle: (message: unknown) => Promise<void>): Promise<void>;
  /**
   * The same with the messages waiting handed over in runs, oldest first (a source that can: the
   * book applies a run in one transaction, docs/decisions/044 "Throughput"); the next run is given
   * once handle has resolved, and a run whose handling failed is delivered again whole.
   */
  startRuns?(handle: (messages: readonly unknown[]) => Promise<void>): Promise<void>;
  /** Asks the producer for a replay; it arrives through handle, ending with snapshot_complete. */
  requestRecovery(request: RecoveryRequest): Promise<void>;
  close(): Promise<void>;
}

/** The producer's side of the same channel: what the simulator publishes to and listens on. */
export interface FeedPublisher {
  publish(messages: readonly FeedMessage[]): Promise<void>;
  /** Hands recovery requests to answer, which are answered by publishing the replay. */
  onRecoveryRequest(answer: (request: RecoveryRequest) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
