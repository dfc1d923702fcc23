import type { Db } from '../db/db.ts'
import { getProject, listProjectIds } from './projectStore.ts'
import type { Project } from './types.ts'

/** Looks projects up by id. */
export type ProjectLookup = (id: string) => Promise<Project | undefined>

export type ProjectCacheOptions = {
  /**
   * Most project ids held in memory. With more projects than this the cache stops trusting its id
   * list and asks the database for each id it has not seen (remembering unknown ones for `ttlMs`,
   * at most `maxIds` of them).
   * @defaultValue 100_000
   */
  maxIds?: number | undefined
}

type Entry = { project: Project | undefined; expiresAt: number }

/**
 * Wraps the project table with a short-lived per-process cache, so each request doesn't cost a
 * query. It also keeps the list of all project ids (one `SELECT id` per `ttlMs` at most), so an
 * unknown id — a flood of random ones included — is refused without touching the database.
 * Changes made by another instance show within `ttlMs`; 0 disables caching.
 * @example
 * const lookup = createProjectCache(db, 5_000)
 * await lookup('latch-dev-project') // the project; `undefined` for an unknown id
 */
export function createProjectCache(
  db: Db,
  ttlMs: number,
  { maxIds = 100_000 }: ProjectCacheOptions = {},
): ProjectLookup {
  if (ttlMs <= 0) return (id) => getProject(db, id)
  // Known projects and (only when the id list is incomplete) unknown ids, oldest first.
  const cache = new Map<string, Entry>()
  const pending = new Map<string, Promise<Project | undefined>>()
  let ids: { set: Set<string> | undefined; expiresAt: number } | undefined
  let idsLoading: Promise<Set<string> | undefined> | undefined

  /** Every project id, or undefined when there are more than maxIds (then ask per id). */
  const knownIds = async (now: number) => {
    if (ids && ids.expiresAt > now) return ids.set
    idsLoading ??= listProjectIds(db, maxIds + 1)
      .then((list) => {
        const set = list.length > maxIds ? undefined : new Set(list)
        ids = { set, expiresAt: Date.now() + ttlMs }
        return set
      })
      .finally(() => {
        idsLoading = undefined
      })
    return idsLoading
  }

  const load = (id: string) => {
    let loading = pending.get(id)
    if (!loading) {
      loading = getProject(db, id)
        .then((project) => {
          cache.delete(id)
          // Bounded: only known projects, or at most maxIds unknown ones, are remembered.
          if (cache.size >= maxIds) cache.delete(cache.keys().next().value as string)
          cache.set(id, { project, expiresAt: Date.now() + ttlMs })
          return project
        })
        .finally(() => pending.delete(id))
      pending.set(id, loading)
    }
    return loading
  }

  return async (id) => {
    const now = Date.now()
    const hit = cache.get(id)
    if (hit && hit.expiresAt > now) return hit.project
    const set = await knownIds(now)
    if (set && !set.has(id)) return undefined
    return load(id)
  }
}
