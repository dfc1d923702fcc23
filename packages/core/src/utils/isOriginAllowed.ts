/**
 * The one allowed-origin matcher (SPEC §5 Origin check, §6 Origins): the kit checks the page's
 * origin with it and `@latch/server` answers CORS with it, so both always agree. The rules are
 * written out for site developers in docs/allowed-origins.md.
 *
 * A pattern is `*` (every origin) or `[scheme://]host[:port]` with an optional trailing `/`:
 * - scheme: exact, or `*` for any. Left out, the secure-context default: `https`, and also
 *   `http` when the origin's host is loopback (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`),
 *   the hosts browsers treat as secure without TLS (W3C Secure Contexts).
 * - host: DNS labels, compared after the URL parser's normalisation (lower case, IDN to
 *   punycode). A `*` label stands for exactly one label, except in first place, where it stands
 *   for one or more (`*.example.com` is any sub-domain of example.com, never example.com itself:
 *   the CSP host-source rule). A host that is `*` alone is any host. IP addresses only match
 *   themselves (or a lone `*`); a trailing dot is part of the host (`example.com.` is another
 *   origin to browsers).
 * - port: digits, or `*` for any port including none. Left out: only the scheme's default port.
 */
type OriginPattern =
  | { any: true }
  | { any: false; scheme: string | undefined; host: readonly string[]; port: string | undefined }

type Origin = { scheme: string; host: string; port: string }

