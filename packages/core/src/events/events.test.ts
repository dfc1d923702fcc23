import { expect, test } from 'vitest'
import { createEventEmitter } from './events.ts'

test('an event a listener emits does not replace the one the next listeners receive', () => {
  const events = createEventEmitter(() => {})
  const seen: string[] = []
  events.subscribe(({ data }) => {
    if (data.event === 'CONNECT_SUCCESS') events.emit('SWITCH_NETWORK')
  })
  events.subscribe(({ data }) => seen.push(data.event))
  events.emit('CONNECT_SUCCESS')
  expect(seen).toEqual(['SWITCH_NETWORK', 'CONNECT_SUCCESS'])
  expect(events.last()?.data.event).toBe('SWITCH_NETWORK')
})

test('a throwing listener is reported and the others still hear the event', () => {
  const errors: unknown[] = []
  const events = createEventEmitter((error) => errors.push(error))
  const seen: string[] = []
  events.subscribe(() => {
    throw new Error('listener broke')
  })
  events.subscribe(({ data }) => seen.push(data.event))
  events.emit('MODAL_OPEN')
  expect(seen).toEqual(['MODAL_OPEN'])
  expect(errors).toHaveLength(1)
})
