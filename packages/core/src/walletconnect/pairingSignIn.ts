// WalletConnect one-click sign-in (issue P8 item 6), loaded only on a site with sign-in: the
// pairing asks the wallet to connect and sign in at once; the signed CACAO becomes a session.
import type { Client } from '../client/types.ts'
import { getSiwx } from '../siwx/getSiwx.ts'
import { parseSiwxMessage } from '../siwx/message.ts'
import { getPageLocation } from '../siwx/pageLocation.ts'
import type { CaipNetworkId } from '../types/network.ts'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.ts'
import type {
  WalletConnectSession,
  WalletConnectSignIn,
  WalletConnectSignInRequest,
} from './types.ts'

/**
 * The sign-in to ask with a new pairing, or `undefined` for a plain one: the site signs in on
 * eip155, WalletConnect pairs eip155 and nothing else, and the config can make the fields before
 * the account is known (`createMessageFieldsBeforeConnect`, e.g. `latchSiwx()`'s server nonce).
 * The SDK's one-click (`wc_sessionAuthenticate`, and the proposal it sends beside it) covers
 * eip155 only, so with any other namespace (Solana) the pairing is a plain one over all of them
 * and the usual sign-in follows: no account is lost. Every pairing gets its own fields (a
 * refreshed code, a fresh nonce). A failure is logged and the pairing is a plain one: the usual
 * sign-in follows the connection and reports its own failure.
 */
export async function createPairingSignIn(
  client: Client,
): Promise<WalletConnectSignInRequest | undefined> {
  const siwx = getSiwx(client)
  const config = client.options.walletConnect
  const create = siwx?.config.createMessageFieldsBeforeConnect
  if (!siwx || !config || !create) return undefined
  if (siwx.config.namespaces && !siwx.config.namespaces.includes('eip155')) return undefined
  const paired = getWalletConnectNamespaces(client, config)
  if (paired.length !== 1 || paired[0] !== 'eip155') return undefined
  const state = client.store.getState()
  const active = state.activeCaipNetworkIds.eip155
  const chains = client.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => network.caipNetworkId)
    // The network the site uses first: the wallet's session, and the sign-in kept, land on it.
    .sort((a, b) => Number(b === active) - Number(a === active))
  try {
    const fields = await create.call(
      siwx.config,
      { ...getPageLocation(client), chainIds: chains },
      siwx.context,
    )
    return {
      domain: fields.domain,
      uri: fields.uri,
      nonce: fields.nonce,
      chains,
      ...(fields.statement ? { statement: fields.statement } : {}),
      ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
      ...(fields.notBefore ? { notBefore: fields.notBefore } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
      ...(fields.resources ? { resources: fields.resources } : {}),
    }
  } catch (error) {
    client.logger.warn('one-click sign-in is off for this pairing', error)
    return undefined
  }
}

/**
 * Hands the wallet's signed sign-in to the config (`addSession`; `latchSiwx()`: the server
 * verifies the exact text and keeps the session) before the connection is applied, so the
 * sign-in check that follows finds a session and asks nothing. Only the chain and account the
 * connection lands on: one nonce makes one session (a server nonce is single use). Refused or
 * unreadable, the visitor is asked to sign as usual; nothing throws.
 */
export async function addPairingSignIn(
  client: Client,
  session: WalletConnectSession,
  signIns: readonly WalletConnectSignIn[],
): Promise<void> {
  const siwx = getSiwx(client)
  const granted = session.eip155
  if (!siwx || !granted) return
  const chainId: CaipNetworkId = `eip155:${granted.chainId}`
  const signIn = signIns.find(
    (candidate) =>
      candidate.chainId === chainId &&
      candidate.address.toLowerCase() === granted.address.toLowerCase(),
  )
  if (!signIn) return
  try {
    const data = parseSiwxMessage(signIn.message)
    const signed = { data, message: signIn.message, signature: signIn.signature }
    await siwx.config.addSession(signed, siwx.context)
    client.events.emit('SIWX_SIGN_SUCCESS', { chainId, address: data.address })
  } catch (error) {
    client.logger.warn('the one-click sign-in was not accepted; asking to sign instead', error)
  }
}
