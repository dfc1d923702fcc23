import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkSessionCalls } from './checkSessionCalls.ts'
import { parseGrantPermissions } from './parseGrantPermissions.ts'
import type { SessionCall } from './types.ts'

const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const OTHER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const NOW_S = 1_800_000_000

const grant = (allowance: bigint, native?: bigint) =>
  parseGrantPermissions(
    {
      expiry: NOW_S + 3600,
      permissions: [
        {
          type: 'erc20-token-transfer',
          data: { address: USDC, ticker: 'USDC' },
          policies: [
            { type: 'token-allowance', data: { allowance: `0x${allowance.toString(16)}` } },
          ],
        },
        ...(native === undefined
          ? []
          : [
              {
                type: 'native-token-transfer',
                data: { ticker: 'ETH' },
                policies: [{ type: 'token-allowance', data: { allowance: native.toString() } }],
              },
            ]),
      ],
    },
    NOW_S,
  ).permissions

const transfer = (amount: bigint, token = USDC, to = RECEIVER): SessionCall => ({
  to: token,
  data: `0xa9059cbb${to.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`,
})

describe('checkSessionCalls', () => {
  test('transfers of the granted token within the allowance are allowed and counted', () => {
    expect(checkSessionCalls(grant(10n), [3n], [transfer(4n), transfer(3n)])).toEqual({
      allowed: true,
      spend: [7n],
    })
  })

  test('past the allowance, counting what the session spent before, is refused', () => {
    expect(checkSessionCalls(grant(10n), [4n], [transfer(7n)])).toEqual({
      allowed: false,
      reason: 'over_limit',
      permission: 0,
      allowance: 10n,
      total: 11n,
    })
    expect(checkSessionCalls(grant(10n), [4n], [transfer(6n)]).allowed).toBe(true)
  })

  test('another token, another function, a value with data, a bad call: not permitted', () => {
    const permissions = grant(10n)
    const refused = (calls: SessionCall[]) => checkSessionCalls(permissions, [0n], calls)
    expect(refused([transfer(1n, OTHER)])).toEqual({
      allowed: false,
      reason: 'call_not_permitted',
      call: 0,
    })
    // approve(address,uint256) has the same layout, another selector.
    const approve = { to: USDC, data: `0x095ea7b3${transfer(1n).data!.slice(10)}` }
    expect(refused([transfer(1n), approve])).toMatchObject({ call: 1 })
    expect(refused([{ ...transfer(1n), value: '0x1' }])).toMatchObject({ call: 0 })
    // A dirty address word (bits above the 20 bytes) or extra bytes are not a plain transfer.
    const dirty = `0xa9059cbb${'1'.padStart(24, '0')}${RECEIVER.slice(2)}${'1'.padStart(64, '0')}`
    expect(refused([{ to: USDC, data: dirty }])).toMatchObject({ reason: 'call_not_permitted' })
    expect(refused([{ to: USDC, data: `${transfer(1n).data}00` }])).toMatchObject({ call: 0 })
    expect(refused([{ to: 'usdc', data: transfer(1n).data }])).toMatchObject({ call: 0 })
    expect(refused([{ to: USDC, data: 'a9059cbb' }])).toMatchObject({ call: 0 })
    expect(refused([])).toMatchObject({ reason: 'call_not_permitted' })
    expect(refused([null as unknown as SessionCall])).toMatchObject({ call: 0 })
  })

  test('native value: only under a native permission, never 0, cumulative', () => {
    expect(checkSessionCalls(grant(10n), [0n], [{ to: RECEIVER, value: '0x1' }])).toMatchObject({
      reason: 'call_not_permitted',
    })
    const permissions = grant(10n, 100n)
    expect(
      checkSessionCalls(permissions, [0n, 60n], [{ to: RECEIVER, value: '0x28' }, transfer(2n)]),
    ).toEqual({ allowed: true, spend: [2n, 40n] })
    expect(
      checkSessionCalls(permissions, [0n, 61n], [{ to: RECEIVER, value: '0x28' }]),
    ).toMatchObject({ reason: 'over_limit', permission: 1, total: 101n })
    expect(
      checkSessionCalls(permissions, [0n, 0n], [{ to: RECEIVER, value: '0x0' }]),
    ).toMatchObject({ reason: 'call_not_permitted' })
    expect(checkSessionCalls(permissions, [0n, 0n], [{ to: RECEIVER }])).toMatchObject({
      reason: 'call_not_permitted',
    })
    expect(checkSessionCalls(permissions, [0n, 0n], [{ to: RECEIVER, value: '-1' }])).toMatchObject(
      { reason: 'call_not_permitted' },
    )
  })

  test('property: allowed exactly when every call is a granted transfer and the totals fit', () => {
    const amount = fc.bigInt({ min: 0n, max: 50n })
    const call = fc.oneof(
      amount.map((a) => ({ kind: 'usdc', amount: a, call: transfer(a) })),
      amount.map((a) => ({ kind: 'other', amount: a, call: transfer(a, OTHER) })),
      amount.map((a) => ({
        kind: 'native',
        amount: a,
        call: { to: RECEIVER, value: `0x${a.toString(16)}` } as SessionCall,
      })),
    )
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100n }),
        fc.bigInt({ min: 1n, max: 100n }),
        fc.bigInt({ min: 0n, max: 100n }),
        fc.bigInt({ min: 0n, max: 100n }),
        fc.array(call, { minLength: 1, maxLength: 6 }),
        (tokenAllowance, nativeAllowance, tokenSpent, nativeSpent, calls) => {
          const result = checkSessionCalls(
            grant(tokenAllowance, nativeAllowance),
            [tokenSpent, nativeSpent],
            calls.map((c) => c.call),
          )
          const permitted = calls.every(
            (c) => c.kind === 'usdc' || (c.kind === 'native' && c.amount > 0n),
          )
          const sum = (kind: string) =>
            calls.filter((c) => c.kind === kind).reduce((total, c) => total + c.amount, 0n)
          const fits =
            tokenSpent + sum('usdc') <= tokenAllowance &&
            nativeSpent + sum('native') <= nativeAllowance
          expect(result.allowed).toBe(permitted && fits)
          if (result.allowed) expect(result.spend).toEqual([sum('usdc'), sum('native')])
        },
      ),
    )
  })
})
