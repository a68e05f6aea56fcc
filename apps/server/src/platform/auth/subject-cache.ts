import type { AuthSubject, SubjectLoader } from './context.ts';

/**
 * PostgreSQL NOTIFY channel on which a trigger of the users and roles tables names the member whose
 * row changed, or the owner whose role changed (migration auth_subject_changed): the cached subjects it names go.
 */
export const SUBJECT_CHANGED_CHANNEL = 'booster_auth_subject_changed';

/** How long a loaded member is trusted without a word from the database (a lost notification). */
const DEFAULT_TTL_MS = 30_000;
const DEFAULT_MAX_ENTRIES = 10_000;

type Entry = { subject: AuthSubject; expiresAtMs: number };

/**
 * The signed-in member of every request (account, sub-member menu, package) read once and kept for
 * a short time, instead of one query per API call. A change of a member or of a role reaches the
 * cache through NOTIFY from any process (`changed`); a process that made the change itself forgets
 * at once (`changed` called from its publisher), so a revoked sub-member's next call is refused.
 * Nothing is kept while the change channel is not listened to (`listening(false)`), and a load that
 * overlapped a change is returned but not kept.
 */
export function createSubjectCache(
  load: SubjectLoader,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Cached user ids by their account (the owner's id), so an owner's change reaches its sub-members. */
  const byAccount = new Map<string, Set<string>>();
  let live = false;
  /** Bumped by every change: a load that started before it must not be kept. */
  let generation = 0;

  function drop(userId: string) {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    const members = byAccount.get(entry.subject.accountId);
    members?.delete(userId);
    if (members?.size === 0) byAccount.delete(entry.subject.accountId);
  }

  function keep(subject: AuthSubject) {
    drop(subject.userId);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) drop(oldest);
    }
    entries.set(subject.userId, { subject, expiresAtMs: now() + ttlMs });
    const members = byAccount.get(subject.accountId) ?? new Set<string>();
    members.add(subject.userId);
    byAccount.set(subject.accountId, members);
  }

  function clear() {
    generation++;
    entries.clear();
    byAccount.clear();
  }

  return {
    /** The `SubjectLoader` the guards use. */
    async load(userId: string): Promise<AuthSubject | null> {
      const entry = entries.get(userId);
      if (entry && live && now() < entry.expiresAtMs) return entry.subject;
      const startedAt = generation;
      const subject = await load(userId);
      if (subject && live && startedAt === generation) keep(subject);
      else if (!subject) drop(userId);
      return subject;
    },

    /** A member changed (its own row, or as the owner of an account: every member of it). */
    changed(id: string) {
      generation++;
      drop(id);
      for (const member of [...(byAccount.get(id) ?? [])]) drop(member);
    },

    /** Whether changes are being heard; either way the cache starts empty (some may have been missed). */
    listening(up: boolean) {
      live = up;
      clear();
    },

    /** Members held now (tests). */
    get size() {
      return entries.size;
    },
  };
}

export type SubjectCache = ReturnType<typeof createSubjectCache>;

/** Realtime events published right after a member's change (role, removal, package, suspension). */
const MEMBER_CHANGE_EVENTS = new Set(['account.user-updated.v1', 'auth.sessions-revoked.v1']);

/**
 * For the publisher of this process: the events that follow a change make the cache forget the
 * member (or, for an owner, its whole account) before the changing request answers, without
 * waiting for the trigger's NOTIFY to come back.
 */
export function forgetOnMemberEvents(cache: SubjectCache) {
  return (envelope: { event: string; payload: unknown }) => {
    if (!MEMBER_CHANGE_EVENTS.has(envelope.event)) return;
    const userId = (envelope.payload as { userId?: unknown }).userId;
    if (typeof userId === 'string') cache.changed(userId);
  };
}
