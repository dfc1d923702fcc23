import { isOriginAllowed } from '@latch/core'
import type { SiwxMessageFields } from '@latch/core/siwx'
import { HttpError } from '../validation/HttpError.ts'

/** What a parsed message is checked against, besides its nonce and signature. */
export type MessageCheckContext = {
  /** The project's allowed origin patterns (`isOriginAllowed`). */
  allowedOrigins: readonly string[]
  /** The request's `Origin` header, when the browser sent one. */
  origin: string | undefined
  nowMs: number
  clockSkewMs: number
  /** Whether this server serves the CAIP-2 network. */
  isChainServed: (chainId: string) => boolean
}

// RFC 3986: scheme "://" authority, the authority ending at the first / ? or #.
const URI_AUTHORITY = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/

/**
 * Checks where a message may be used and when (throws 401): its domain is its URI's authority,
 * its URI's origin is allowed for the project and is the request's `Origin` when there is one
 * (EIP-4361's phishing rule: a message made for one site cannot sign in on another), it is
 * within `issuedAt` / `notBefore` (with `clockSkewMs` for a clock running ahead) and
 * `expirationTime`, and its network is served.
 */
export function checkMessage(fields: SiwxMessageFields, context: MessageCheckContext): void {
  checkDomain(fields, context)
  checkTimes(fields, context)
  if (!context.isChainServed(fields.chainId)) {
    throw refuse('unsupported_chain', `This server does not serve ${fields.chainId}`)
  }
}

function checkDomain(fields: SiwxMessageFields, { allowedOrigins, origin }: MessageCheckContext) {
  const authority = URI_AUTHORITY.exec(fields.uri)?.[1]
  if (authority === undefined || authority.toLowerCase() !== fields.domain.toLowerCase()) {
    throw refuse(
      'domain_not_allowed',
      `The domain ${fields.domain} is not the authority of the URI`,
    )
  }
  // EIP-4361's optional scheme names the origin's scheme: it must be the URI's.
  const scheme = fields.uri.slice(0, fields.uri.indexOf(':')).toLowerCase()
  if (fields.scheme !== undefined && fields.scheme.toLowerCase() !== scheme) {
    throw refuse('domain_not_allowed', `The scheme ${fields.scheme} is not the URI's`)
  }
  const uriOrigin = originOf(fields.uri)
  if (uriOrigin === undefined || !isOriginAllowed(uriOrigin, allowedOrigins)) {
    throw refuse('domain_not_allowed', `${fields.domain} is not an allowed origin of this project`)
  }
  if (origin !== undefined && originOf(origin) !== uriOrigin) {
    throw refuse('domain_not_allowed', 'The request comes from another origin than the message')
  }
}

function checkTimes(fields: SiwxMessageFields, { nowMs, clockSkewMs }: MessageCheckContext) {
  if (timeOf(fields.issuedAt) > nowMs + clockSkewMs) {
    throw refuse('message_not_yet_valid', 'The message was issued in the future')
  }
  if (fields.notBefore !== undefined && timeOf(fields.notBefore) > nowMs + clockSkewMs) {
    throw refuse('message_not_yet_valid', 'The message is not valid before its notBefore time')
  }
  if (fields.expirationTime !== undefined && timeOf(fields.expirationTime) <= nowMs) {
    throw refuse('message_expired', 'The message has expired')
  }
}

/** Milliseconds of an RFC 3339 time the parser accepted; 401 if Date cannot place it. */
export function timeOf(text: string): number {
  const ms = Date.parse(text)
  if (Number.isNaN(ms)) throw refuse('invalid_message', `${text} is not a time this server reads`)
  return ms
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function refuse(code: ConstructorParameters<typeof HttpError>[1], message: string): HttpError {
  return new HttpError(401, code, message)
}
