import { ERC20_TRANSFER_SELECTOR } from './constants.ts'
import { readAmount } from './parseGrantPermissions.ts'
import type { SessionCall, SessionPermission } from './types.ts'

/**
 * Why a session does not cover a batch: a call that is not a transfer it allows (another
 * contract, another function, data with a value, a malformed call), or transfers past an
 * allowance.
 */
export type SessionRefusal =
  | { reason: 'call_not_permitted'; call: number }
  | { reason: 'over_limit'; permission: number; allowance: bigint; total: bigint }

/** What {@link checkSessionCalls} decides. */
export type SessionCheck =
  | {
      allowed: true /** Per permission, what the batch spends (0n where it spends none). */
      spend: bigint[]
    }
  | ({ allowed: false } & SessionRefusal)

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
// transfer(address,uint256): the selector, a 12-byte zero pad, the receiver, the amount.
const TRANSFER_DATA = new RegExp(`^${ERC20_TRANSFER_SELECTOR}0{24}[0-9a-f]{40}[0-9a-f]{64}$`, 'i')

/**
 * The policy a smart session's wallet applies before it runs a batch without asking (issue P11):
 * every call must be a transfer a permission allows — an ERC-20 `transfer(address,uint256)` to
 * the token of an `erc20-token-transfer` permission with no value, or a plain value transfer (no
 * data) under a `native-token-transfer` permission — and what the batch spends, added to what
 * the session spent already (`spent`, per permission), must stay within each allowance. Pure:
 * the frame checks with it before it signs, the server again when it records the spend.
 *
 * @example
 * checkSessionCalls(session.permissions, [0n], [{ to: usdc, data: transferData }])
 */
export function checkSessionCalls(
  permissions: readonly SessionPermission[],
  spent: readonly bigint[],
  calls: readonly SessionCall[],
): SessionCheck {
  const spend = permissions.map(() => 0n)
  if (calls.length === 0) return { allowed: false, reason: 'call_not_permitted', call: 0 }
  for (const [index, call] of calls.entries()) {
    const found = spendOf(permissions, call)
    if (!found) return { allowed: false, reason: 'call_not_permitted', call: index }
    spend[found.permission] = (spend[found.permission] ?? 0n) + found.amount
  }
  for (const [index, permission] of permissions.entries()) {
    const allowance = BigInt(permission.policies[0].data.allowance)
    const total = (spent[index] ?? 0n) + (spend[index] ?? 0n)
    if (total > allowance) {
      return { allowed: false, reason: 'over_limit', permission: index, allowance, total }
    }
  }
  return { allowed: true, spend }
}

/** The permission a call spends under and how much; undefined when none allows it. */
function spendOf(
  permissions: readonly SessionPermission[],
  call: SessionCall,
): { permission: number; amount: bigint } | undefined {
  if (typeof call !== 'object' || call === null || typeof call.to !== 'string') return undefined
  if (!ADDRESS.test(call.to)) return undefined
  const value = call.value === undefined ? 0n : readAmount(call.value)
  const data = call.data ?? '0x'
  if (value === undefined || value < 0n || typeof data !== 'string' || !HEX_DATA.test(data)) {
    return undefined
  }
  if (data === '0x') {
    // A value transfer; one of 0 could still run the receiver's code for nothing: refused.
    const permission = permissions.findIndex((p) => p.type === 'native-token-transfer')
    return permission >= 0 && value > 0n ? { permission, amount: value } : undefined
  }
  if (value !== 0n || !TRANSFER_DATA.test(data)) return undefined
  const token = call.to.toLowerCase()
  const permission = permissions.findIndex(
    (p) => p.type === 'erc20-token-transfer' && p.data.address.toLowerCase() === token,
  )
  if (permission < 0) return undefined
  return { permission, amount: BigInt(`0x${data.slice(74)}`) }
}
