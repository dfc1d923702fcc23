import type { IdentifierString } from '@wallet-standard/base'
import { askForApproval, assertPolicy } from '../approval/askForApproval.ts'
import { decodeMessage } from '../approval/decodeMessage.ts'
import { type RequestDescription, shorten } from '../approval/describeRequest.ts'
import { originOf } from '../context.ts'
import { DEFAULT_TEST_WALLET_ICON_BASE64, DEFAULT_TEST_WALLET_NAME } from '../defaultInfo.ts'
import { invalidParamsError, unauthorizedError } from '../errors/ProviderRpcError.ts'
import type { TestWalletApproval } from '../types.ts'
import {
  BITCOIN_ACCOUNT_FEATURES,
  BITCOIN_CHAIN_LABELS,
  DEFAULT_BITCOIN_TEST_WALLET_RDNS,
  DEV_MNEMONIC,
} from './constants.ts'
import { type BitcoinKey, deriveBitcoinKeys } from './keys.ts'
import { signBip322 } from './signBip322.ts'
import type {
  BitcoinAddressPurpose,
  BitcoinChangeListener,
  BitcoinTestWallet,
  BitcoinTestWalletFeatures,
  BitcoinWalletAccount,
  CreateBitcoinTestWalletOptions,
} from './types.ts'

const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/**
 * Creates a Wallet Standard Bitcoin wallet over dev keys: a P2WPKH payment address and a P2TR
 * ordinals address derived from a mnemonic on the chosen network. `bitcoin:connect` grants the
 * purposes asked for (in their order), `bitcoin:signMessage` signs BIP-322 "simple" (the
 * signature is the witness bytes). Consent follows the same policy and prompt as the EVM and
 * Solana sides. Nothing is registered; see `injectBitcoinTestWallet`.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ network: 'testnet' })
 * const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
 */
