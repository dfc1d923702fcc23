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
  SolanaTransactionVersion,
  StandardWallet,
  StandardWalletAccount,
  StandardWalletChange,
  WalletChain,
} from '../src/types.ts'

// A minimal Wallet Standard wallet over dev keys, standing in for @latch/test-wallet's Solana
// wallet until that lands: real ed25519 signatures (WebCrypto), real sends to the devnet RPC.

export type TestWalletPolicy = 'approve' | 'reject'

export type CreateStandardTestWalletOptions = {
  name?: string
  /** Base58 64-byte secret keys; the first is the selected account. */
  secretKeys: readonly string[]
  /** The chains the wallet knows, each with the RPC it sends through. */
  chains: Readonly<Record<WalletChain, string>>
  policy?: TestWalletPolicy
  /** Leave features out to model smaller wallets. */
  without?: readonly string[]
  /** @defaultValue `['legacy', 0]` */
  transactionVersions?: readonly SolanaTransactionVersion[]
}

export type StandardTestWallet = {
  wallet: StandardWallet
  /** Every feature call, by name (`standard:connect`, `solana:signMessage` …). */
  readonly requests: string[]
  /** Calls that would have shown the visitor a prompt. */
  readonly prompts: string[]
  /** The `options` of every transaction the wallet was asked to sign. */
  readonly transactionOptions: unknown[]
  /** Transactions the wallet signed, decoded. */
  readonly signedTransactions: Transaction[]
  readonly addresses: string[]
  readonly authorized: boolean
  setPolicy(policy: TestWalletPolicy): void
  /** The visitor picks another account in the wallet. */
  setAccount(index: number): void
  /** The visitor disconnects the site from inside the wallet. */
  revoke(): void
}

/** An EIP-1193-style rejection, as wallets throw it. */
export function userRejected(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

export async function createStandardTestWallet(
  options: CreateStandardTestWalletOptions,
): Promise<StandardTestWallet> {
  const keys = await Promise.all(
    options.secretKeys.map((secret) => createKeyPairFromBytes(getBase58Encoder().encode(secret))),
  )
  const addresses: string[] = await Promise.all(
    keys.map((key) => getAddressFromPublicKey(key.publicKey)),
  )
  const chains = Object.keys(options.chains) as WalletChain[]
  const without = new Set(options.without ?? [])
  const transactionVersions = options.transactionVersions ?? ['legacy', 0]
  let policy = options.policy ?? 'approve'
  let selected = 0
  let authorized = false
  const listeners = new Set<(change: StandardWalletChange) => void>()
  const requests: string[] = []
  const prompts: string[] = []
  const transactionOptions: unknown[] = []
  const signedTransactions: Transaction[] = []

  const accountOf = (index: number): StandardWalletAccount => ({
    address: addresses[index]!,
    publicKey: getAddressEncoder().encode(addresses[index]! as never) as Uint8Array,
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  })
  const accounts = () => (authorized ? [accountOf(selected)] : [])
  const emit = (change: StandardWalletChange) => {
    for (const listener of listeners) listener(change)
  }
  const prompt = (name: string) => {
    prompts.push(name)
    if (policy === 'reject') throw userRejected()
  }
  const rpcUrlOf = (chain: WalletChain) => {
    const rpcUrl = options.chains[chain]
    if (!rpcUrl) throw Object.assign(new Error(`unknown chain ${chain}`), { code: 4901 })
    return rpcUrl
  }
  const keyOf = (account: StandardWalletAccount) => {
    const index = addresses.indexOf(account.address)
    if (!authorized || index !== selected)
      throw Object.assign(new Error('Unauthorized'), { code: 4100 })
    return keys[index]!
  }
  const sign = async (account: StandardWalletAccount, wire: Uint8Array, options: unknown) => {
    transactionOptions.push(options)
    const key = keyOf(account)
    prompt('sign transaction')
    const transaction = getTransactionDecoder().decode(wire)
    const signature = await signBytes(key.privateKey, transaction.messageBytes)
    const signed: Transaction = {
      ...transaction,
      signatures: { ...transaction.signatures, [account.address]: signature },
    }
    signedTransactions.push(signed)
    return signed
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect({ silent = false }: { silent?: boolean } = {}) {
        requests.push('standard:connect')
        if (silent) return { accounts: accounts() }
        prompt('connect')
        if (!authorized) {
          authorized = true
          emit({ accounts: accounts() })
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        requests.push('standard:disconnect')
        authorized = false
        emit({ accounts: [] })
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (change: StandardWalletChange) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: StandardWalletAccount; message: Uint8Array }[]) {
        requests.push('solana:signMessage')
        return Promise.all(
          inputs.map(async ({ account, message }) => {
            const key = keyOf(account)
            prompt('sign message')
            return { signedMessage: message, signature: await signBytes(key.privateKey, message) }
          }),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: transactionVersions,
      async signTransaction(
        ...inputs: { account: StandardWalletAccount; transaction: Uint8Array; options?: unknown }[]
      ) {
        requests.push('solana:signTransaction')
        return Promise.all(
          inputs.map(async ({ account, transaction, options }) => ({
            signedTransaction: getTransactionEncoder().encode(
              await sign(account, transaction, options),
            ) as Uint8Array,
          })),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: transactionVersions,
      async signAndSendTransaction(
        ...inputs: {
          account: StandardWalletAccount
          chain: WalletChain
          transaction: Uint8Array
          options?: { preflightCommitment?: 'processed' | 'confirmed' | 'finalized' }
        }[]
      ) {
        requests.push('solana:signAndSendTransaction')
        const outputs = []
        for (const { account, chain, transaction, options } of inputs) {
          const rpcUrl = rpcUrlOf(chain)
          const signed = await sign(account, transaction, options)
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
    },
  }
  for (const feature of without) delete features[feature]

  const wallet: StandardWallet = {
    version: '1.0.0',
    name: options.name ?? 'Latch Test Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    features,
    get accounts() {
      return accounts()
    },
  }

  return {
    wallet,
    requests,
    prompts,
    transactionOptions,
    signedTransactions,
    addresses,
    get authorized() {
      return authorized
    },
    setPolicy(next) {
      policy = next
    },
    setAccount(index) {
      selected = index
      if (authorized) emit({ accounts: accounts() })
    },
    revoke() {
      authorized = false
      emit({ accounts: [] })
    },
  }
}
