import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type {
  SolanaWalletFeatures,
  StandardWallet,
  StandardWalletAccount,
  StandardWalletChange,
  WalletChain,
} from '../src/types.ts'

// A small Wallet Standard wallet over dev keys, standing in for @latch/test-wallet's Solana
// wallet until that lands, with the same names (createSolanaTestWallet,
// registerSolanaTestWallet, requests, approvals, lock …) so switching is an import change. Real
// ed25519 signatures (WebCrypto), real sends to the devnet RPC.

export type TestWalletPolicy = 'approve' | 'reject'

export type CreateSolanaTestWalletOptions = {
  /** Base58 64-byte secret keys; the first is the selected account. */
  secretKeys: readonly string[]
  rpcUrl: string
  /** @defaultValue devnet's CAIP-2 id, `solana:devnet`, `solana:localnet` */
  chains?: readonly WalletChain[]
  policy?: TestWalletPolicy
  info?: { name?: string }
}

export type SolanaTestWallet = StandardWallet & {
  readonly features: Required<SolanaWalletFeatures>
  readonly requests: readonly string[]
  readonly approvals: readonly { method: string; decision: 'approved' | 'rejected' }[]
  readonly connected: boolean
  readonly address: string
  readonly addresses: readonly string[]
  setPolicy(policy: TestWalletPolicy): void
  setAccount(index: number): void
  /** The app loses its account (`change` with no accounts). */
  lock(): void
}

const DEFAULT_CHAINS: readonly WalletChain[] = [
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:devnet',
  'solana:localnet',
]

/** A rejection as wallets throw it (EIP-1193 4001). */
export function userRejected(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

export async function createSolanaTestWallet(
  options: CreateSolanaTestWalletOptions,
): Promise<SolanaTestWallet> {
  const keys = await Promise.all(
    options.secretKeys.map((secret) => createKeyPairFromBytes(getBase58Encoder().encode(secret))),
  )
  const addresses: string[] = await Promise.all(
    keys.map((k) => getAddressFromPublicKey(k.publicKey)),
  )
  const chains = options.chains ?? DEFAULT_CHAINS
  const rpcUrl = options.rpcUrl
  let policy = options.policy ?? 'approve'
  let selected = 0
  let authorized = false
  const listeners = new Set<(change: StandardWalletChange) => void>()
  const requests: string[] = []
  const approvals: { method: string; decision: 'approved' | 'rejected' }[] = []

  const accountsCache = addresses.map(
    (address): StandardWalletAccount => ({
      address,
      publicKey: getAddressEncoder().encode(address as never) as Uint8Array,
      chains,
      features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    }),
  )
  const accounts = () => (authorized ? [accountsCache[selected]!] : [])
  const update = (change: () => void) => {
    const before = accounts()[0]
    change()
    if (accounts()[0] !== before)
      for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const approve = (method: string) => {
    const decision = policy === 'approve' ? 'approved' : 'rejected'
    approvals.push({ method, decision })
    if (decision === 'rejected') throw userRejected()
  }
  const keyOf = (account: StandardWalletAccount) => {
    if (accounts()[0]?.address !== account.address) {
      throw Object.assign(new Error('Unauthorized'), { code: 4100 })
    }
    return keys[selected]!
  }
  const sign = async (account: StandardWalletAccount, wire: Uint8Array): Promise<Transaction> => {
    const key = keyOf(account)
    const transaction = getTransactionDecoder().decode(wire)
    const signature = await signBytes(key.privateKey, transaction.messageBytes)
    return {
      ...transaction,
      signatures: { ...transaction.signatures, [account.address]: signature },
    }
  }
  const logged =
    <A extends unknown[], R>(name: string, run: (...args: A) => Promise<R>) =>
    (...args: A) => {
      requests.push(name)
      return run(...args)
    }
  type TransactionInput = {
    account: StandardWalletAccount
    chain?: WalletChain
    transaction: Uint8Array
    options?: { preflightCommitment?: 'processed' | 'confirmed' | 'finalized' }
  }

  const features: Required<SolanaWalletFeatures> = {
    'standard:connect': {
      version: '1.0.0',
      connect: logged('standard:connect', async ({ silent = false } = {}) => {
        if (!authorized && !silent) {
          approve('standard:connect')
          update(() => {
            authorized = true
          })
        }
        return { accounts: accounts() }
      }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: logged('standard:disconnect', async () =>
        update(() => {
          authorized = false
        }),
      ),
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (change: StandardWalletChange) => void) {
        const wrapped = (change: StandardWalletChange) => listener(change)
        listeners.add(wrapped)
        return () => listeners.delete(wrapped)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: logged(
        'solana:signMessage',
        async (...inputs: { account: StandardWalletAccount; message: Uint8Array }[]) => {
          const key = keyOf(inputs[0]!.account)
          approve('solana:signMessage')
          return Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: await signBytes(key.privateKey, message),
            })),
          )
        },
      ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: logged('solana:signTransaction', async (...inputs: TransactionInput[]) => {
        keyOf(inputs[0]!.account)
        approve('solana:signTransaction')
        return Promise.all(
          inputs.map(async ({ account, transaction }) => ({
            signedTransaction: getTransactionEncoder().encode(
              await sign(account, transaction),
            ) as Uint8Array,
          })),
        )
      }),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: logged(
        'solana:signAndSendTransaction',
        async (...inputs: TransactionInput[]) => {
          keyOf(inputs[0]!.account)
          for (const { chain } of inputs) {
            if (!chain || !chains.includes(chain)) {
              throw Object.assign(new Error(`unknown chain ${chain}`), { code: 4901 })
            }
          }
          approve('solana:signAndSendTransaction')
          const outputs = []
          for (const { account, transaction, options } of inputs) {
            const signed = await sign(account, transaction)
            const signature = await createSolanaRpc(rpcUrl)
              .sendTransaction(getBase64EncodedWireTransaction(signed), {
                encoding: 'base64',
                preflightCommitment: options?.preflightCommitment ?? 'finalized',
              })
              .send()
            outputs.push({ signature: getBase58Encoder().encode(signature) as Uint8Array })
          }
          return outputs
        },
      ),
    },
  }

  return {
    version: '1.0.0',
    name: options.info?.name ?? 'Latch Test Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    features,
    get accounts() {
      return accounts()
    },
    get requests() {
      return [...requests]
    },
    get approvals() {
      return approvals.map((approval) => ({ ...approval }))
    },
    get connected() {
      return authorized
    },
    get address() {
      return addresses[selected]!
    },
    addresses,
    setPolicy(next) {
      policy = next
    },
    setAccount(index) {
      update(() => {
        selected = index
      })
    },
    lock() {
      update(() => {
        authorized = false
      })
    },
  }
}

/**
 * The wallet side of the registration protocol (what @wallet-standard/wallet's `registerWallet`
 * does): register with apps listening now and with every app announcing itself later. Returns a
 * cleanup that unregisters everywhere.
 */
export function registerSolanaTestWallet(
  wallet: StandardWallet,
  { window: target }: { window: EventTarget },
): () => void {
  const unregisters: (() => void)[] = []
  const register = ({ register }: { register(wallet: StandardWallet): () => void }) => {
    unregisters.push(register(wallet))
  }
  const onAppReady = (event: Event) => register((event as CustomEvent).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
