import type { Client } from '../client/types.ts'
import { SiwxInitError } from '../errors/siwx.ts'

/** The page's host for a sign-in request, or `undefined` where there is none to name. */
export function getRequestDomain(client: Pick<Client, 'options'>): { domain?: string } {
  try {
    return { domain: getPageLocation(client).domain }
  } catch {
    return {}
  }
}

/**
 * The `domain` and `uri` a sign-in message names: the page's host and origin (what the server
 * checks against the project's allowed origins), or `metadata.url` where there is no page.
 */
export function getPageLocation(client: Pick<Client, 'options'>): { domain: string; uri: string } {
  const pageOrigin = globalThis.location?.origin
  const origin = pageOrigin && pageOrigin !== 'null' ? pageOrigin : client.options.metadata?.url
  if (!origin || !URL.canParse(origin)) {
    throw new SiwxInitError({ details: 'no page origin to sign in for: set metadata.url' })
  }
  const url = new URL(origin)
  return { domain: url.host, uri: `${url.origin}/` }
}
