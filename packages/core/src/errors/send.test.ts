import { describe, expect, test } from 'vitest'
import { LatchError } from './base.ts'
import {
  SendAmountRequiredError,
  SendTokenRequiredError,
  SendValidationError,
  UnsupportedSendChainError,
} from './send.ts'

describe('send errors', () => {
  test.each([
    {
      name: 'UnsupportedSendChainError',
      error: new UnsupportedSendChainError({ namespace: 'bip122' }),
      reason: 'unsupportedChain',
      shortMessage: 'Unsupported chain',
    },
    {
      name: 'SendTokenRequiredError',
      error: new SendTokenRequiredError(),
      reason: 'tokenRequired',
      shortMessage: 'A token is required',
    },
    {
      name: 'SendAmountRequiredError',
      error: new SendAmountRequiredError(),
      reason: 'amountAndReceiverRequired',
      shortMessage: 'An amount and receiver address are required',
    },
  ])('$name: name, reason and exact SPEC §5 text', ({ name, error, reason, shortMessage }) => {
    expect(error).toBeInstanceOf(SendValidationError)
    expect(error).toBeInstanceOf(LatchError)
    expect(error.name).toBe(name)
    expect(error.reason).toBe(reason)
    expect(error.shortMessage).toBe(shortMessage)
  })

  test('an unsupported chain error names the namespace for developers', () => {
    const error = new UnsupportedSendChainError({ namespace: 'cosmos' })
    expect(error.namespace).toBe('cosmos')
    expect(error.details).toContain('"cosmos"')
  })
})
