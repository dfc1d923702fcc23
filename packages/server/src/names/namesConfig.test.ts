import { expect, test } from 'vitest'
import { namesConfigFrom } from './namesConfig.ts'

const KEY = `0x${'ab'.repeat(32)}` as const

test('no registrar key: no registration', () => {
  expect(namesConfigFrom(undefined, {})).toBeUndefined()
  expect(namesConfigFrom({ zone: 'latch' }, {})).toBeUndefined()
})

test('the file’s key and zone, the environment over them', () => {
  expect(namesConfigFrom({ registrarPrivateKey: KEY }, {})).toEqual({
    zone: 'latch',
    registrarPrivateKey: KEY,
  })
  const other = `0x${'cd'.repeat(32)}`
  expect(
    namesConfigFrom(
      { registrarPrivateKey: KEY, zone: 'latch', registrationsPerMinute: 2 },
      { LATCH_NAME_REGISTRAR_KEY: other, LATCH_NAME_ZONE: 'shop.example' },
    ),
  ).toEqual({ zone: 'shop.example', registrarPrivateKey: other, registrationsPerMinute: 2 })
})

test('a malformed key is refused without printing it; a bad zone or limit is refused', () => {
  const secret = `0x${'ef'.repeat(31)}`
  const error = (() => {
    try {
      namesConfigFrom({ registrarPrivateKey: secret as `0x${string}` }, {})
    } catch (caught) {
      return caught as Error
    }
  })()
  expect(error?.message).toContain('LATCH_NAME_REGISTRAR_KEY')
  expect(error?.message).not.toContain(secret)
  expect(() => namesConfigFrom({ registrarPrivateKey: KEY, zone: 'Latch' }, {})).toThrow(
    'names.zone',
  )
  expect(() =>
    namesConfigFrom({ registrarPrivateKey: KEY, registrationsPerMinute: 0 }, {}),
  ).toThrow('registrationsPerMinute')
})
