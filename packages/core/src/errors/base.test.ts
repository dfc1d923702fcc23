import { describe, expect, test } from 'vitest'
import { LatchError } from './base.ts'

describe('LatchError', () => {
  test('keeps the short message apart from the details', () => {
    const error = new LatchError('Failed to connect', { details: 'socket closed' })
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.message).toMatchInlineSnapshot(`
      "Failed to connect
      Details: socket closed"
    `)
  })

  test('takes its details from an Error cause', () => {
    const error = new LatchError('Failed to connect', { cause: new Error('boom') })
    expect(error.details).toBe('boom')
    expect(error.cause).toBeInstanceOf(Error)
  })

  test('walk finds the root cause and a matching cause', () => {
    class RootError extends Error {}
    const root = new RootError('root')
    const middle = new LatchError('middle', { cause: root })
    const top = new LatchError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof RootError)).toBe(root)
    expect(top.walk((e) => e instanceof TypeError)).toBeNull()
  })
})
