import type { Context } from 'hono'
import type { AppEnv } from './types.ts'

/**
 * An absolute URL on this server for `path`, carrying the request's projectId, st and sv, so a
 * plain `<img src>` passes the projectId check too.
 */
export function absoluteUrl(c: Context<AppEnv>, publicUrl: string | undefined, path: string) {
  const base = (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')
  const params = new URLSearchParams({ projectId: c.get('project').id })
  for (const name of ['st', 'sv']) {
    const value = c.req.query(name)
    if (value) params.set(name, value)
  }
  return `${base}${path}?${params}`
}
