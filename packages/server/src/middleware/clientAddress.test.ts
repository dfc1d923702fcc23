import { expect, test } from 'vitest'
import { clientKey, UNKNOWN_CLIENT } from './clientAddress.ts'

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['2001:db8:0:1:aaaa:bbbb:cccc:1', '2001:db8:0:1::/64'],
  ['2001:DB8:0:1::2', '2001:db8:0:1::/64'],
  ['2001:0db8:0000:0001::', '2001:db8:0:1::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['::', '0:0:0:0::/64'],
  ['2001:db8::1.2.3.4', '2001:db8:0:0::/64'],
])('clientKey(%s) is %s', (address, key) => {
  expect(clientKey(address)).toBe(key)
})

test('requests without a connection share one key', () => {
  expect(clientKey(undefined)).toBe(UNKNOWN_CLIENT)
})
