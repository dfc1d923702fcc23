import type { Address } from 'viem'
import { DEVNET_ACCOUNTS, type DevnetAccount } from './accounts.ts'

/**
 * The registrar of the devnet's name registry: the only account allowed to `registerFor` (give a
 * name to an account that signed for it). Index 22 of DEVNET_MNEMONIC (20 and 21 are the
 * bundler's), outside accounts 0..9 so no test account's nonce moves; the devnet funds it at
 * start. The Latch server signs with its key (`names.registrarPrivateKey` in the server config);
 * public knowledge, devnet only. Written out like DEVNET_ACCOUNTS; a test derives it again.
 */
export const DEVNET_NAME_REGISTRAR: DevnetAccount = {
  index: 22,
  address: '0x08135Da0A343E492FA2d4282F2AE34c6c5CC1BbE',
  privateKey: '0x224b7eb7449992aac96d631d9677f7bf5888245eef6d6eeda31e62d2f29a83e4',
}

/** The zone of the devnet's names: a registered label `my-name` becomes `my-name.latch`. */
export const DEVNET_NAME_ZONE = 'latch'

/** A name the devnet's name registry holds from the start. */
export type DevnetName = {
  /** e.g. `alice.latch` (lower case, as the registry stores it). */
  name: string
  /** Index of the dev account that holds it. */
  accountIndex: number
  address: Address
  /** The avatar text record: an SVG `data:` URI. */
  avatar: string
}

/** A round monogram avatar as an SVG data URI (percent-encoded, so no base64 is needed). */
function monogramAvatar(letter: string, background: string): string {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
    `<circle cx='32' cy='32' r='32' fill='${background}'/>` +
    "<text x='32' y='43' font-family='sans-serif' font-size='30' font-weight='bold' " +
    `fill='#ffffff' text-anchor='middle'>${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function devnetName(name: string, accountIndex: 0 | 1, letter: string, background: string) {
  const { address } = DEVNET_ACCOUNTS[accountIndex]
  return { name, accountIndex, address, avatar: monogramAvatar(letter, background) }
}

/**
 * Names registered at start for dev accounts 0 and 1, with their avatars. The registry sets
 * them in its constructor, so the accounts themselves sent no transaction (nonce 0).
 *
 * @example
 * import { DEVNET_NAMES } from '@latch/devnet/constants'
 * DEVNET_NAMES[0].name // 'alice.latch'
 */
export const DEVNET_NAMES = [
  devnetName('alice.latch', 0, 'A', '#7b5cff'),
  devnetName('bob.latch', 1, 'B', '#0f9d8a'),
] as const satisfies readonly DevnetName[]
