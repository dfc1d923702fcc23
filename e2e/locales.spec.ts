import { type Browser, expect, type Page, test } from '@playwright/test'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { english } from '../packages/react/src/i18n/english/index.ts'
import type { Catalogue, Message } from '../packages/react/src/i18n/types.ts'
import { accountButton } from './support/accounts.ts'
import { screenshot } from './support/screenshot.ts'

// The browser's language picks the modal's (no `locale` option on the demo): the language's chunk
// is the only one fetched, and the Connect, Account and Send views show no English text.
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
const LANGUAGE_CHUNK = /\/assets\/(es|fr|de|pt-BR|ja|ko|zh-CN|tr|ru|ar|he)-[\w-]+\.js$/

const forms = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message as Record<string, string>)

const catalogueOf = async (locale: string): Promise<Catalogue> =>
  (await import(`../packages/react/src/locales/${locale}/${locale}.ts`)).default

/** The text `locale` gives for the English `text` of `namespace`. */
function translate(catalogue: Catalogue, namespace: string, text: string): string {
  const messages = (english as Record<string, Record<string, Message>>)[namespace] ?? {}
  const key = Object.keys(messages).find((candidate) => messages[candidate] === text)
  const translated = key ? catalogue[namespace]?.[key] : undefined
  if (typeof translated !== 'string') throw new Error(`no ${namespace} entry for "${text}"`)
  return translated
}

/**
 * Matchers for every English text the language translates differently (a text both share, a
 * brand name say, is not "English left"). Placeholders match anything.
 */
function englishMatchers(catalogue: Catalogue): RegExp[] {
  const matchers: RegExp[] = []
  for (const [namespace, messages] of Object.entries(
    english as Record<string, Record<string, Message>>,
  )) {
    for (const [key, message] of Object.entries(messages)) {
      const translated = new Set(forms(catalogue[namespace]?.[key] ?? ''))
      for (const form of forms(message)) {
        if (translated.has(form) || !/\p{L}{3}/u.test(form.replace(/\{\w+\}/g, ''))) continue
        const pattern = form
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')
        matchers.push(new RegExp(`^${pattern}$`))
      }
    }
  }
  return matchers
}

/** Every text of the open dialog people see or hear: text nodes and labels. */
const dialogTexts = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-latch-modal]')?.shadowRoot
    const dialog = root?.querySelector('dialog')
    const texts: string[] = []
    const visit = (node: Node) => {
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) texts.push(child.textContent?.trim() ?? '')
        else if (child instanceof Element && child.tagName !== 'STYLE') {
          for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
            const value = child.getAttribute(name)
            if (value) texts.push(value.trim())
          }
          visit(child)
        }
      }
    }
    if (dialog) visit(dialog)
    return texts.filter(Boolean)
  })

async function expectNoEnglish(page: Page, matchers: RegExp[], view: string) {
  const left = (await dialogTexts(page)).filter((text) => matchers.some((m) => m.test(text)))
  expect(left, `English left in ${view}`).toEqual([])
}

async function openInLanguage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, baseURL: 'http://127.0.0.1:5173' })
  const page = await context.newPage()
  const chunks = new Set<string>()
  page.on('request', (request) => {
    const match = LANGUAGE_CHUNK.exec(new URL(request.url()).pathname)
    if (match?.[1]) chunks.add(match[1])
  })
  await page.goto('/?wallet=dev&policy=approve&solana=0')
  return { context, page, chunks }
}

for (const locale of ['ja', 'ar', 'de'] as const) {
  test(`browser in ${locale}: Connect, Account and Send in ${locale}, its chunk alone, nothing English`, async ({
    browser,
  }, testInfo) => {
    const catalogue = await catalogueOf(locale)
    const matchers = englishMatchers(catalogue)
    const { context, page, chunks } = await openInLanguage(browser, locale)

    await page
      .getByRole('button', { name: translate(catalogue, 'buttons', 'Connect Wallet') })
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toHaveAttribute('lang', locale)
    await expect(dialog).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(dialog.getByRole('button', { name: /^Latch Test Wallet\b/ })).toBeVisible()
    await expectNoEnglish(page, matchers, 'Connect')
    if (locale === 'ar') await screenshot(page, testInfo, 'connect-ar')

    await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
    await expect(dialog).toBeHidden()
    await accountButton(page, ACCOUNT).click()
    await expect(dialog.getByRole('tab').first()).toBeVisible()
    await expectNoEnglish(page, matchers, 'Account')
    if (locale === 'ar') await screenshot(page, testInfo, 'account-ar')

    await dialog
      .getByRole('button', { name: translate(catalogue, 'account', 'Send'), exact: true })
      .click()
    await expect(dialog.getByRole('textbox').first()).toBeVisible()
    await expectNoEnglish(page, matchers, 'Send')
    if (locale === 'ar') await screenshot(page, testInfo, 'send-ar')

    expect([...chunks]).toEqual([locale])
    await context.close()
  })
}

test('browser in English: no language chunk is fetched', async ({ browser }) => {
  const { context, page, chunks } = await openInLanguage(browser, 'en-US')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^Latch Test Wallet\b/ })).toBeVisible()
  await expect(dialog).toHaveAttribute('lang', 'en')
  expect([...chunks]).toEqual([])
  await context.close()
})
