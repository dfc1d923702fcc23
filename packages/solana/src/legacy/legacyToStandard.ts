import { address, getAddressEncoder, getBase58Decoder, getBase58Encoder } from '@solana/kit'
import {
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_MESSAGE,
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
  STANDARD_EVENTS,
} from '../standard/features.ts'
import { messageBytesOf } from '../transaction/messageBytesOf.ts'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardWallet,
  StandardWalletAccount,
  StandardWalletChange,
  WalletChain,
} from '../types.ts'
import {
  type LegacySolanaProvider,
  legacyWalletName,
  type PublicKeyLike,
} from './findLegacyProvider.ts'

// Legacy providers follow the network chosen in the wallet; every cluster is "supported".
const LEGACY_CHAINS: readonly WalletChain[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]

/**
 * A legacy provider seen through the Wallet Standard shape, so the rest of the adapter speaks one
 * API. Call it once per provider: the wallet object keeps the account state. Transactions go
 * through Phantom's `request({ method: 'signAndSendTransaction', params: { message } })` (base58
 * message, legacy format), the one form that needs no web3.js objects; a provider without
 * `request` can connect and sign messages only.
 */
export function legacyToStandard(provider: LegacySolanaProvider): StandardWallet {
  let accounts: StandardWalletAccount[] = []
  const accountOf = (publicKey: PublicKeyLike | null | undefined) =>
    publicKey ? [toAccount(publicKey.toBase58?.() ?? publicKey.toString())] : []

  const connect: StandardConnectFeature = {
    version: '1.0.0',
    async connect({ silent = false } = {}) {
      try {
        const result = await provider.connect(silent ? { onlyIfTrusted: true } : undefined)
        accounts = accountOf(result?.publicKey ?? provider.publicKey)
      } catch (error) {
        // `onlyIfTrusted` rejects when the site is not trusted: that is "no accounts", not a failure.
        if (!silent) throw error
        accounts = []
      }
      return { accounts }
    },
  }
  const disconnect: StandardDisconnectFeature = {
    version: '1.0.0',
    async disconnect() {
      accounts = []
      await provider.disconnect?.()
    },
  }
  const events: StandardEventsFeature = {
    version: '1.0.0',
    on(_event, listener) {
      const emit = (change: StandardWalletChange) => listener(change)
      const onAccountChanged = (publicKey: PublicKeyLike | null) => {
        // Phantom reports `null` when the visitor switched to an account the site may not see.
        accounts = accountOf(publicKey)
        emit({ accounts })
      }
      const onDisconnect = () => {
        accounts = []
        emit({ accounts })
      }
      provider.on?.('accountChanged', onAccountChanged)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider)
        off?.('accountChanged', onAccountChanged)
        off?.('disconnect', onDisconnect)
      }
    },
  }
  const features: Record<string, unknown> = {
    [STANDARD_CONNECT]: connect,
    [STANDARD_DISCONNECT]: disconnect,
    [STANDARD_EVENTS]: events,
  }
  if (provider.signMessage) features[SOLANA_SIGN_MESSAGE] = signMessageFeature(provider)
  if (provider.request) features[SOLANA_SIGN_AND_SEND_TRANSACTION] = sendFeature(provider)

  return {
    version: '1.0.0',
    name: legacyWalletName(provider),
    icon: '',
    chains: LEGACY_CHAINS,
    features,
    get accounts() {
      return accounts
    },
  }
}

function toAccount(base58: string): StandardWalletAccount {
  return {
    address: base58,
    publicKey: getAddressEncoder().encode(address(base58)),
    chains: LEGACY_CHAINS,
    features: [SOLANA_SIGN_MESSAGE, SOLANA_SIGN_AND_SEND_TRANSACTION],
  }
}

function signMessageFeature(provider: LegacySolanaProvider): SolanaSignMessageFeature {
  return {
    version: '1.0.0',
    async signMessage(...inputs) {
      const outputs = []
      for (const { message } of inputs) {
        const { signature } = await provider.signMessage!(message, 'utf8')
        outputs.push({ signedMessage: message, signature })
      }
      return outputs
    },
  }
}

function sendFeature(provider: LegacySolanaProvider): SolanaSignAndSendTransactionFeature {
  return {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy'],
    async signAndSendTransaction(...inputs) {
      const outputs = []
      for (const { transaction, options } of inputs) {
        const message = getBase58Decoder().decode(messageBytesOf(transaction))
        const result = (await provider.request!({
          method: 'signAndSendTransaction',
          params: { message, ...(options ? { options } : {}) },
        })) as { signature: string }
        outputs.push({ signature: getBase58Encoder().encode(result.signature) as Uint8Array })
      }
      return outputs
    },
  }
}
