import { describe, expect, test } from 'vitest'
import { InvalidSessionRequestError } from './errors.ts'
import { parseGrantPermissions } from './parseGrantPermissions.ts'

const NOW_S = 1_800_000_000
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const allowance = (value: unknown) => [{ type: 'token-allowance', data: { allowance: value } }]
const erc20 = (extra: Record<string, unknown> = {}) => ({
  type: 'erc20-token-transfer',
  data: { address: USDC, ticker: 'USDC' },
  policies: allowance('0x989680'),
  required: true,
  ...extra,
})

/** The reason a request is refused with (the test fails when it is accepted). */
function reason(request: unknown): string {
  try {
    parseGrantPermissions(request, NOW_S)
  } catch (error) {
    if (error instanceof InvalidSessionRequestError) return error.reason
    throw error
  }
  throw new Error('accepted')
}

describe('parseGrantPermissions', () => {
  test('viem erc7715 request → canonical: lower-case token, minimal hex, the signer kept', () => {
    expect(
      parseGrantPermissions(
        {
          expiry: NOW_S + 60,
          chainId: '0x7a69',
          signer: { type: 'account', data: { id: USDC } },
          permissions: [
            erc20(),
            { type: 'native-token-transfer', data: {}, policies: allowance('1000') },
          ],
        },
        NOW_S,
      ),
    ).toEqual({
      expiry: NOW_S + 60,
      chainId: 'eip155:31337',
      signer: { type: 'account', data: { id: USDC.toLowerCase() } },
      permissions: [
        {
          type: 'erc20-token-transfer',
          data: { address: USDC.toLowerCase(), ticker: 'USDC' },
          policies: [{ type: 'token-allowance', data: { allowance: '0x989680' } }],
          required: true,
        },
        {
          type: 'native-token-transfer',
          data: {},
          policies: [{ type: 'token-allowance', data: { allowance: '0x3e8' } }],
        },
      ],
    })
  })

  test('refuses what the wallet cannot enforce or read, by reason', () => {
    const valid = { expiry: NOW_S + 60, permissions: [erc20()] }
    expect(reason(null)).toBe('request')
    expect(reason({ ...valid, expiry: NOW_S })).toBe('expiry')
    expect(reason({ ...valid, expiry: NOW_S + 91 * 86_400 })).toBe('expiry')
    expect(reason({ ...valid, expiry: '1900000000' })).toBe('expiry')
    expect(reason({ ...valid, permissions: [] })).toBe('permissions')
    expect(reason({ ...valid, permissions: Array(9).fill(erc20()) })).toBe('permissions')
    expect(reason({ ...valid, permissions: [erc20(), erc20()] })).toBe('permissions')
    expect(reason({ ...valid, permissions: [erc20({ type: 'contract-call' })] })).toBe(
      'permission_type',
    )
    expect(reason({ ...valid, permissions: [erc20({ data: { address: '0x12' } })] })).toBe('token')
    expect(reason({ ...valid, permissions: [erc20({ policies: [] })] })).toBe('policy')
    const gas = [{ type: 'gas-limit', data: { limit: '0x1' } }]
    expect(reason({ ...valid, permissions: [erc20({ policies: gas })] })).toBe('policy')
    const two = [...allowance('0x1'), ...allowance('0x2')]
    expect(reason({ ...valid, permissions: [erc20({ policies: two })] })).toBe('policy')
    for (const bad of ['0x0', '0', '-1', '1.5', 'ten', `0x1${'0'.repeat(64)}`, 1.5, null]) {
      expect(reason({ ...valid, permissions: [erc20({ policies: allowance(bad) })] })).toBe(
        'allowance',
      )
    }
    expect(reason({ ...valid, signer: { type: 'account', data: { id: 'me' } } })).toBe('signer')
    expect(reason({ ...valid, signer: { type: 'robot' } })).toBe('signer')
    expect(reason({ ...valid, chainId: '0x0' })).toBe('chain')
  })
})
