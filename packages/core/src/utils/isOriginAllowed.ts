/**
 * One allowed-origin pattern, `[scheme://]host[:port]`:
 * - scheme: exact; left out, it allows `http` and `https` only;
 * - host: DNS labels, where a label `*` stands for one or more whole labels (`*.example.com`
 *   matches `a.example.com` and `a.b.example.com`, never `example.com`), or an IPv6 literal;
 * - port: digits or `*` for any port; left out, only the scheme's default port.
 * A `*` never reaches across `://` or `:port`: scheme, host and port are matched apart.
 */
const PATTERN =
  /^(?:(?<scheme>[a-z][a-z0-9+.-]*):\/\/)?(?<host>\[[0-9a-f:.]+\]|(?:\*|[a-z0-9_-]+)(?:\.(?:\*|[a-z0-9_-]+))*)(?::(?<port>[0-9]{1,5}|\*))?\/?$/

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443' }

/**
 * Whether `origin` (e.g. `location.origin` or a `MessageEvent.origin`) matches one of
 * `allowedPatterns` (SPEC §5 Origin check, §6 Origins). Patterns are case-insensitive; a pattern
 * that does not parse matches nothing, and so does an opaque origin (`'null'`, `file:`).
 *
 * @example
 * isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('http://localhost:5173', ['http://localhost:*']) // true
 * isOriginAllowed('https://example.com', ['https://*.example.com']) // false
 */
export function isOriginAllowed(origin: string, allowedPatterns: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  // Opaque origins (`file:`, `data:`) have an empty hostname, which no host pattern matches.
  // `url.origin` is not used: Node reports 'null' for schemes like chrome-extension.
  const scheme = url.protocol.slice(0, -1)
  return allowedPatterns.some((pattern) => matches(pattern, scheme, url.hostname, url.port))
}

function matches(pattern: string, scheme: string, host: string, port: string): boolean {
  const groups = PATTERN.exec(pattern.trim().toLowerCase())?.groups
  if (!groups?.host) return false
  if (groups.scheme ? groups.scheme !== scheme : scheme !== 'http' && scheme !== 'https') {
    return false
  }
  // `URL` leaves `port` empty when it is the scheme's default, so compare effective ports.
  if (groups.port === undefined) {
    if (port !== '') return false
  } else if (groups.port !== '*' && groups.port !== (port || DEFAULT_PORTS[scheme])) {
    return false
  }
  return hostPattern(groups.host).test(host)
}

function hostPattern(host: string): RegExp {
  const labels = host.split('.').map((label) =>
    // `[^.]+` cannot hold ':' or '/' in a parsed hostname, so a wildcard stays inside the host.
    label === '*' ? '[^.]+(?:\\.[^.]+)*' : label.replace(/[[\]]/g, '\\$&'),
  )
  return new RegExp(`^${labels.join('\\.')}$`)
}
