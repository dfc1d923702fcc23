import type { Context } from 'hono'
import { hash32 } from './monogramSvg.ts'

/** Images are derived from their id alone, so caches may keep them for a day. */
export const IMAGE_MAX_AGE_S = 86_400

/**
 * Answers an SVG with caching headers (Cache-Control, ETag; 304 on a matching
 * If-None-Match) and a CSP that keeps any script in an SVG from running.
 */
export function svgResponse(c: Context, svg: string): Response {
  const etag = `"${hash32(svg).toString(16)}-${svg.length.toString(16)}"`
  const headers = {
    'Cache-Control': `public, max-age=${IMAGE_MAX_AGE_S}`,
    ETag: etag,
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' })
}
