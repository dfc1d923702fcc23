import { AccountNotAuthorizedError, WalletFeatureNotSupportedError } from '../errors.ts'
import type {
  BitcoinAccount,
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinWallet,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardWallet,
  StandardWalletAccount,
} from '../types.ts'
import { purposeOfAddress } from '../utils/address.ts'

export const BITCOIN_CONNECT = 'bitcoin:connect'
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'

/** Whether a registered wallet can be a Bitcoin connector: it has `bitcoin:connect`. */
export function isBitcoinWallet(wallet: StandardWallet): boolean {
  return BITCOIN_CONNECT in wallet.features
}

function feature<type>(wallet: StandardWallet, name: string): type | undefined {
  return wallet.features[name] as type | undefined
}

/** A Bitcoin account of a Wallet Standard account: its own `purpose`, else its address's kind. */
function toAccount(account: StandardWalletAccount): BitcoinAccount {
  const purpose =
    account.purpose === 'payment' || account.purpose === 'ordinals'
      ? account.purpose
      : purposeOfAddress(account.address)
  return { address: account.address, purpose }
}

/**
 * A Wallet Standard Bitcoin wallet as the adapter uses it: `bitcoin:connect` asking for the
 * payment and ordinals addresses, `bitcoin:signMessage` (the signature's bytes in base64, the
 * usual text form of BIP-322), `standard:disconnect` and `standard:events` when present.
 */
export function standardBitcoinWallet(wallet: StandardWallet): BitcoinWallet {
  return {
    get name() {
      return wallet.name
    },
    get icon() {
      return wallet.icon
    },
    get chains() {
      return wallet.chains
    },
    provider: wallet,
    async connect() {
      const connect = feature<BitcoinConnectFeature>(wallet, BITCOIN_CONNECT)
      if (!connect) throw new WalletFeatureNotSupportedError(BITCOIN_CONNECT)
      const { accounts } = await connect.connect({ purposes: ['payment', 'ordinals'] })
      return accounts.map(toAccount)
    },
    grantedAccounts: () => wallet.accounts.map(toAccount),
    // `bitcoin:connect` has no silent mode: what the wallet lists is what it still grants.
    restore: async () => wallet.accounts.map(toAccount),
    async signMessage(address, message) {
      const sign = feature<BitcoinSignMessageFeature>(wallet, BITCOIN_SIGN_MESSAGE)
      if (!sign) throw new WalletFeatureNotSupportedError(BITCOIN_SIGN_MESSAGE)
      const account = wallet.accounts.find((candidate) => candidate.address === address)
      if (!account) {
        throw new AccountNotAuthorizedError({
          details: `${wallet.name} has not authorized ${address}`,
        })
      }
      const [output] = await sign.signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      return toBase64(output!.signature)
    },
    async disconnect() {
      await feature<StandardDisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
    },
    subscribe(onAccounts) {
      const events = feature<StandardEventsFeature>(wallet, 'standard:events')
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts) onAccounts(accounts.map(toAccount))
      })
    },
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
