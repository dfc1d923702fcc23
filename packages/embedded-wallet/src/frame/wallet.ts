/**
 * The frame's dispatcher: every request the host sends (p9-contract "Channel"), answered inside
 * the frame's origin. Login makes or rebuilds the keys (p9-contract "Keys"); RPC requests follow
 * SPEC §6 (rpcMethods.ts); unsafe ones wait for the visitor's Approve in the frame's own card.
 * On eip155 the account in use is the EOA or its ERC-4337 smart account (smartAccount.ts; SPEC §4
 * Account selection: the host's preferred type, the smart account only where the chain has a
 * bundler); batched calls are EIP-5792 (sendCalls.ts).
 *
 * What stays in memory while signed in: the session token, the addresses, the sealed device share
 * and the auth share (useless without the device share, which only the frame's non-extractable
 * key opens). The wallet secret and the private keys are rebuilt for each signature and
 * overwritten right after (`withSecret`).
 */

import { isSocialProvider } from '@latch/core/adapter'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  type Address,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  type TransactionSerializable,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type {
  EmbeddedFrameCalls,
  EmbeddedUser,
  FrameEventName,
  FrameRequestAction,
} from '../shared/protocol.ts'
import { type EmbeddedApi, EmbeddedApiError, type VerifyResult } from './api.ts'
import { base58Decode, base58Encode } from './base58.ts'
import { base64ToBytes, bytesToBase64, bytesToHex, wipe } from './bytes.ts'
import { type ChainInfo, describeRequest } from './describeRequest.ts'
import { createEmailChange } from './emailChange.ts'
import {
  FrameError,
  invalidParams,
  modalClosed,
  notAllowed,
  notSignedIn,
  notSupported,
  RPC_CODES,
  userRejected,
} from './errors.ts'
import { type FarcasterFlow, startFarcasterFlow, waitFarcasterFlow } from './farcasterLogin.ts'
import { type JsonRpc, jsonRpc } from './jsonRpc.ts'
import {
  type Addresses,
  addressesOf,
  combineShares,
  newEntropy,
  shareAt,
  shareX,
  splitEntropy,
  type WalletKeys,
  withKeys,
} from './keys.ts'
import { addPasskey, loginWithPasskey } from './passkey.ts'
import { createSessionWallet, PERMISSIONS_CAPABILITY } from './permissions.ts'
import { classifyMethod, methodNamespace } from './rpcMethods.ts'
import {
  type BatchStore,
  EIP5792_CODES,
  getCallsStatus,
  parseSendCalls,
  sendCalls,
} from './sendCalls.ts'
import {
  getSmartAccountAddress,
  hasCode,
  type SmartAccountCall,
  sendUserOperation,
  waitForUserOperationReceipt,
} from './smartAccount.ts'
import { type SocialFlow, startSocialFlow, verifySocialFlow } from './socialLogin.ts'
import { parseTransaction, SolanaTransactionError, signTransaction } from './solanaTransaction.ts'
import type { FrameRecord, FrameStorage, Sealed } from './storage.ts'
import type { FrameUi } from './ui.ts'

/** The boot config the server injects into the frame page (p9-contract "Frame page"). */
export type FrameBootConfig = {
  projectId: string
  hostOrigin: string
  allowedOrigins: string[]
  apiBase: string
  chains: ChainInfo[]
}

export type FrameWalletOptions = {
  config: FrameBootConfig
  /** CAIP-2 id the host asked for in the frame URL (`chainId`); the first known chain otherwise. */
  initialChainId?: string | null
  storage: FrameStorage
  api: EmbeddedApi
  ui: FrameUi
  emit: (event: FrameEventName, payload?: unknown) => void
  /** For the chains' RPC. @defaultValue globalThis.fetch */
  fetch?: typeof fetch
  /** RELOAD's action. @defaultValue location.reload() */
  reload?: () => void
  /** CONNECT_DEVICE's retry pause after a failed long poll, ms. @defaultValue 1000 */
  devicePollPauseMs?: number
  /** Pause between `/farcaster/verify` polls. @defaultValue 2000 */
  farcasterPollMs?: number
  /** WebAuthn, for passkeys. @defaultValue navigator.credentials */
  credentials?: Pick<CredentialsContainer, 'create' | 'get'>
  /** How long eth_sendTransaction waits for a user operation's receipt, ms. @defaultValue 60000 */
  userOperationTimeoutMs?: number
}

/** The eip155 account types (SPEC §3 Account). */
export type EvmAccountType = 'eoa' | 'smartAccount'

type Session = {
  token: string
  email?: string | undefined
  socialProvider?: string | undefined
  username?: string | undefined
  deviceId: string
  addresses: Addresses
  sealedDeviceShare: Sealed
  authShare: Uint8Array
  recoveryX: number
  /** The smart account's address (`factory.getAddress(owner, 0)`), once read from a chain. */
  smartAccount?: Address | undefined
}

type Context = { id: string; signal: AbortSignal }
type Payload<A extends FrameRequestAction> = EmbeddedFrameCalls[A]['payload']

// How long CONNECT_DEVICE keeps polling: the device link lives 10 minutes.
const DEVICE_WAIT_LIMIT_MS = 10 * 60_000

