import { toChecksumAddress } from '../utils/toChecksumAddress.ts'

/** The chain namespaces a sign-in message can be written for. */
export type SiwxNamespace = 'eip155' | 'solana'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE58_TEXT = /^[1-9A-HJ-NP-Za-km-z]+$/

/** How many bytes a base58 text decodes to (leading `1`s are zero bytes). */
function base58ByteLength(text: string): number {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char))
  const zeros = /^1*/.exec(text)![0].length
  let bytes = 0
  for (; value > 0n; value >>= 8n) bytes++
  return zeros + bytes
}

/**
 * Sign In With Solana names the public clusters in `Chain ID` (`mainnet`, `devnet`, `testnet`)
 * where CAIP-2 has the genesis hash's first 32 characters. These three are always written by
 * name; any other cluster by its CAIP-2 reference (CAIP-122's Solana example). `localnet` and
 * `solana:devnet`-style ids are not accepted: they do not say which chain.
 */
const SOLANA_CLUSTERS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}
const SOLANA_REFERENCES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SOLANA_CLUSTERS).map(([reference, name]) => [name, reference]),
)
/** A Solana CAIP-2 reference: a genesis hash (32 bytes in base58) cut to 32 characters. */
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/
/** An eip155 chain id: a positive decimal without leading zeros, CAIP-2's 32 characters at most. */
const EIP155_REFERENCE = /^[1-9][0-9]{0,31}$/

/** What each namespace's message looks like where the two formats differ. */
export const SIWX_PROFILES = {
  eip155: {
    account: 'Ethereum',
    /** EIP-4361: `0x` and 40 hex digits in EIP-55 checksum case. */
    isAddress: (address: string) => toChecksumAddress(address) === address,
    /** `Chain ID` is the decimal chain id, CAIP-2's reference as is. */
    toChainIdText: (reference: string) =>
      EIP155_REFERENCE.test(reference) ? reference : undefined,
    fromChainIdText: (text: string) => (EIP155_REFERENCE.test(text) ? text : undefined),
  },
  solana: {
    account: 'Solana',
    /** Sign In With Solana: a 32-byte ed25519 public key in base58 (32 to 44 characters). */
    isAddress: (address: string) =>
      BASE58_TEXT.test(address) &&
      address.length >= 32 &&
      address.length <= 44 &&
      base58ByteLength(address) === 32,
    toChainIdText: (reference: string) =>
      SOLANA_CLUSTERS[reference] ?? (SOLANA_REFERENCE.test(reference) ? reference : undefined),
    fromChainIdText: (text: string) =>
      Object.hasOwn(SOLANA_REFERENCES, text)
        ? SOLANA_REFERENCES[text]
        : SOLANA_REFERENCE.test(text) && !Object.hasOwn(SOLANA_CLUSTERS, text)
          ? text
          : undefined,
  },
} as const satisfies Record<
  SiwxNamespace,
  {
    account: string
    isAddress(address: string): boolean
    toChainIdText(reference: string): string | undefined
    fromChainIdText(text: string): string | undefined
  }
>
