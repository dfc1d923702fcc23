import type { Db } from '../db/db.ts'
import { getProject } from './projectStore.ts'
import type { Project } from './types.ts'

/** Looks projects up by id. */
export type ProjectLookup = (id: string) => Promise<Project | undefined>

/**
 * Wraps the project table with a short-lived per-process cache, so each request doesn't cost a
 * query. Changes made by another instance show within `ttlMs`; 0 disables caching.
 */
export function createProjectCache(db: Db, ttlMs: number): ProjectLookup {
  const cache = new Map<string, { project: Project | undefined; expiresAt: number }>()
  return async (id) => {
    const now = Date.now()
    const hit = cache.get(id)
    if (hit && hit.expiresAt > now) return hit.project
    const project = await getProject(db, id)
    if (ttlMs > 0) {
      // Bound the memory an attacker can fill with random project ids.
      if (cache.size >= 10_000) cache.clear()
      cache.set(id, { project, expiresAt: now + ttlMs })
    }
    return project
  }
}