export function createBitcoinTestWallet(
  options: CreateBitcoinTestWalletOptions = {},
): BitcoinTestWallet {
  const network = options.network ?? 'testnet'
  if (!['mainnet', 'testnet', 'regtest'].includes(network)) {
    throw new TypeError(`Unknown Bitcoin network "${String(network)}".`)
  }
  const chain: IdentifierString = `bitcoin:${network}`
  const keys = deriveBitcoinKeys(options.mnemonic ?? DEV_MNEMONIC, network)
  const accountOf = (key: BitcoinKey): BitcoinWalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains: [chain],
      features: [...BITCOIN_ACCOUNT_FEATURES],
      label: key.purpose === 'payment' ? 'Payment' : 'Ordinals',
      purpose: key.purpose,
    })
  const accounts = { payment: accountOf(keys.payment), ordinals: accountOf(keys.ordinals) }
  const listeners = new Set<BitcoinChangeListener>()
  const requests: string[] = []
  const approvals: TestWalletApproval[] = []
  let granted: readonly BitcoinAddressPurpose[] = []
  const host = {
    policy: options.policy ?? 'approve',
    window: options.window ?? (globalThis as { window?: Window }).window,
    info: {
      name: options.info?.name ?? DEFAULT_TEST_WALLET_NAME,
      rdns: options.info?.rdns ?? DEFAULT_BITCOIN_TEST_WALLET_RDNS,
      icon: options.info?.icon ?? DEFAULT_TEST_WALLET_ICON_BASE64,
    },
    approvals,
  }
  const exposed = () => granted.map((purpose) => accounts[purpose])
  const setGranted = (next: readonly BitcoinAddressPurpose[]) => {
    const changed = next.length !== granted.length || next.some((p, i) => p !== granted[i])
    granted = next
    if (!changed) return
    for (const listener of [...listeners]) {
      try {
        listener({ accounts: exposed() })
      } catch (error) {
        console.error('[latch test wallet] a "change" listener threw', error)
      }
    }
  }
  const describe = (
    method: string,
    title: string,
    description: string,
    rows: [string, string][],
  ): RequestDescription => ({
    method,
    title,
    description,
    rows: rows.map(([label, value]) => ({ label, value: shorten(value) })),
  })
  const logged = <F extends (...args: never[]) => Promise<unknown>>(feature: string, run: F): F =>
    ((...args: Parameters<F>) => {
      requests.push(feature)
      return Promise.resolve().then(() => run(...args))
    }) as F

  const features: BitcoinTestWalletFeatures = {
    'bitcoin:connect': {
      version: '1.0.0',
      connect: logged('bitcoin:connect', async (input) => {
        const purposes = input?.purposes
        if (
          !Array.isArray(purposes) ||
          purposes.length === 0 ||
          purposes.some((purpose) => !PURPOSES.includes(purpose))
        ) {
          throw invalidParamsError('purposes must list "payment" and/or "ordinals".')
        }
        const wanted: BitcoinAddressPurpose[] = [...new Set<BitcoinAddressPurpose>(purposes)]
        const already = wanted.every((purpose) => granted.includes(purpose))
        if (!already) {
          await askForApproval(host, 'bitcoin:connect', () =>
            describe(
              'bitcoin:connect',
              'Connect to this site',
              `${originOf(host)} wants to see your Bitcoin addresses.`,
              [
                ...wanted.map((purpose): [string, string] => [
                  purpose === 'payment' ? 'Payment' : 'Ordinals',
                  accounts[purpose].address,
                ]),
                ['Network', BITCOIN_CHAIN_LABELS[chain] ?? chain],
              ],
            ),
          )
          setGranted(PURPOSES.filter((p) => wanted.includes(p) || granted.includes(p)))
        }
        return { accounts: wanted.map((purpose) => accounts[purpose]) }
      }),
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: logged('bitcoin:signMessage', async (...inputs) => {
        const checked = inputs.map((input) => {
          const address = (input?.account as { address?: unknown } | undefined)?.address
          const purpose = granted.find((p) => accounts[p].address === address)
          if (!purpose) throw unauthorizedError(`${String(address)} is not a connected account.`)
          if (!ArrayBuffer.isView(input.message)) {
            throw invalidParamsError('message must be a Uint8Array.')
          }
          const { buffer, byteOffset, byteLength } = input.message
          return { key: keys[purpose], message: new Uint8Array(buffer, byteOffset, byteLength) }
        })
        const outputs = []
        for (const { key, message } of checked) {
          const copy = message.slice()
          await askForApproval(host, 'bitcoin:signMessage', () =>
            describe(
              'bitcoin:signMessage',
              'Sign message',
              `${originOf(host)} asks you to sign a message (BIP-322).`,
              [
                ['Message', decodeMessage(new TextDecoder().decode(copy))],
                ['Account', key.address],
              ],
            ),
          )
          outputs.push({ signedMessage: copy, signature: signBip322(copy, key) })
        }
        return outputs
      }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: logged('standard:disconnect', async () => setGranted([])),
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        const wrapped: BitcoinChangeListener = (properties) => listener(properties)
        listeners.add(wrapped)
        return () => listeners.delete(wrapped)
      },
    },
  }

  return {
    version: '1.0.0',
    get name() {
      return host.info.name
    },
    get icon() {
      return host.info.icon
    },
    chains: Object.freeze([chain]),
    get accounts() {
      return exposed()
    },
    features,
    info: host.info,
    get status() {
      return granted.length ? 'connected' : 'disconnected'
    },
    get connected() {
      return granted.length > 0
    },
    get policy() {
      return host.policy
    },
    network,
    address: keys.payment.address,
    addresses: Object.freeze({ payment: keys.payment.address, ordinals: keys.ordinals.address }),
    get requests() {
      return [...requests]
    },
    get approvals() {
      return approvals.map((approval) => ({ ...approval }))
    },
    setPolicy(policy) {
      assertPolicy(policy)
      host.policy = policy
    },
  }
}