/** An API error as the host sees it: the server's message, its code to classify by. */
function fromApi(error: unknown): unknown {
  if (error instanceof EmbeddedApiError) {
    return new FrameError(error.message, error.code, {
      cause: error,
      attemptsLeft: error.attemptsLeft,
    })
  }
  return error
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(modalClosed())
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(modalClosed())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

export function createFrameWallet(options: FrameWalletOptions) {
  const { config, storage, api, ui, emit } = options
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const chains = new Map(config.chains.map((chain) => [chain.caipNetworkId, chain]))
  let chainId =
    (options.initialChainId && chains.has(options.initialChainId)
      ? options.initialChainId
      : undefined) ??
    config.chains[0]?.caipNetworkId ??
    'eip155:1'
  let session: Session | undefined
  let flow: { flowId: string; email: string } | undefined
  let socialFlow: SocialFlow | undefined
  let farcasterFlow: FarcasterFlow | undefined
  let siteName: string | undefined
  // SPEC §4: the host's preferred eip155 account type (SET_PREFERRED_ACCOUNT), kept in the stored
  // record too; eoa until the host says otherwise.
  let preferredType: EvmAccountType = 'eoa'
  // EIP-5792 batches sent from this frame, by id (wallet_getCallsStatus).
  const batches: BatchStore = new Map()
  // UpdateEmailWallet: the change's steps; the session and the stored record take the new email.
  const emailChange = createEmailChange({
    api,
    fromApi,
    sessionToken: async () => {
      if (!(await restore()) || !session) throw notSignedIn()
      return session.token
    },
    changed: async (email) => {
      if (session) session.email = email
      const record = await storage.load()
      if (record) await storage.save({ ...record, email })
    },
  })
  // One card at a time: a second unsafe request waits for the first to be answered.
  let cardQueue: Promise<unknown> = Promise.resolve()

  const namespaceOf = (caip: string) => caip.split(':')[0]
  const chainOf = (caip: string | undefined): ChainInfo => {
    const chain = chains.get(caip ?? chainId)
    if (!chain) throw new FrameError(`Unknown network ${caip ?? chainId}`, RPC_CODES.invalidParams)
    return chain
  }

  /** The chains with a bundler (CAIP-2): where the smart account works. */
  const smartAccountNetworks = config.chains
    .filter((chain) => namespaceOf(chain.caipNetworkId) === 'eip155' && chain.bundlerUrl)
    .map((chain) => chain.caipNetworkId)
  const rpcOf =
    (chain: ChainInfo, signal?: AbortSignal): JsonRpc =>
    (method, params) =>
      jsonRpc(doFetch, chain.rpcUrl, `${chain.name} RPC`, method, params, signal)
  const bundlerOf = (chain: ChainInfo, signal?: AbortSignal): JsonRpc | undefined => {
    const url = chain.bundlerUrl
    if (!url || namespaceOf(chain.caipNetworkId) !== 'eip155') return undefined
    return (method, params) =>
      jsonRpc(doFetch, url, `${chain.name} bundler`, method, params, signal)
  }

  /**
   * The smart account's address, read once per session from a chain with a bundler (the current
   * one first); undefined when no chain has one or the read failed (SPEC §4: EOA on error).
   */
  async function smartAccountAddress(): Promise<Address | undefined> {
    if (!session) throw notSignedIn()
    if (session.smartAccount) return session.smartAccount
    const current = session
    const order = [chainId, ...smartAccountNetworks.filter((id) => id !== chainId)]
    for (const id of order) {
      const chain = chains.get(id)
      if (!chain || !smartAccountNetworks.includes(id)) continue
      try {
        const address = await getSmartAccountAddress(rpcOf(chain), current.addresses.evm as Address)
        current.smartAccount = address
        return address
      } catch {
        // Next chain; none: the EOA.
      }
    }
    return undefined
  }

  /**
   * The eip155 account in use on `caip` (SPEC §4 Account selection): the smart account when the
   * host prefers it, the chain has a bundler and its address is known; the EOA otherwise.
   */
  async function evmAccountOn(
    caip: string,
  ): Promise<{ type: EvmAccountType; address: Address; smartAccount?: Address }> {
    if (!session) throw notSignedIn()
    const eoa = session.addresses.evm as Address
    if (!smartAccountNetworks.includes(caip)) return { type: 'eoa', address: eoa }
    const smartAccount = await smartAccountAddress()
    if (!smartAccount) return { type: 'eoa', address: eoa }
    return preferredType === 'smartAccount'
      ? { type: 'smartAccount', address: smartAccount, smartAccount }
      : { type: 'eoa', address: eoa, smartAccount }
  }

  async function user(): Promise<EmbeddedUser> {
    if (!session) throw notSignedIn()
    const { evm, solana } = session.addresses
    const onSolana = namespaceOf(chainId) === 'solana'
    const account = onSolana ? undefined : await evmAccountOn(chainId)
    const smartAccount = account?.smartAccount
    let deployed = false
    if (account?.type === 'smartAccount' && smartAccount) {
      deployed = await hasCode(rpcOf(chainOf(chainId)), smartAccount).catch(() => false)
    }
    if (!session) throw notSignedIn()
    return {
      ...(session.email && { email: session.email }),
      ...((isSocialProvider(session.socialProvider) || session.socialProvider === 'farcaster') && {
        socialProvider: session.socialProvider,
      }),
      ...(session.username && { userName: session.username }),
      address: account?.address ?? solana,
      chainId,
      accounts: [
        { namespace: 'eip155', address: evm, type: 'eoa' },
        { namespace: 'solana', address: solana, type: 'eoa' },
        ...(smartAccount
          ? [{ namespace: 'eip155' as const, address: smartAccount, type: 'smartAccount' as const }]
          : []),
      ],
      preferredAccountType: account?.type ?? 'eoa',
      smartAccountDeployed: deployed,
      smartAccountNetworks,
    }
  }

  function endSession() {
    if (!session) return
    wipe(session.authShare)
    session = undefined
  }

  /** Rebuilds the secret from the device and auth shares, runs `use` with its keys, wipes all. */
  async function withSecret<T>(use: (keys: WalletKeys) => T | Promise<T>): Promise<T> {
    if (!session) throw notSignedIn()
    const device = await storage.unseal(session.sealedDeviceShare)
    let entropy: Uint8Array | undefined
    try {
      entropy = await combineShares(device, session.authShare)
      return await withKeys(entropy, use)
    } finally {
      wipe(device, entropy)
    }
  }

  // One restore at a time: IS_CONNECTED and GET_USER arrive together after a reload.
  let restoring: Promise<boolean> | undefined
  function restore(): Promise<boolean> {
    if (session) return Promise.resolve(true)
    restoring ??= restoreOnce().finally(() => {
      restoring = undefined
    })
    return restoring
  }

  /** Signed in from the stored record (a reload): the server's session, then the auth share. */
  async function restoreOnce(): Promise<boolean> {
    const record = await storage.load()
    if (!record?.sessionToken) return false
    let info: Awaited<ReturnType<EmbeddedApi['getSession']>>
    let auth: string
    try {
      info = await api.getSession(record.sessionToken)
      auth = await api.getAuthShare(record.sessionToken)
    } catch (error) {
      if (error instanceof EmbeddedApiError && error.status === 401) {
        // The session ended (expired, signed out elsewhere): keep the device share for the next
        // login, which then needs a code only.
        await storage.save({ ...record, sessionToken: '' })
        emit('session-ended', {})
        return false
      }
      throw fromApi(error)
    }
    if (
      info.addresses.evm.toLowerCase() !== record.addresses.evm.toLowerCase() ||
      info.addresses.solana !== record.addresses.solana
    ) {
      throw new FrameError('This wallet does not match the signed-in account', 'wallet_mismatch')
    }
    // The account's email as the server has it now: changed on another browser, this one follows.
    const email = info.user.email ?? record.email
    if (email !== record.email) await storage.save({ ...record, email })
    preferredType = record.preferredAccountType ?? 'eoa'
    session = {
      token: record.sessionToken,
      email,
      socialProvider: record.socialProvider,
      username: record.username,
      deviceId: record.deviceId,
      addresses: record.addresses,
      sealedDeviceShare: record.sealedDeviceShare,
      authShare: base64ToBytes(auth),
      recoveryX: record.recoveryX,
    }
    return true
  }

  /**
   * CONNECT_OTP or CONNECT_SOCIAL after the server accepted the login: make or rebuild the keys,
   * then sign in.
   */
  async function signIn(result: VerifyResult): Promise<EmbeddedUser> {
    const { sessionToken, deviceId, shares } = result
    let deviceShare: Uint8Array
    let authShare: Uint8Array
    let recoveryX: number
    let addresses: Addresses
    if (result.user.isNew) {
      // New user: make the secret, split it, upload the auth and recovery shares, keep the device's.
      const entropy = newEntropy()
      try {
        const split = await splitEntropy(entropy)
        addresses = await withKeys(entropy, addressesOf)
        await api
          .createWallet(sessionToken, {
            authShare: bytesToBase64(split.auth),
            recoveryShare: bytesToBase64(split.recovery),
            evmAddress: addresses.evm,
            solanaAddress: addresses.solana,
          })
          .catch((error) => {
            wipe(split.device, split.auth, split.recovery)
            throw fromApi(error)
          })
        deviceShare = split.device
        authShare = split.auth
        recoveryX = shareX(split.recovery)
        wipe(split.recovery)
      } finally {
        wipe(entropy)
      }
    } else {
      if (!shares.auth) throw new FrameError('The server sent no key share', 'bad_response')
      authShare = base64ToBytes(shares.auth)
      if (shares.recovery) {
        // A new device, approved by email: rebuild from auth + recovery; the recovery share becomes
        // this device's share.
        deviceShare = base64ToBytes(shares.recovery)
        recoveryX = shareX(deviceShare)
      } else {
        // A known device: its own sealed share.
        const record = await storage.load()
        if (!record || record.deviceId !== deviceId) {
          wipe(authShare)
          throw new FrameError(
            'This browser no longer holds its key share: sign in again to approve it by email',
            'device_share_missing',
          )
        }
        deviceShare = await storage.unseal(record.sealedDeviceShare)
        recoveryX = record.recoveryX
      }
      let entropy: Uint8Array | undefined
      try {
        entropy = await combineShares(deviceShare, authShare)
        addresses = await withKeys(entropy, addressesOf)
        const info = await api.getSession(sessionToken).catch((error) => {
          throw fromApi(error)
        })
        if (
          info.addresses.evm.toLowerCase() !== addresses.evm.toLowerCase() ||
          info.addresses.solana !== addresses.solana
        ) {
          throw new FrameError('The key shares do not rebuild this account', 'wallet_mismatch')
        }
      } catch (error) {
        wipe(deviceShare, authShare)
        throw error
      } finally {
        wipe(entropy)
      }
    }
    const sealedDeviceShare = await storage.seal(deviceShare)
    wipe(deviceShare)
    const { email, socialProvider, username } = result.user
    const record: FrameRecord = {
      deviceId,
      sessionToken,
      ...(email && { email }),
      ...(socialProvider && { socialProvider }),
      ...(username && { username }),
      sealedDeviceShare,
      recoveryX,
      addresses,
      ...(preferredType !== 'eoa' && { preferredAccountType: preferredType }),
    }
    await storage.save(record)
    endSession()
    session = {
      token: sessionToken,
      email: record.email,
      socialProvider: record.socialProvider,
      username: record.username,
      deviceId,
      addresses,
      sealedDeviceShare,
      authShare,
      recoveryX,
    }
    return user()
  }

  /**
   * The "Add a passkey" card for the signed-in wallet (ADD_PASSKEY, or the recovery card's
   * button): what was added, or undefined when the visitor closed it without a passkey.
   */
  async function passkeyCard(signal: AbortSignal) {
    if (!(await restore()) || !session) throw notSignedIn()
    const current = session
    if (!ui.addPasskey) {
      throw new FrameError('Passkeys are not available here', 'passkey_unavailable')
    }
    return ui
      .addPasskey(
        () =>
          addPasskey({
            api,
            credentials: options.credentials ?? navigator.credentials,
            token: current.token,
            hostOrigin: config.hostOrigin,
            // Recomputed from the two shares this browser has (as EXPORT_RECOVERY).
            recoveryShare: async () => {
              const device = await storage.unseal(current.sealedDeviceShare)
              try {
                return await shareAt(device, current.authShare, current.recoveryX)
              } finally {
                wipe(device)
              }
            },
          }),
        signal,
      )
      .catch(() => {
        throw modalClosed()
      })
  }

  /** Shows the approval card for `method`; resolves when approved, rejects 4001 when declined. */
  async function approve(
    method: string,
    params: unknown,
    chain: ChainInfo,
    signal: AbortSignal,
    description = describeRequest(method, params, chain),
  ) {
    const turn = cardQueue.then(async () => {
      if (signal.aborted) throw modalClosed()
      emit('approval-shown', { method })
      let approved = false
      try {
        approved = await ui.approve(
          {
            description,
            site: { name: siteName, origin: config.hostOrigin },
          },
          signal,
        )
      } catch {
        throw modalClosed()
      } finally {
        emit('approval-done', { method, approved })
      }
      if (!approved) throw userRejected()
    })
    cardQueue = turn.catch(() => {})
    return turn
  }

  function chainRpc(chain: ChainInfo, method: string, params: unknown, signal: AbortSignal) {
    return rpcOf(chain, signal)(method, params)
  }

  function checkEvmAddress(address: unknown) {
    if (!session) throw notSignedIn()
    if (address === undefined) return
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      throw invalidParams('not an address')
    }
    // The smart account signs with its owner's key (smartAccount.ts: SimpleAccount v0.8 has no
    // ERC-1271), so either address may be asked for.
    const smartAccount = session.smartAccount
    if (
      !isAddressEqual(address, session.addresses.evm) &&
      !(smartAccount && isAddressEqual(address, smartAccount))
    ) {
      throw new FrameError('The request is for another account', RPC_CODES.unauthorized)
    }
  }

  function checkSolanaKey(pubkey: unknown) {
    if (!session) throw notSignedIn()
    if (pubkey !== undefined && pubkey !== session.addresses.solana) {
      throw new FrameError('The request is for another account', RPC_CODES.unauthorized)
    }
  }

  async function rpcQuantity(
    chain: ChainInfo,
    method: string,
    params: unknown[],
    signal: AbortSignal,
  ) {
    const value = await chainRpc(chain, method, params, signal)
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
      throw new FrameError(`${method} answered no quantity`, RPC_CODES.internal)
    }
    return BigInt(value)
  }

  /**
   * eth_sendTransaction's fields as a signable transaction: what the site gave, the rest from the
   * chain (pending nonce, estimated gas, EIP-1559 fees from the latest base fee, or a legacy gas
   * price on a chain without one).
   */
  async function fillTransaction(
    chain: ChainInfo,
    tx: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<TransactionSerializable> {
    if (!session) throw notSignedIn()
    const from = session.addresses.evm
    const to = typeof tx.to === 'string' ? (tx.to as Hex) : undefined
    const value = quantity(tx.value, 'value') ?? 0n
    const data = (tx.data ?? tx.input ?? undefined) as Hex | undefined
    const chainIdNumber = Number(chain.caipNetworkId.split(':')[1])
    const call = {
      from,
      ...(to && { to }),
      value: `0x${value.toString(16)}`,
      ...(data && { data }),
    }
    const nonce =
      quantity(tx.nonce, 'nonce') ??
      (await rpcQuantity(chain, 'eth_getTransactionCount', [from, 'pending'], signal))
    const gas =
      quantity(tx.gas, 'gas') ?? (await rpcQuantity(chain, 'eth_estimateGas', [call], signal))
    const base = { chainId: chainIdNumber, to, value, data, nonce: Number(nonce), gas }
    const gasPrice = quantity(tx.gasPrice, 'gasPrice')
    if (gasPrice !== undefined) return { ...base, type: 'legacy', gasPrice }
    const block = (await chainRpc(chain, 'eth_getBlockByNumber', ['latest', false], signal)) as {
      baseFeePerGas?: unknown
    } | null
    const baseFee =
      typeof block?.baseFeePerGas === 'string' && /^0x[0-9a-fA-F]+$/.test(block.baseFeePerGas)
        ? BigInt(block.baseFeePerGas)
        : undefined
    if (baseFee === undefined) {
      return {
        ...base,
        type: 'legacy',
        gasPrice: await rpcQuantity(chain, 'eth_gasPrice', [], signal),
      }
    }
    const maxPriorityFeePerGas =
      quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ??
      (await rpcQuantity(chain, 'eth_maxPriorityFeePerGas', [], signal).catch(() => 1_000_000_000n))
    // Twice the base fee: room for six full blocks of increases before the transaction stalls.
    const maxFeePerGas =
      quantity(tx.maxFeePerGas, 'maxFeePerGas') ?? baseFee * 2n + maxPriorityFeePerGas
    if (maxFeePerGas < maxPriorityFeePerGas)
      throw invalidParams('maxFeePerGas is below maxPriorityFeePerGas')
    return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
  }

  const evmAccount = (keys: WalletKeys) => privateKeyToAccount(bytesToHex(keys.evm.privateKey))

  function quantity(value: unknown, name: string): bigint | undefined {
    if (value === undefined || value === null) return undefined
    if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
    throw invalidParams(`${name} is not a hex quantity`)
  }

  function typedDataOf(value: unknown): TypedDataDefinition {
    let data = value
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data)
      } catch {
        throw invalidParams('typed data is not JSON')
      }
    }
    if (typeof data !== 'object' || data === null)
      throw invalidParams('typed data is not an object')
    const { domain, types, primaryType, message } = data as Record<string, unknown>
    if (typeof types !== 'object' || types === null || typeof primaryType !== 'string') {
      throw invalidParams('typed data lacks types or primaryType')
    }
    return {
      domain: (domain ?? {}) as never,
      types: types as never,
      primaryType,
      message: (message ?? {}) as never,
    }
  }

  /** Validates an unsafe request's params before the card shows (bad input never reaches the visitor). */
  function checkSigningParams(method: string, params: unknown, chain: ChainInfo) {
    const list = Array.isArray(params) ? params : undefined
    const object =
      typeof params === 'object' && params !== null && !Array.isArray(params)
        ? (params as Record<string, unknown>)
        : undefined
    switch (method) {
      case 'personal_sign':
        if (!list || typeof list[0] !== 'string')
          throw invalidParams('personal_sign needs [message, address]')
        checkEvmAddress(list[1])
        return
      case 'eth_signTypedData_v4':
        if (!list) throw invalidParams('eth_signTypedData_v4 needs [address, typedData]')
        checkEvmAddress(list[0])
        typedDataOf(list[1])
        return
      case 'eth_sendTransaction': {
        const tx = list?.[0]
        if (typeof tx !== 'object' || tx === null)
          throw invalidParams('eth_sendTransaction needs [transaction]')
        const fields = tx as Record<string, unknown>
        checkEvmAddress(fields.from)
        if (
          fields.to !== undefined &&
          fields.to !== null &&
          (typeof fields.to !== 'string' || !isAddress(fields.to, { strict: false }))
        ) {
          throw invalidParams('to is not an address')
        }
        if (!fields.to && smartSender(chain, fields.from)) {
          throw invalidParams(
            'the smart account does not deploy contracts with eth_sendTransaction',
          )
        }
        for (const name of [
          'value',
          'gas',
          'nonce',
          'maxFeePerGas',
          'maxPriorityFeePerGas',
          'gasPrice',
        ]) {
          quantity(fields[name], name)
        }
        const data = fields.data ?? fields.input
        if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
          throw invalidParams('data is not hex')
        return
      }
      case 'wallet_sendCalls': {
        const request = parseSendCalls(params, chainNumber(chain))
        checkEvmAddress(request.from)
        // An EOA cannot make calls atomically: refused before the card (sendCalls checks again).
        if (request.atomicRequired && !smartSender(chain, request.from)) {
          throw new FrameError('Atomicity not supported', EIP5792_CODES.atomicityNotSupported)
        }
        return
      }
      case 'solana_signMessage':
        if (!object || typeof object.message !== 'string')
          throw invalidParams('solana_signMessage needs { message, pubkey }')
        checkSolanaKey(object.pubkey)
        try {
          base58Decode(object.message)
        } catch {
          throw invalidParams('message is not base58')
        }
        return
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction':
        if (!object || typeof object.transaction !== 'string')
          throw invalidParams(`${method} needs { transaction }`)
        checkSolanaSigner(solanaWire(object.transaction))
        return
      case 'solana_signAllTransactions':
        if (!object || !Array.isArray(object.transactions) || object.transactions.length === 0) {
          throw invalidParams('solana_signAllTransactions needs { transactions }')
        }
        for (const tx of object.transactions) checkSolanaSigner(solanaWire(tx))
        return
    }
  }

  function solanaWire(value: unknown): Uint8Array {
    try {
      if (typeof value !== 'string') throw new SyntaxError('not text')
      return base64ToBytes(value)
    } catch {
      throw invalidParams('transaction is not base64')
    }
  }

  /** The transaction parses and this wallet is one of its signers (else invalid params, before any card). */
  function checkSolanaSigner(wire: Uint8Array) {
    if (!session) throw notSignedIn()
    const me = base58Decode(session.addresses.solana)
    let signers: Uint8Array[]
    try {
      signers = parseTransaction(wire).signers
    } catch (error) {
      if (error instanceof SolanaTransactionError) throw invalidParams(error.message)
      throw error
    }
    if (!signers.some((signer) => signer.every((byte, i) => byte === me[i]))) {
      throw invalidParams('this wallet is not a signer of the transaction')
    }
  }

  function signSolana(keys: WalletKeys, wire: Uint8Array) {
    try {
      return signTransaction(wire, keys.solana.publicKey, (message) =>
        ed25519.sign(message, keys.solana.privateKey),
      )
    } catch (error) {
      if (error instanceof SolanaTransactionError) throw invalidParams(error.message)
      throw error
    }
  }

  async function runSigning(
    method: string,
    params: unknown,
    chain: ChainInfo,
    signal: AbortSignal,
  ) {
    const list = Array.isArray(params) ? params : []
    const object = (params ?? {}) as Record<string, unknown>
    switch (method) {
      case 'personal_sign': {
        const message = list[0] as string
        return withSecret((keys) =>
          evmAccount(keys).signMessage({
            message: isHex(message, { strict: true }) ? { raw: message } : message,
          }),
        )
      }
      case 'eth_signTypedData_v4': {
        const typedData = typedDataOf(list[1])
        return withSecret((keys) => evmAccount(keys).signTypedData(typedData))
      }
      case 'eth_sendTransaction': {
        const tx = list[0] as Record<string, unknown>
        const sender = smartSender(chain, tx.from)
        const bundler = bundlerOf(chain)
        if (sender && bundler && session) {
          // The smart account: one user operation; answered with the bundle transaction's hash
          // once included, as smart-account wallets do.
          const call: SmartAccountCall = {
            to: tx.to as Address,
            value: quantity(tx.value, 'value') ?? 0n,
            data: ((tx.data ?? tx.input ?? '0x') as Hex) || '0x',
          }
          const hash = await sendUserOperation({
            rpc: rpcOf(chain),
            bundler,
            chainId: chainNumber(chain),
            owner: session.addresses.evm as Address,
            sender,
            calls: [call],
            sign: signUserOperation,
          })
          const receipt = await waitForUserOperationReceipt(bundler, hash, {
            timeoutMs: options.userOperationTimeoutMs ?? 60_000,
          })
          return receipt.receipt.transactionHash
        }
        return sendEoaTransaction(chain, tx, signal)
      }
      case 'wallet_sendCalls':
        return sendCallsOn(chain, params)
      case 'solana_signMessage': {
        const message = base58Decode(object.message as string)
        const signature = await withSecret((keys) => ed25519.sign(message, keys.solana.privateKey))
        return { signature: base58Encode(signature) }
      }
      case 'solana_signTransaction': {
        const wire = solanaWire(object.transaction)
        const signed = await withSecret((keys) => signSolana(keys, wire))
        return { transaction: bytesToBase64(signed.transaction) }
      }
      case 'solana_signAllTransactions': {
        const wires = (object.transactions as unknown[]).map(solanaWire)
        const signed = await withSecret((keys) => wires.map((wire) => signSolana(keys, wire)))
        return { transactions: signed.map((item) => bytesToBase64(item.transaction)) }
      }
      case 'solana_signAndSendTransaction': {
        const wire = solanaWire(object.transaction)
        const signed = await withSecret((keys) => signSolana(keys, wire))
        const options =
          typeof object.options === 'object' && object.options !== null ? object.options : {}
        await chainRpc(
          chain,
          'sendTransaction',
          [bytesToBase64(signed.transaction), { ...options, encoding: 'base64' }],
          signal,
        )
        return { signature: base58Encode(signed.signature) }
      }
    }
    throw notSupported()
  }

  /** Nonce, gas and fees from the chain first; the key only exists for the signature. */
  async function sendEoaTransaction(
    chain: ChainInfo,
    tx: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Hex> {
    const filled = await fillTransaction(chain, tx, signal)
    const serialized = await withSecret((keys) => evmAccount(keys).signTransaction(filled))
    return (await chainRpc(chain, 'eth_sendRawTransaction', [serialized], signal)) as Hex
  }

  /** A user operation's hash signed by the owner (SimpleAccount v0.8: raw ECDSA, no prefix). */
  const signUserOperation = (hash: Hex) => withSecret((keys) => evmAccount(keys).sign({ hash }))

  const chainNumber = (chain: ChainInfo) => Number(chain.caipNetworkId.split(':')[1])

  /**
   * The smart account when a transaction from `from` goes through it on `chain`: `from` is the
   * smart account, or absent while it is the account in use. Undefined: the EOA sends. (Sync: the
   * address was read before the card.)
   */
  function smartSender(chain: ChainInfo, from: unknown): Address | undefined {
    const smartAccount = session?.smartAccount
    if (!smartAccount || !smartAccountNetworks.includes(chain.caipNetworkId)) return undefined
    if (typeof from === 'string') {
      return isAddressEqual(from as Address, smartAccount) ? smartAccount : undefined
    }
    return preferredType === 'smartAccount' ? smartAccount : undefined
  }

  /** wallet_sendCalls after the visitor approved (sendCalls.ts). */
  async function sendCallsOn(chain: ChainInfo, params: unknown) {
    if (!session) throw notSignedIn()
    const request = parseSendCalls(params, chainNumber(chain))
    const smartAccount = smartSender(chain, request.from)
    return sendCalls(
      {
        rpc: rpcOf(chain),
        bundler: bundlerOf(chain),
        accountType: smartAccount ? 'smartAccount' : 'eoa',
        owner: session.addresses.evm as Address,
        smartAccount,
        signUserOperation,
        // Not tied to the request's signal: once the visitor approved, every call is sent.
        sendTransaction: (call) =>
          sendEoaTransaction(
            chain,
            { to: call.to, value: `0x${call.value.toString(16)}`, data: call.data },
            new AbortController().signal,
          ),
        batches,
      },
      request,
    )
  }

  // Smart sessions (ERC-7715): grant, revoke, and batches a session covers, run without a card.
  const sessions = createSessionWallet({
    api,
    hostOrigin: config.hostOrigin,
    token: async () => {
      if (!(await restore()) || !session) throw notSignedIn()
      return session.token
    },
    smartAccount: smartSender,
    signMessage: (message) => withSecret((keys) => evmAccount(keys).signMessage({ message })),
    rpc: (chain) => rpcOf(chain),
    approve,
    sendCalls: sendCallsOn,
    siteName: () => siteName,
  })

  /** EIP-5792 wallet_getCapabilities: `atomic` per eip155 chain (hex id), for the account in use. */
  async function capabilities(params: unknown) {
    const [, wanted] = Array.isArray(params) ? params : []
    if (
      wanted !== undefined &&
      (!Array.isArray(wanted) ||
        !wanted.every((id) => typeof id === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(id)))
    ) {
      throw invalidParams('wallet_getCapabilities needs [address, chainIds?]')
    }
    const smartAccount = session ? await smartAccountAddress() : undefined
    const answer: Record<
      string,
      {
        atomic: { status: 'supported' | 'unsupported' }
        permissions?: typeof PERMISSIONS_CAPABILITY
      }
    > = {}
    for (const chain of config.chains) {
      if (namespaceOf(chain.caipNetworkId) !== 'eip155') continue
      const id = `0x${chainNumber(chain).toString(16)}`
      if (wanted && !wanted.some((w: string) => BigInt(w) === BigInt(id))) continue
      const atomic =
        smartAccount !== undefined &&
        preferredType === 'smartAccount' &&
        smartAccountNetworks.includes(chain.caipNetworkId)
      answer[id] = {
        atomic: { status: atomic ? 'supported' : 'unsupported' },
        // Smart sessions work where the smart account does (permissions.ts).
        ...(atomic && { permissions: PERMISSIONS_CAPABILITY }),
      }
    }
    return answer
  }

  async function rpc(payload: Payload<'RPC_REQUEST'>, signal: AbortSignal): Promise<unknown> {
    const { method, params } = payload
    const kind = classifyMethod(method)
    if (kind === 'not-allowed') throw notAllowed()
    if (kind === 'not-supported') throw notSupported()
    const chain = chainOf(payload.chainId)
    if (namespaceOf(chain.caipNetworkId) !== methodNamespace(method)) {
      throw new FrameError(
        `${method} is not available on ${chain.name}`,
        RPC_CODES.unsupportedMethod,
      )
    }
    const reference = chain.caipNetworkId.split(':')[1] ?? ''
    if (kind === 'local') {
      switch (method) {
        case 'eth_accounts':
          return (await restore()) && session
            ? [(await evmAccountOn(chain.caipNetworkId)).address]
            : []
        case 'eth_requestAccounts':
          if (!(await restore()) || !session) throw notSignedIn()
          return [(await evmAccountOn(chain.caipNetworkId)).address]
        case 'solana_getAccounts':
          return (await restore()) && session ? [{ pubkey: session.addresses.solana }] : []
        case 'solana_requestAccounts':
          if (!(await restore()) || !session) throw notSignedIn()
          return [{ pubkey: session.addresses.solana }]
        case 'eth_chainId':
          return `0x${BigInt(reference).toString(16)}`
        case 'net_version':
          return BigInt(reference).toString(10)
        case 'wallet_getCapabilities':
          await restore()
          return capabilities(params)
        case 'wallet_getCallsStatus':
          return getCallsStatus(
            params,
            batches,
            (id) => {
              const known = chains.get(`eip155:${id}`)
              return known && { rpc: rpcOf(known, signal), bundler: bundlerOf(known, signal) }
            },
            Number(reference),
          )
        case 'wallet_switchEthereumChain': {
          const requested = (Array.isArray(params) ? params[0] : undefined) as
            | { chainId?: unknown }
            | undefined
          const id =
            typeof requested?.chainId === 'string' && /^0x[0-9a-f]+$/i.test(requested.chainId)
              ? `eip155:${BigInt(requested.chainId).toString(10)}`
              : undefined
          if (!id || !chains.has(id)) throw new FrameError('Unrecognized chain ID', 4902)
          chainId = id
          return null
        }
      }
    }
    if (kind === 'forwarded') return chainRpc(chain, method, params, signal)
    // Unsafe: signed in, valid params, then the visitor's approval, then the signature.
    if (!(await restore())) throw notSignedIn()
    // The smart account's address, so a request for it is recognised (checkEvmAddress).
    if (smartAccountNetworks.includes(chain.caipNetworkId)) await smartAccountAddress()
    const handled = await sessions.handle(method, params, chain, signal)
    if (handled) return handled.result
    checkSigningParams(method, params, chain)
    await approve(method, params, chain, signal, describeUnsafe(method, params, chain))
    return runSigning(method, params, chain, signal)
  }

  /** The card's text; a transaction or batch the smart account sends says so first. */
  function describeUnsafe(method: string, params: unknown, chain: ChainInfo) {
    const description = describeRequest(method, params, chain)
    const first = (Array.isArray(params) ? params[0] : undefined) as { from?: unknown } | undefined
    const sender =
      method === 'eth_sendTransaction' || method === 'wallet_sendCalls'
        ? smartSender(chain, first?.from)
        : undefined
    if (sender) description.rows.unshift({ label: 'From', value: `Smart account ${sender}` })
    return description
  }

  async function dispatch(
    action: FrameRequestAction,
    payload: unknown,
    context: Context,
  ): Promise<unknown> {
    const { signal } = context
    switch (action) {
      case 'CONNECT_EMAIL': {
        const { email } = payload as Payload<'CONNECT_EMAIL'>
        const record = await storage.load()
        // A device id only where this browser still holds its share.
        const deviceId = record?.sealedDeviceShare ? record.deviceId : undefined
        const started = await api.startEmail(email.trim(), deviceId).catch((error) => {
          throw fromApi(error)
        })
        flow = { flowId: started.flowId, email: email.trim() }
        return { action: started.action }
      }
      case 'CONNECT_DEVICE': {
        const current = flow
        if (!current) throw new FrameError('No email login in progress', 'no_login')
        const deadline = Date.now() + DEVICE_WAIT_LIMIT_MS
        while (flow === current && Date.now() < deadline) {
          try {
            const { approved } = await abortable(api.waitDevice(current.flowId, signal), signal)
            if (approved) return {}
          } catch (error) {
            if (signal.aborted) throw modalClosed()
            if (!(error instanceof EmbeddedApiError) || error.code !== 'network_error')
              throw fromApi(error)
            await new Promise((resolve) => setTimeout(resolve, options.devicePollPauseMs ?? 1000))
          }
        }
        throw new FrameError('The device was not approved in time', 'device_not_approved')
      }
      case 'CONNECT_OTP': {
        const { otp } = payload as Payload<'CONNECT_OTP'>
        const current = flow
        if (!current) throw new FrameError('No email login in progress', 'no_login')
        const result = await api.verifyOtp(current.flowId, otp.trim()).catch((error) => {
          throw fromApi(error)
        })
        const signedIn = await signIn(result)
        if (flow === current) flow = undefined
        return signedIn
      }
      case 'GET_SOCIAL_REDIRECT_URI': {
        const { provider } = payload as Payload<'GET_SOCIAL_REDIRECT_URI'>
        const record = await storage.load()
        const started = await startSocialFlow(api, {
          provider,
          hostOrigin: config.hostOrigin,
          // As CONNECT_EMAIL: a device id only where this browser still holds its share.
          deviceId: record?.sealedDeviceShare ? record.deviceId : undefined,
        })
        socialFlow = started.flow
        return { uri: started.uri }
      }
      case 'CONNECT_SOCIAL': {
        const { uri } = payload as Payload<'CONNECT_SOCIAL'>
        const current = socialFlow
        // Single use: the server marks the flow used before the code exchange, whatever follows.
        socialFlow = undefined
        return signIn(await verifySocialFlow(api, current, uri))
      }
      case 'GET_FARCASTER_URI': {
        const record = await storage.load()
        const started = await startFarcasterFlow(api, {
          hostOrigin: config.hostOrigin,
          deviceId: record?.sealedDeviceShare ? record.deviceId : undefined,
        })
        farcasterFlow = started.flow
        return { url: started.url }
      }
      case 'CONNECT_FARCASTER': {
        const current = farcasterFlow
        const result = await waitFarcasterFlow(api, current, {
          signal,
          pollMs: options.farcasterPollMs ?? 2000,
          aborted: modalClosed,
        })
        // The server used the flow up whatever came of it.
        if (farcasterFlow === current) farcasterFlow = undefined
        return signIn(result)
      }
      case 'UPDATE_EMAIL':
        return emailChange.start((payload as Payload<'UPDATE_EMAIL'>).email)
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        return emailChange.verifyCurrent((payload as Payload<'UPDATE_EMAIL_PRIMARY_OTP'>).otp)
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        return emailChange.verifyNew((payload as Payload<'UPDATE_EMAIL_SECONDARY_OTP'>).otp)
      case 'GET_USER': {
        const { chainId: requested } = payload as Payload<'GET_USER'>
        if (!(await restore())) throw notSignedIn()
        if (requested && chains.has(requested)) chainId = requested
        return user()
      }
      case 'IS_CONNECTED':
        return { isConnected: await restore() }
      case 'GET_CHAIN_ID':
        return { chainId }
      case 'SWITCH_NETWORK': {
        const { chainId: requested } = payload as Payload<'SWITCH_NETWORK'>
        chainOf(requested)
        chainId = requested
        return { chainId }
      }
      case 'SIGN_OUT': {
        const token = session?.token ?? (await storage.load())?.sessionToken
        endSession()
        preferredType = 'eoa'
        batches.clear()
        flow = undefined
        emailChange.reset()
        socialFlow = undefined
        farcasterFlow = undefined
        try {
          if (token) await api.signOut(token)
        } catch {
          // The session is forgotten here whatever the server says; it expires there too.
        } finally {
          await storage.wipe()
        }
        return {}
      }
      case 'RPC_REQUEST':
        return rpc(payload as Payload<'RPC_REQUEST'>, signal)
      case 'SYNC_THEME': {
        const { themeMode, themeVariables } = payload as Payload<'SYNC_THEME'>
        ui.setTheme(themeMode, themeVariables)
        return {}
      }
      case 'SYNC_DAPP_DATA': {
        const { metadata } = payload as Payload<'SYNC_DAPP_DATA'>
        siteName = metadata?.name?.trim().slice(0, 100) || undefined
        return {}
      }
      case 'SET_PREFERRED_ACCOUNT': {
        const { type } = (payload ?? {}) as Partial<Payload<'SET_PREFERRED_ACCOUNT'>>
        if (type !== 'eoa' && type !== 'smartAccount') {
          throw invalidParams("type must be 'eoa' or 'smartAccount'")
        }
        if (!(await restore()) || !session) throw notSignedIn()
        preferredType = type
        const record = await storage.load()
        if (record && record.preferredAccountType !== type) {
          await storage.save({ ...record, preferredAccountType: type })
        }
        // The user as it now is: eoa where the smart account does not work on this chain.
        return user()
      }
      case 'RELOAD':
        setTimeout(options.reload ?? (() => location.reload()), 0)
        return {}
      case 'EXPORT_RECOVERY': {
        if (!(await restore()) || !session) throw notSignedIn()
        const current = session
        const device = await storage.unseal(current.sealedDeviceShare)
        const recovery = await shareAt(device, current.authShare, current.recoveryX)
        wipe(device)
        const text = bytesToBase64(recovery)
        wipe(recovery)
        const next = await ui.showRecovery(text, signal).catch(() => {
          throw modalClosed()
        })
        // The recovery card's "Add a passkey": the passkey card follows in the same box.
        if (next === 'passkey') await passkeyCard(signal)
        return {}
      }
      case 'ADD_PASSKEY': {
        const added = await passkeyCard(signal)
        if (!added) throw userRejected()
        return added
      }
      case 'CONNECT_PASSKEY': {
        const record = await storage.load()
        const result = await loginWithPasskey({
          api,
          credentials: options.credentials ?? navigator.credentials,
          hostOrigin: config.hostOrigin,
          deviceId: record?.sealedDeviceShare ? record.deviceId : undefined,
          email: (payload as Payload<'CONNECT_PASSKEY'>).email,
        })
        return signIn(result)
      }
    }
    throw new FrameError('Unknown action', 'invalid_request')
  }

  return {
    dispatch,
    /** For tests: the chain the frame is on. */
    get chainId() {
      return chainId
    },
  }
}
