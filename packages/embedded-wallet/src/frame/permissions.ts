/**
 * Smart sessions in the frame (ERC-7715 on the visitor's smart account, issue P11). The smart
 * account is a SimpleAccount with no modules, so no contract enforces a session: this frame — the
 * only holder of the owner key — does, with the server's record as the authority (a revoke
 * anywhere ends it, two tabs share one allowance):
 * - `wallet_grantPermissions`: checked (`parseGrantPermissions`), shown on the approval card
 *   ("Allow shop.example to spend up to 10 USDC until … without asking"), signed by the owner and
 *   registered on the server; answered with the permission context id.
 * - `wallet_sendCalls` with `capabilities.permissions.context`: never a card. The server checks
 *   the session (this account, site and chain; not revoked or expired; every call a transfer it
 *   allows, within its allowance) and records the spend; then the batch is sent as usual. Any
 *   refusal is 4100 with the reason.
 * - `wallet_revokePermissions` `[{ permissionsContext }]`: after the card, revoked on the server.
 */
import {
  type GrantPermissionsAnswer,
  InvalidSessionRequestError,
  parseGrantPermissions,
  SESSION_REFUSED_CODE,
  type SessionPermission,
  type SmartSessionInfo,
  sessionGrantMessage,
} from '@latch/core/sessions'
import { type Address, formatUnits, type Hex } from 'viem'
import { type EmbeddedApi, EmbeddedApiError } from './api.ts'
import type { ChainInfo, RequestDescription } from './describeRequest.ts'
import { FrameError, invalidParams, RPC_CODES } from './errors.ts'
import type { JsonRpc } from './jsonRpc.ts'
import { parseSendCalls } from './sendCalls.ts'

/**
 * ERC-7715's `permissions` capability (`wallet_getCapabilities`) on the chains where the smart
 * account is in use: what this wallet grants.
 */
export const PERMISSIONS_CAPABILITY = {
  supported: true,
  signerTypes: ['wallet', 'account', 'key', 'keys'],
  permissionTypes: ['erc20-token-transfer', 'native-token-transfer'],
  policyTypes: ['token-allowance'],
} as const

