import { describe, expect, test } from 'vitest'
import { operationType } from './operationType.ts'

const me = '0xaaaa000000000000000000000000000000000001'
const other = '0xbbbb000000000000000000000000000000000002'
const token = '0xcccc000000000000000000000000000000000003'
const zero = '0x0000000000000000000000000000000000000000'

describe('operationType', () => {
  test.each([
    ['sent from the account', { from: me, to: other }, [{ from: me, to: other }], 'send'],
    ['received by the account', { from: other, to: me }, [{ from: other, to: me }], 'receive'],
    ['self-transfer', { from: me, to: me }, [{ from: me, to: me }], 'send'],
    [
      'token sent through a contract call',
      { from: me, to: token },
      [{ from: me, to: other }],
      'send',
    ],
    [
      'token received from someone else’s call',
      { from: other, to: token },
      [{ from: other, to: me }],
      'receive',
    ],
    ['minted to the account', { from: other, to: token }, [{ from: zero, to: me }], 'mint'],
    ['burnt by the account', { from: me, to: token }, [{ from: me, to: zero }], 'burn'],
    [
      'out and in with others',
      { from: me, to: token },
      [
        { from: me, to: other },
        { from: other, to: me },
      ],
      'trade',
    ],
    ['contract call without transfers', { from: me, to: token }, [], 'execute'],
    ['contract creation', { from: me, to: null }, [], 'deploy'],
  ] as const)('%s → %s', (_, transaction, transfers, expected) => {
    expect(operationType(me, transaction, transfers)).toBe(expected)
  })
})
