import type { Db, Queryable } from '../../platform/db/types.js';
import { notificationsOf } from '../../platform/db/notifications.js';

const TOPIC = 'support';

type Listener = (playerId: number) => void;

/**
 * The support chat's live side: a conversation that changes (a player's message, a manager's
 * answer, a call for a manager, a close) is told to the player's open chats and to every chat
 * manager's console, in every process (PostgreSQL NOTIFY through platform/db/notifications,
 * sent when the change commits). Listeners refetch what they show; nothing is carried but the id.
 */
export class SupportLive {
  private readonly players = new Map<number, Set<Listener>>();
  private readonly managers = new Set<Listener>();

  constructor(private readonly db: Db) {
    notificationsOf(db).subscribe(TOPIC, {
      changed: (payload) => {
        const playerId = Number(payload);
        if (Number.isSafeInteger(playerId) && playerId > 0) this.tell(playerId);
      },
      // Messages may have been missed: everyone refetches.
      reset: () => {
        for (const [playerId] of this.players) this.tell(playerId);
        for (const listener of this.managers) listener(0);
      },
    });
  }

  private tell(playerId: number): void {
    for (const listener of this.players.get(playerId) ?? []) listener(playerId);
    for (const listener of this.managers) listener(playerId);
  }

  /** Told inside the changing transaction: it reaches listeners when (and only if) it commits. */
  changed(tx: Queryable, playerId: number): Promise<void> {
    return notificationsOf(this.db).publish(tx, TOPIC, String(playerId));
  }

  onPlayer(playerId: number, listener: Listener): () => void {
    let set = this.players.get(playerId);
    if (!set) this.players.set(playerId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.players.delete(playerId);
    };
  }

  onAnyConversation(listener: Listener): () => void {
    this.managers.add(listener);
    return () => this.managers.delete(listener);
  }
}

const instances = new WeakMap<Db, SupportLive>();

export function supportLiveOf(db: Db): SupportLive {
  let live = instances.get(db);
  if (!live) instances.set(db, (live = new SupportLive(db)));
  return live;
}
