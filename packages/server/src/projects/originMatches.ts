/**
 * Whether `origin` (scheme://host[:port]) matches an allowed-origin pattern (SPEC §5: wildcard
 * patterns). Patterns:
 * - `*` matches any origin;
 * - `https://*.example.com` matches any sub-domain (one or more labels), not the apex;
 * - `http://127.0.0.1:*` matches any port, including none;
 * - a `*` label matches exactly one label (`https://app.*.example.com`).
 * Scheme and host compare case-insensitively; a pattern without a port matches the default port.
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern.trim() === '*') return true
  const wanted = splitOrigin(pattern)
  const actual = splitOrigin(origin)
  if (!wanted || !actual || actual.host.includes('*')) return false
  if (wanted.scheme !== '*' && wanted.scheme !== actual.scheme) return false
  if (wanted.port !== '*' && wanted.port !== actual.port) return false
  return hostMatches(wanted.host.split('.'), actual.host.split('.'))
}

function hostMatches(pattern: string[], host: string[]): boolean {
  if (pattern[0] === '*' && pattern.length > 1) {
    // Leading wildcard: at least one extra label in front of the fixed suffix.
    const suffix = pattern.slice(1)
    if (host.length <= suffix.length) return false
    return labelsMatch(suffix, host.slice(host.length - suffix.length))
  }
  return pattern.length === host.length && labelsMatch(pattern, host)
}

function labelsMatch(pattern: string[], host: string[]): boolean {
  return pattern.every((label, i) => label === '*' || label === host[i])
}

type OriginParts = { scheme: string; host: string; port: string }

const ORIGIN_PATTERN =
  /^([a-z*][a-z0-9+.-]*|\*):\/\/(\[[0-9a-f:.]+\]|[^/:?#]+)(?::(\d{1,5}|\*))?\/?$/i

function splitOrigin(value: string): OriginParts | undefined {
  const match = ORIGIN_PATTERN.exec(value.trim())
  if (!match) return undefined
  const scheme = match[1]!.toLowerCase()
  const defaultPort = scheme === 'https' ? '443' : scheme === 'http' ? '80' : ''
  return { scheme, host: match[2]!.toLowerCase(), port: match[3] ?? defaultPort }
}

/** Whether `origin` matches any of the patterns. */
export function isOriginAllowed(patterns: readonly string[], origin: string): boolean {
  return patterns.some((pattern) => originMatches(pattern, origin))
}
