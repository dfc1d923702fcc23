// RFC 3986 productions the sign-in message formats use (EIP-4361 "ABNF Message Format"). Each
// check takes the whole value: no trimming, no decoding, ASCII only.

const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT_ENCODED = '%[0-9A-Fa-f]{2}'
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`

const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`)
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`)
const PORT = /^[0-9]*$/
const IPV_FUTURE = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`)
const H16 = /^[0-9A-Fa-f]{1,4}$/
const DEC_OCTET = /^(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/
const PATH_ABEMPTY = new RegExp(`^(?:/${PCHAR}*)*$`)
const PATH = new RegExp(`^(?:${PCHAR}|/)*$`)
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`)
const PCHARS = new RegExp(`^${PCHAR}*$`)
/** EIP-4361 `statement = *( reserved / unreserved / " " )`. */
const STATEMENT = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}:/?#\\[\\]@ ]*$`)

/** RFC 3986 `scheme`. */
export function isScheme(value: string): boolean {
  return SCHEME.test(value)
}

function isIpv4(value: string): boolean {
  const octets = value.split('.')
  return octets.length === 4 && octets.every((octet) => DEC_OCTET.test(octet))
}

/** RFC 3986 `IPv6address`: eight groups, or fewer around one `::`, an IPv4 tail allowed. */
function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')))
  const last = halves.length === 2 && halves[1] === '' ? undefined : groups.length - 1
  let count = 0
  for (const [index, group] of groups.entries()) {
    if (index === last && isIpv4(group)) count += 2
    else if (H16.test(group)) count += 1
    else return false
  }
  return halves.length === 2 ? count <= 7 : count === 8
}

/**
 * RFC 3986 `authority`: `[ userinfo "@" ] host [ ":" port ]`, the host a reg-name, IPv4 or a
 * bracketed IPv6 / IPvFuture literal. With `requireHost` an empty host is refused (a sign-in
 * message's domain must name one; a `file:///` URI's authority may be empty).
 */
export function isAuthority(value: string, { requireHost }: { requireHost: boolean }): boolean {
  let rest = value
  const at = rest.indexOf('@')
  if (at !== -1) {
    if (!USERINFO.test(rest.slice(0, at))) return false
    rest = rest.slice(at + 1)
  }
  let host: string
  let port: string | undefined
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']')
    if (close === -1) return false
    const literal = rest.slice(1, close)
    if (!isIpv6(literal) && !IPV_FUTURE.test(literal)) return false
    host = rest.slice(0, close + 1)
    const after = rest.slice(close + 1)
    if (after !== '') {
      if (!after.startsWith(':')) return false
      port = after.slice(1)
    }
  } else {
    const colon = rest.indexOf(':')
    host = colon === -1 ? rest : rest.slice(0, colon)
    if (colon !== -1) port = rest.slice(colon + 1)
    if (!REG_NAME.test(host)) return false
  }
  if (port !== undefined && !PORT.test(port)) return false
  return !requireHost || host !== ''
}

/** RFC 3986 `URI`: `scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (absolute). */
export function isUri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon === -1 || !isScheme(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash)
    const path = slash === -1 ? '' : rest.slice(slash)
    return isAuthority(authority, { requireHost: false }) && PATH_ABEMPTY.test(path)
  }
  // path-absolute, path-rootless or path-empty ("//" was the authority case above).
  return PATH.test(rest)
}

/** Zero or more RFC 3986 `pchar` (EIP-4361 `request-id`). */
export function isPchars(value: string): boolean {
  return PCHARS.test(value)
}

/** A statement: reserved and unreserved characters and spaces, no line break (EIP-4361). */
export function isStatementText(value: string): boolean {
  return STATEMENT.test(value)
}
