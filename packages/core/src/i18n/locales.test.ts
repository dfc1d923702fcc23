import { expect, test } from 'vitest'
import { createLatch } from '../client/createLatch.ts'
import { InvalidOptionError } from '../errors/options.ts'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { formatQuantity } from '../utils/formatQuantity.ts'
import { formatUsd } from '../utils/formatUsd.ts'
import { localeDirection, matchLocale } from './locales.ts'

test.each([
  [['de-AT', 'en'], 'de'],
  [['pt-PT'], 'pt-BR'],
  [['PT-br'], 'pt-BR'],
  [['zh-Hans-SG'], 'zh-CN'],
  [['zh-TW', 'ja'], 'ja'],
  [['zh-Hant'], 'en'],
  [['iw-IL'], 'he'],
  [['ar_EG'], 'ar'],
  [['nl', 'fy'], 'en'],
  [[], 'en'],
  ['ko-KR', 'ko'],
] as const)('matchLocale(%j) is %s', (requested, expected) => {
  expect(matchLocale(requested)).toBe(expected)
})

test('Arabic and Hebrew are written right to left', () => {
  expect(['ar', 'he', 'ja', 'en'].map(localeDirection)).toEqual(['rtl', 'rtl', 'ltr', 'ltr'])
})

const network = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const client = (locale?: unknown) =>
  createLatch({
    projectId: 'p',
    networks: [network],
    remoteConfig: false,
    ...(locale === undefined ? {} : { locale: locale as string }),
  })

test('the locale option and setLocale, matched; anything but a tag is refused', () => {
  expect(client('ja-JP').getState().locale).toBe('ja')
  const latch = client('fr')
  expect(latch.setLocale('he')).toBe('he')
  expect(latch.getState().locale).toBe('he')
  expect(() => latch.setLocale('' as string)).toThrowError(InvalidOptionError)
  expect(latch.getState().locale).toBe('he')
  expect(() => client(42)).toThrowError(/Invalid option `locale`/)
})

test('amounts in the locale; English keeps SPEC §5 en-US', () => {
  expect(formatQuantity('1234.5678')).toBe('1,234.568')
  expect(formatQuantity('1234.5678', 'de')).toBe('1.234,568')
  expect(formatUsd('1234.5')).toBe('$1,234.50')
  expect(formatUsd('1234.5', 'ja')).toBe('$1,234.50')
  expect(formatUsd('1234.5', 'fr')).toBe('1\u202f234,50\u00a0$US')
})