/** What the session code needs from the wallet around it. */
export type SessionWalletOptions = {
  api: EmbeddedApi
  /** The page that embeds the frame: sessions are granted to it and used by it only. */
  hostOrigin: string
  /** The signed-in visitor's session token (after a restore). */
  token: () => Promise<string>
  /** The smart account that acts on `chain` for `from` (absent: the one in use); else undefined. */
  smartAccount: (chain: ChainInfo, from?: unknown) => Address | undefined
  /** Signs `message` with the owner EOA (EIP-191). */
  signMessage: (message: string) => Promise<Hex>
  /** The chain's JSON-RPC (token decimals for the card). */
  rpc: (chain: ChainInfo) => JsonRpc
  /** Shows the approval card with this description; rejects 4001 when declined. */
  approve: (
    method: string,
    params: unknown,
    chain: ChainInfo,
    signal: AbortSignal,
    description: RequestDescription,
  ) => Promise<void>
  /** Sends a checked, approved `wallet_sendCalls` (sendCalls.ts). */
  sendCalls: (chain: ChainInfo, params: unknown) => Promise<{ id: string }>
  /** The site's name for the card. */
  siteName: () => string | undefined
  /** @defaultValue Date.now */
  now?: () => number
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const PCI = /^0x[0-9a-f]{64}$/
const chainNumber = (chain: ChainInfo) => Number(chain.caipNetworkId.split(':')[1])

/** The permission context a `wallet_sendCalls` names (`capabilities.permissions.context`). */
export function sessionContextOf(method: string, params: unknown): unknown {
  if (method !== 'wallet_sendCalls' || !Array.isArray(params) || !isObject(params[0])) return
  const { capabilities } = params[0]
  return isObject(capabilities) && isObject(capabilities.permissions)
    ? (capabilities.permissions.context ?? null)
    : undefined
}

/** A refusal of the session, classified by the server's code (never its text). */
function refused(error: unknown): unknown {
  if (!(error instanceof EmbeddedApiError)) return error
  if (error.code === 'invalid_request' || error.code === 'invalid_permissions') {
    return invalidParams(error.message)
  }
  if (error.status === 401 || error.status === 403 || error.status === 404) {
    return new FrameError(`Smart session refused: ${error.message}`, SESSION_REFUSED_CODE, {
      cause: error,
    })
  }
  return new FrameError(error.message, RPC_CODES.internal, { cause: error })
}

function randomPci(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The card's date: UTC, to the minute. */
export function formatExpiry(expiryS: number): string {
  return `${new Date(expiryS * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/**
 * The approval card of a grant: one sentence per permission — "Allow shop.example to spend up to
 * 10 USDC until 2026-12-07 12:00 UTC without asking" — then the account and network. `decimals`
 * per permission (undefined: the amount in the token's smallest units).
 */
export function describeGrant(
  permissions: readonly SessionPermission[],
  expiry: number,
  site: string,
  account: string,
  chain: ChainInfo,
  decimals: readonly (number | undefined)[],
): RequestDescription {
  const rows = permissions.map((permission, index) => {
    const allowance = BigInt(permission.policies[0].data.allowance)
    const native = permission.type === 'native-token-transfer'
    const places = native ? chain.decimals : decimals[index]
    const symbol = permission.data.ticker ?? (native ? chain.nativeSymbol : 'tokens')
    const amount =
      places === undefined
        ? `${allowance} smallest units of ${symbol}`
        : `${formatUnits(allowance, places)} ${symbol}`
    return {
      label: native ? 'Native currency' : `Token ${permission.data.address}`,
      value: `Allow ${site} to spend up to ${amount} until ${formatExpiry(expiry)} without asking`,
    }
  })
  rows.push({ label: 'Account', value: account }, { label: 'Network', value: chain.name })
  return { title: 'Grant a smart session', rows }
}

/** An ERC-20's `decimals()`, or undefined when the token does not answer one. */
async function readDecimals(rpc: JsonRpc, token: string): Promise<number | undefined> {
  try {
    const answer = await rpc('eth_call', [{ to: token, data: '0x313ce567' }, 'latest'])
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer)) return undefined
    const value = BigInt(answer)
    return value <= 77n ? Number(value) : undefined
  } catch {
    return undefined
  }
}

export function createSessionWallet(options: SessionWalletOptions) {
  const now = options.now ?? Date.now
  const site = () => options.siteName() ?? new URL(options.hostOrigin).host

  function accountFor(chain: ChainInfo, from?: unknown): Address {
    const account = options.smartAccount(chain, from)
    if (!account) {
      throw new FrameError(
        `Smart sessions need the smart account, on a network where it works (${chain.name})`,
        SESSION_REFUSED_CODE,
      )
    }
    return account
  }

  async function grant(params: unknown, chain: ChainInfo, signal: AbortSignal) {
    const raw = Array.isArray(params) ? params[0] : undefined
    let request: ReturnType<typeof parseGrantPermissions>
    try {
      request = parseGrantPermissions(raw, Math.floor(now() / 1000))
    } catch (error) {
      if (error instanceof InvalidSessionRequestError) throw invalidParams(error.shortMessage)
      throw error
    }
    if (request.chainId && request.chainId !== chain.caipNetworkId) {
      throw invalidParams(`chainId is not the network in use (${chain.name})`)
    }
    const account = accountFor(chain, isObject(raw) ? raw.address : undefined)
    const decimals = await Promise.all(
      request.permissions.map((p) =>
        p.type === 'erc20-token-transfer'
          ? readDecimals(options.rpc(chain), p.data.address)
          : undefined,
      ),
    )
    const description = describeGrant(
      request.permissions,
      request.expiry,
      site(),
      account,
      chain,
      decimals,
    )
    await options.approve('wallet_grantPermissions', params, chain, signal, description)
    const pci = randomPci()
    const message = sessionGrantMessage({
      account: `${chain.caipNetworkId}:${account.toLowerCase()}`,
      pci,
      origin: options.hostOrigin,
      expiry: request.expiry,
      permissions: request.permissions,
    })
    const signature = await options.signMessage(message)
    await options.api
      .sessions(await options.token(), '', {
        pci,
        account,
        chainId: chain.caipNetworkId,
        hostOrigin: options.hostOrigin,
        request: {
          expiry: request.expiry,
          permissions: request.permissions,
          ...(request.signer && { signer: request.signer }),
        },
        signature,
      })
      .catch((error: unknown) => {
        throw refused(error)
      })
    return {
      expiry: request.expiry,
      grantedPermissions: request.permissions,
      permissionsContext: pci,
      signerData: { submitToAddress: account },
    } satisfies GrantPermissionsAnswer
  }

  async function revoke(params: unknown, chain: ChainInfo, signal: AbortSignal) {
    const raw = Array.isArray(params) ? params[0] : undefined
    const pci = isObject(raw) ? raw.permissionsContext : undefined
    if (typeof pci !== 'string' || !PCI.test(pci)) {
      throw invalidParams('wallet_revokePermissions needs [{ permissionsContext }]')
    }
    const description: RequestDescription = {
      title: 'Revoke a smart session',
      rows: [
        { label: 'Session', value: pci },
        { label: 'Site', value: site() },
      ],
    }
    await options.approve('wallet_revokePermissions', params, chain, signal, description)
    await options.api
      .sessions(await options.token(), '/revoke', { pci })
      .catch((error: unknown) => {
        throw refused(error)
      })
    return null
  }

  /** A batch under a session: the server's yes (and its recorded spend), then sent, no card. */
  async function use(params: unknown, chain: ChainInfo) {
    const request = parseSendCalls(params, chainNumber(chain), ['permissions'])
    const context = (request.capabilities.permissions as { context?: unknown }).context
    if (typeof context !== 'string' || !PCI.test(context)) {
      throw invalidParams('capabilities.permissions.context is not a permission context id')
    }
    const account = accountFor(chain, request.from)
    const session: SmartSessionInfo = await options.api
      .sessions(await options.token(), '/use', {
        pci: context,
        account,
        chainId: chain.caipNetworkId,
        hostOrigin: options.hostOrigin,
        calls: request.calls.map((call) => ({
          to: call.to,
          data: call.data,
          value: `0x${call.value.toString(16)}`,
        })),
      })
      .catch((error: unknown) => {
        throw refused(error)
      })
    const batch = (params as [Record<string, unknown>])[0]
    const { permissions: _, ...capabilities } = request.capabilities
    return {
      ...(await options.sendCalls(chain, [{ ...batch, from: account, capabilities }])),
      capabilities: { permissions: { context: session.pci } },
    }
  }

  return {
    /**
     * Runs `method` when it is a session's: grant, revoke, or a batch naming a session; undefined
     * for any other request (the wallet's usual path).
     */
    async handle(
      method: string,
      params: unknown,
      chain: ChainInfo,
      signal: AbortSignal,
    ): Promise<{ result: unknown } | undefined> {
      if (method === 'wallet_grantPermissions')
        return { result: await grant(params, chain, signal) }
      if (method === 'wallet_revokePermissions') {
        return { result: await revoke(params, chain, signal) }
      }
      if (sessionContextOf(method, params) !== undefined)
        return { result: await use(params, chain) }
      return undefined
    },
  }
}