// Host characters that can never be in a pattern's host: URL delimiters, userinfo, spaces.
const PATTERN_SYNTAX =
  /^(?:(?<scheme>[a-z][a-z0-9+.-]*|\*):\/\/)?(?<host>\[[0-9a-f:.]+\]|[^/:?#@[\]\\\s]+)(?::(?<port>[0-9]{1,5}|\*))?\/?$/i
// Stands in for `*` while the URL parser normalises the rest of a pattern's host.
const WILDCARD_LABEL = 'latch-wildcard-label'
const DEFAULT_PORTS: Readonly<Record<string, string>> = {
  http: '80',
  https: '443',
  ws: '80',
  wss: '443',
}
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/
const HOSTNAME = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/
const CACHE_MAX_ENTRIES = 1_000
const patternCache = new Map<string, OriginPattern | null>()

/**
 * Whether `origin` (`location.origin`, a `MessageEvent.origin` or an HTTP `Origin` header)
 * matches one of `allowedPatterns`. An origin must be `scheme://host[:port]`: one with a path,
 * query, fragment, user info or white space, an opaque origin (`'null'`, `file:`) and one that is
 * not a URL match nothing; so does a pattern that does not parse.
 *
 * @example
 * isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('https://shop.io:8443', ['*']) // true
 * isOriginAllowed('https://example.com', ['*.example.com']) // false: not a sub-domain
 * isOriginAllowed('http://localhost:5173', ['localhost:*']) // true: loopback allows http
 */
export function isOriginAllowed(origin: string, allowedPatterns: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return allowedPatterns.some((pattern) => {
    const compiled = compilePattern(pattern)
    return compiled !== null && matches(compiled, parsed)
  })
}

/**
 * Whether `pattern` is a pattern {@link isOriginAllowed} understands (one that does not match
 * nothing for being malformed): for checking a project's configuration up front.
 *
 * @example
 * isValidOriginPattern('https://*.example.com') // true
 * isValidOriginPattern('https://pr-*.example.com') // false: `*` is a whole label
 */
export function isValidOriginPattern(pattern: string): boolean {
  return compilePattern(pattern) !== null
}

function parseOrigin(origin: string): Origin | undefined {
  // URL quietly drops tabs and new lines and trims spaces: a header holding them is no origin.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  if (typeof origin !== 'string' || /[\u0000-\u0020\u007f]/.test(origin)) return undefined
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  if (url.username || url.password || url.search || url.hash) return undefined
  if (url.pathname !== '' && url.pathname !== '/') return undefined
  if (origin.includes('?') || origin.includes('#')) return undefined
  // Opaque origins (`file:`, `data:`) have no host. Browsers differ on what else a host may hold
  // (Chromium turns `*` into `%2A`, Node keeps it): a real host is letters, digits, `-`, `_`
  // and dots once normalised, or an IPv6 address.
  if (!HOSTNAME.test(url.hostname)) return undefined
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port }
}

function compilePattern(pattern: string): OriginPattern | null {
  const cached = patternCache.get(pattern)
  if (cached !== undefined) return cached
  const compiled = parsePattern(pattern)
  if (patternCache.size >= CACHE_MAX_ENTRIES) patternCache.clear()
  patternCache.set(pattern, compiled)
  return compiled
}

function parsePattern(pattern: string): OriginPattern | null {
  if (typeof pattern !== 'string') return null
  const text = pattern.trim()
  if (text === '*') return { any: true }
  const groups = PATTERN_SYNTAX.exec(text)?.groups
  if (!groups?.host) return null
  const port = groups.port
  if (port !== undefined && port !== '*' && Number(port) > 65_535) return null
  const host = normaliseHost(groups.host)
  if (!host) return null
  return {
    any: false,
    scheme: groups.scheme?.toLowerCase(),
    host,
    port: port === undefined || port === '*' ? port : String(Number(port)),
  }
}

/** The pattern's host as labels, normalised the way URL normalises an origin's host. */
function normaliseHost(host: string): string[] | undefined {
  if (host === '*') return ['*']
  if (host.startsWith('[')) {
    try {
      const hostname = new URL(`http://${host}`).hostname
      return HOSTNAME.test(hostname) ? [hostname] : undefined
    } catch {
      return undefined
    }
  }
  const labels = host.split('.')
  // `*` is a whole label (no `pr-*`); no empty label except a trailing dot's.
  const valid = labels.every(
    (label, i) =>
      label === '*' ||
      (!label.includes('*') &&
        label.toLowerCase() !== WILDCARD_LABEL &&
        (label !== '' || (i === labels.length - 1 && i > 0))),
  )
  if (!valid) return undefined
  let hostname: string
  try {
    const placeholder = labels.map((label) => (label === '*' ? WILDCARD_LABEL : label)).join('.')
    hostname = new URL(`http://${placeholder}`).hostname
  } catch {
    return undefined
  }
  if (!HOSTNAME.test(hostname)) return undefined
  const normalised = hostname.split('.').map((label) => (label === WILDCARD_LABEL ? '*' : label))
  // The parser must not have merged or split labels (an IPv4 shorthand like `127.1`, say).
  return normalised.length === labels.length ? normalised : undefined
}

function matches(pattern: OriginPattern, origin: Origin): boolean {
  if (pattern.any) return true
  if (pattern.scheme === undefined) {
    if (origin.scheme !== 'https' && !(origin.scheme === 'http' && isLoopback(origin.host))) {
      return false
    }
  } else if (pattern.scheme !== '*' && pattern.scheme !== origin.scheme) {
    return false
  }
  // URL leaves `port` empty for the scheme's default, so compare effective ports.
  if (pattern.port === undefined) {
    if (origin.port !== '') return false
  } else if (
    pattern.port !== '*' &&
    pattern.port !== (origin.port || DEFAULT_PORTS[origin.scheme])
  ) {
    return false
  }
  return hostMatches(pattern.host, origin.host)
}

function hostMatches(pattern: readonly string[], host: string): boolean {
  if (pattern.length === 1 && pattern[0] === '*') return true
  // Wildcards are for names: `*.0.0.1` is not a way to allow a range of addresses.
  if (host.startsWith('[') || IPV4.test(host)) return pattern.join('.') === host
  const labels = host.split('.')
  if (pattern[0] === '*') {
    // Leading wildcard: one or more labels in front of the rest of the pattern.
    const rest = pattern.slice(1)
    const extra = labels.length - rest.length
    if (extra < 1 || labels.slice(0, extra).some((label) => label === '')) return false
    return labelsMatch(rest, labels.slice(extra))
  }
  return pattern.length === labels.length && labelsMatch(pattern, labels)
}

function labelsMatch(pattern: readonly string[], labels: readonly string[]): boolean {
  return pattern.every((label, i) => (label === '*' ? labels[i] !== '' : label === labels[i]))
}

function isLoopback(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    (IPV4.test(host) && host.startsWith('127.'))
  )
}
