import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-handle.ts';
import type { Notifications } from '../db/notifications.ts';
import type { CurrentUser } from './current-user.ts';

/** The channel the database announces changed users on (migration 0009). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';
/** Payload prefix of caughtUp()'s markers (user ids are digits). */
const MARKER = 'al-dia:';

export interface CurrentUserCacheOptions {
  /** How long an entry may be used at most (a bound even if a notification were missed). */
  ttlMs?: number;
  /** Entries kept at most; past it the cache starts over. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  user: CurrentUser;
  until: number;
}

/**
 * The callers this process has resolved, so a request does not query the database for who is
 * calling: one query less per request (a third of a list call on PGlite). Correct because it is
 * told of every change: the database announces each changed user after commit (migration 0009)
 * and the entry is dropped; while that feed is down (connection lost) nothing is cached or served
 * from cache. A lookup that started before a change is not stored (generation check), and an entry
 * never outlives its session's expiry or `ttlMs`.
 */
export class CurrentUserCache {
  readonly #byUser = new Map<number, Map<string, Entry>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #size = 0;
  #live = false;
  /** Bumped by every change heard: a lookup begun before it may hold the old row. */
  #generation = 0;
  #db: Db | undefined;
  /** caughtUp() markers still on their way back. */
  readonly #markers = new Map<string, () => void>();

  constructor(options: CurrentUserCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#maxEntries = options.maxEntries ?? 20_000;
    this.#now = options.now ?? Date.now;
  }

  /** Listens for changed users; returns the function that stops listening. */
  connect(notifications: Notifications, db: Db): Promise<() => Promise<void>> {
    this.#db = db;
    return notifications.subscribe(AUTH_CHANGED_CHANNEL, {
      message: (payload) => {
        if (payload.startsWith(MARKER)) {
          this.#markers.get(payload)?.();
          return;
        }
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) this.forgetUser(userId);
        else this.clear();
      },
      live: (live) => this.setLive(live),
    });
  }

  /**
   * Resolves once this process has heard every change committed before the call: a marker sent on
   * the channel now comes back after them (a listener gets notifications in commit order). Handlers
   * that end sessions or change access await it before answering, so the next request this process
   * serves already sees the change (on PostgreSQL the notification arrives on its own connection,
   * possibly after the response). False if the feed is down (then nothing is served from memory)
   * or the marker did not come back in time.
   */
  async caughtUp(timeoutMs = 2_000): Promise<boolean> {
    if (!this.#db || !this.#live) return false;
    const marker = `${MARKER}${randomUUID()}`;
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#markers.set(marker, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.#db.execute(sql`select pg_notify(${AUTH_CHANGED_CHANNEL}, ${marker})`);
      return await heard;
    } finally {
      this.#markers.delete(marker);
    }
  }

  setLive(live: boolean): void {
    this.#live = live;
    this.clear();
  }

  get live(): boolean {
    return this.#live;
  }

  get size(): number {
    return this.#size;
  }

  get(userId: number, sessionId: string): CurrentUser | undefined {
    if (!this.#live) return undefined;
    const sessions = this.#byUser.get(userId);
    const entry = sessions?.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.#now()) return entry.user;
    sessions!.delete(sessionId);
    this.#size--;
    return undefined;
  }

  /** The generation to pass to `set` for a lookup starting now. */
  begin(): number {
    return this.#generation;
  }

  /** Stores a lookup's result unless something changed since it began. */
  set(user: CurrentUser, sessionExpiresAt: number, generation: number): void {
    if (!this.#live || generation !== this.#generation) return;
    if (this.#size >= this.#maxEntries) this.clear();
    const sessions = this.#byUser.get(user.id) ?? new Map<string, Entry>();
    if (!sessions.has(user.sessionId)) this.#size++;
    // Shared by every request of this caller from now on: frozen, so no handler can alter it.
    Object.freeze(user.academyIds);
    Object.freeze(user.studentIds);
    sessions.set(user.sessionId, {
      user: Object.freeze(user),
      until: Math.min(this.#now() + this.#ttlMs, sessionExpiresAt),
    });
    this.#byUser.set(user.id, sessions);
  }

  forgetUser(userId: number): void {
    this.#generation++;
    const sessions = this.#byUser.get(userId);
    if (!sessions) return;
    this.#size -= sessions.size;
    this.#byUser.delete(userId);
  }

  clear(): void {
    this.#generation++;
    this.#byUser.clear();
    this.#size = 0;
  }
}
