/** One entry of a `wallet_sendCalls` request (EIP-5792), as far as Latch checks it. */
export type SendCall = {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  value?: unknown
}

/**
 * Whether a `wallet_sendCalls` entry from a dapp is acceptable: `to` starts with `0x`, and `data`,
 * when present, starts with `0x` too (SPEC §5 Send-calls entries). Takes `unknown` because the
 * entries arrive from the page; the wallet checks the rest.
 *
 * @example
 * isValidSendCall({ to: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', data: '0x' }) // true
 * isValidSendCall({ to: 'vitalik.eth' }) // false
 */
export function isValidSendCall(call: unknown): call is SendCall {
  if (typeof call !== 'object' || call === null) return false
  const { to, data } = call as { to?: unknown; data?: unknown }
  if (!startsWith0x(to)) return false
  return data === undefined || startsWith0x(data)
}

function startsWith0x(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('0x')
}
