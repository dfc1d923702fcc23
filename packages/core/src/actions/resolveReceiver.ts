import type { Client } from '../client/types.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import { InvalidReceiverError, NameResolutionError } from '../send/errors.ts'
import type { ResolvedReceiver } from '../send/types.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { convertEvmChainIdToCoinType } from '../utils/convertEvmChainIdToCoinType.ts'
import { isAddressForNamespace } from '../utils/isAddressForNamespace.ts'

/** A name as the profile API takes it: labels of letters, digits and hyphens, joined by dots. */
const NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i

/** What `/v1/profile/account/{name}` answers (SPEC §7), as far as it is read here. */
type Profile = {
  addresses?: Record<string, { address?: string }>
  attributes?: { avatar?: string }
}

/** Parameters of {@link resolveReceiver}. */
export type ResolveReceiverParameters = {
  /** An address of the chain, or a name such as `bob.latch`. */
  to: string
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace | undefined
}

/** The receiver to send to. */
export type ResolveReceiverReturnType = ResolvedReceiver
/** What {@link resolveReceiver} may throw, by class. */
export type ResolveReceiverErrorType = InvalidReceiverError | NameResolutionError

/**
 * Turns what the visitor typed into an address to send to. An address of the chain is taken as
 * it is; on eip155 a name is looked up on the blockchain API (SPEC §7 profile account, cached
 * 5 min, SPEC §9) for the address it holds on the active network, with its avatar. Throws
 * {@link NameResolutionError} ('Error resolving name') when that fails, and
 * {@link InvalidReceiverError} for anything else (names are eip155 only, SPEC §9).
 *
 * @example
 * await resolveReceiver(latch, { to: 'bob.latch' }) // { address: '0x7099…', name, avatar }
 */
export async function resolveReceiver(
  client: Client,
  parameters: ResolveReceiverParameters,
): Promise<ResolveReceiverReturnType> {
  const state = client.store.getState()
  const namespace = parameters.namespace ?? getActiveNamespace(client, state)
  const to = parameters.to.trim()
  if (isAddressForNamespace(to, namespace)) {
    // SPEC §5 lets an EVM address come without its 0x; transactions need it.
    return { address: namespace === 'eip155' && !/^0x/i.test(to) ? `0x${to}` : to }
  }
  const network = getNamespaceNetwork(client, state, namespace)
  if (namespace !== 'eip155' || !NAME.test(to) || !network) {
    throw new InvalidReceiverError({ details: `"${to}" is not a ${namespace} address` })
  }
  const name = to.toLowerCase()
  const profile = await lookUpProfile(client, name)
  const address = addressOn(profile, network)
  if (!address) {
    throw new NameResolutionError({ name, details: `${name} has no address on ${network.name}` })
  }
  const avatar = profile.attributes?.avatar
  return { address, name, ...(avatar && isImageUrl(avatar) ? { avatar } : {}) }
}

async function lookUpProfile(client: Client, name: string): Promise<Profile> {
  const cached = client.caches.ens.get(name) as Profile | undefined
  if (cached) return cached
  try {
    const profile = await client.api.blockchain.get<Profile>(
      `/v1/profile/account/${encodeURIComponent(name)}`,
      { apiVersion: 2 },
    )
    client.caches.ens.set(name, profile)
    return profile
  } catch (cause) {
    throw new NameResolutionError({ name, cause })
  }
}

/** The address the name holds for the network's ENSIP-11 coin type. */
function addressOn(profile: Profile, network: CaipNetwork): string | undefined {
  const coinType = convertEvmChainIdToCoinType(Number(network.id))
  const address = profile.addresses?.[String(coinType)]?.address
  return address && isAddressForNamespace(address, 'eip155') ? address : undefined
}

/** Avatars are shown as images: only web URLs and image data URIs qualify. */
function isImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^data:image\//i.test(url)
}
