import { describe, expect, test } from 'vitest'
import {
  SendAmountRequiredError,
  SendTokenRequiredError,
  UnsupportedSendChainError,
} from '../errors/send.ts'
import type { ChainNamespace } from './chainNamespace.ts'
import {
  type ValidateSendParametersParameters,
  validateSendParameters,
} from './validateSendParameters.ts'

type Token = { symbol: string }
const token: Token = { symbol: 'ETH' }
const receiverAddress = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const valid: ValidateSendParametersParameters<Token> = {
  namespace: 'eip155',
  token,
  amount: '1.5',
  receiverAddress,
}

describe('validateSendParameters', () => {
  test.each<[string, Partial<ValidateSendParametersParameters<Token>>]>([
    ['eip155 with a decimal string', {}],
    [
      'solana',
      { namespace: 'solana', receiverAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
    ],
    ['a whole number string', { amount: '2' }],
    ['a leading-dot fraction', { amount: '.5' }],
    ['a trailing dot', { amount: '3.' }],
    ['18 decimals, too small for a float', { amount: '0.000000000000000001' }],
    ['a huge amount, beyond float range', { amount: `1${'0'.repeat(400)}` }],
    ['a positive number', { amount: 0.25 }],
  ])('accepts %s and returns the values', (_case, overrides) => {
    const parameters = { ...valid, ...overrides }
    expect(validateSendParameters(parameters)).toEqual(parameters)
  })

  test.each<[string, Partial<ValidateSendParametersParameters<Token>>]>([
    ['bip122', { namespace: 'bip122' }],
    ['polkadot', { namespace: 'polkadot' }],
    ['cosmos', { namespace: 'cosmos' }],
    ['no namespace', { namespace: undefined }],
  ])("refuses %s with 'Unsupported chain'", (_case, overrides) => {
    const run = () => validateSendParameters({ ...valid, ...overrides })
    expect(run).toThrow(UnsupportedSendChainError)
    expect(run).toThrow(expect.objectContaining({ shortMessage: 'Unsupported chain' }))
  })

  test.each<[string, Partial<ValidateSendParametersParameters<Token>>]>([
    ['no token', { token: undefined }],
    ['a null token', { token: null }],
  ])("refuses %s with 'A token is required'", (_case, overrides) => {
    const run = () => validateSendParameters({ ...valid, ...overrides })
    expect(run).toThrow(SendTokenRequiredError)
    expect(run).toThrow(expect.objectContaining({ shortMessage: 'A token is required' }))
  })

  test.each<[string, Partial<ValidateSendParametersParameters<Token>>]>([
    ['no amount', { amount: undefined }],
    ['a null amount', { amount: null }],
    ['an empty amount', { amount: '' }],
    ['a zero amount', { amount: '0' }],
    ['a zero decimal amount', { amount: '0.000' }],
    ['a zero number', { amount: 0 }],
    ['a negative amount', { amount: '-1' }],
    ['a negative number', { amount: -1 }],
    ['NaN', { amount: Number.NaN }],
    ['Infinity', { amount: Number.POSITIVE_INFINITY }],
    ['two dots', { amount: '1.2.3' }],
    ['an exponent', { amount: '1e3' }],
    ['a thousands separator', { amount: '1,000' }],
    ['spaces', { amount: ' 1 ' }],
    ['a lone dot', { amount: '.' }],
    ['no receiver', { receiverAddress: undefined }],
    ['a null receiver', { receiverAddress: null }],
    ['an empty receiver', { receiverAddress: '' }],
    ['a blank receiver', { receiverAddress: '   ' }],
  ])("refuses %s with 'An amount and receiver address are required'", (_case, overrides) => {
    const run = () => validateSendParameters({ ...valid, ...overrides })
    expect(run).toThrow(SendAmountRequiredError)
    expect(run).toThrow(
      expect.objectContaining({ shortMessage: 'An amount and receiver address are required' }),
    )
  })

  describe('check order: chain, then token, then amount and receiver', () => {
    const nothing = { token: undefined, amount: undefined, receiverAddress: undefined }
    test.each<[string, ChainNamespace | undefined, object, new () => Error]>([
      [
        'unsupported chain wins over everything missing',
        'bip122',
        nothing,
        UnsupportedSendChainError,
      ],
      [
        'missing token wins over missing amount and receiver',
        'eip155',
        nothing,
        SendTokenRequiredError,
      ],
      [
        'missing token wins over a zero amount',
        'solana',
        { token: undefined, amount: '0' },
        SendTokenRequiredError,
      ],
      [
        'amount and receiver come last',
        'eip155',
        { amount: '0', receiverAddress: '' },
        SendAmountRequiredError,
      ],
    ])('%s', (_case, namespace, overrides, ErrorClass) => {
      expect(() => validateSendParameters({ ...valid, ...overrides, namespace })).toThrow(
        ErrorClass,
      )
    })
  })
})
