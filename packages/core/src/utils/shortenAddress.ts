/** Characters kept at the start of a shortened address (SPEC §5 Display). */
export const SHORT_ADDRESS_HEAD_LENGTH = 4
/** Characters kept at the end of a shortened address (SPEC §5 Display). */
export const SHORT_ADDRESS_TAIL_LENGTH = 6

/**
 * An address for display: the first 4 and last 6 characters around '…' (SPEC §5). Works for any
 * text address (EVM hex, base58, bech32). An address of 11 characters or fewer is returned whole,
 * because cutting it would not make it shorter (4 + 1 + 6 = 11).
 *
 * @example
 * shortenAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8…A96045'
 */
export function shortenAddress(address: string): string {
  if (address.length <= SHORT_ADDRESS_HEAD_LENGTH + 1 + SHORT_ADDRESS_TAIL_LENGTH) return address
  return `${address.slice(0, SHORT_ADDRESS_HEAD_LENGTH)}…${address.slice(-SHORT_ADDRESS_TAIL_LENGTH)}`
}
