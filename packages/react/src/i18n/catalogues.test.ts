import { LOCALES } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { english, englishGroups } from './english/index.ts'
import type { Catalogue, Message } from './types.ts'

const placeholders = (message: Message): string[] => {
  const forms = typeof message === 'string' ? [message] : Object.values(message)
  return [...new Set(forms.flatMap((form) => form.match(/\{\w+\}/g) ?? []))].sort()
}

const loadLocale = async (locale: string): Promise<Catalogue> =>
  (await import(`../locales/${locale}/${locale}.ts`)).default

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  test('has every English namespace and key, and nothing else', async () => {
    const catalogue = await loadLocale(locale)
    const keys = (messages: object) => Object.keys(messages).sort()
    expect(keys(catalogue)).toEqual(keys(english))
    for (const [namespace, messages] of Object.entries(english)) {
      expect(keys(catalogue[namespace] ?? {}), `${locale} ${namespace}`).toEqual(
        keys(messages as object),
      )
    }
  })

  test('keeps every placeholder, and each text is filled in', async () => {
    const catalogue = await loadLocale(locale)
    for (const [namespace, messages] of Object.entries(english)) {
      for (const [key, message] of Object.entries(messages as Record<string, Message>)) {
        const translated = catalogue[namespace]?.[key]
        const where = `${locale} ${namespace}.${key}`
        expect(translated, where).toBeDefined()
        if (translated === undefined) continue
        expect(placeholders(translated), where).toEqual(placeholders(message))
        const forms = typeof translated === 'string' ? [translated] : Object.values(translated)
        for (const form of forms) expect(form.trim(), where).not.toBe('')
        if (typeof message !== 'string') expect(typeof translated, where).toBe('object')
      }
    }
  })
})

test('no two groups share a namespace', () => {
  const namespaces = Object.values(englishGroups).flatMap((group) => Object.keys(group))
  expect(namespaces.length).toBe(new Set(namespaces).size)
})
