import { english } from '../i18n/english/index.ts'
import type { Catalogue, Message, Messages } from '../i18n/types.ts'

const wrap = (text: string) => `⟦${text}⟧`

/**
 * A pseudo-language: every English text wrapped in ⟦ ⟧ (placeholders kept). Give it to a client
 * (`setCatalogue('es', pseudoCatalogue())` then `latch.setLocale('es')`) and any text a view
 * shows without the brackets did not come from the catalogue.
 */
export function pseudoCatalogue(): Catalogue {
  const catalogue: Record<string, Messages> = {}
  for (const [namespace, messages] of Object.entries(english) as [string, Messages][]) {
    const wrapped: Record<string, Message> = {}
    for (const [key, message] of Object.entries(messages)) {
      wrapped[key] =
        typeof message === 'string'
          ? wrap(message)
          : (Object.fromEntries(
              Object.entries(message).map(([category, form]) => [category, wrap(form)]),
            ) as Message)
    }
    catalogue[namespace] = wrapped
  }
  return catalogue
}

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']

/** Texts people see or hear that carry letters (numbers, addresses and symbols alone don't). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/0x[0-9a-f]+/gi, ''))

/**
 * Every text under `root` (its text, and the attributes people hear: aria-label, placeholder,
 * title, alt) that has words and no ⟦ ⟧ from {@link pseudoCatalogue}, except those `data` lists
 * (names of wallets, networks and tokens, which are data, not the kit's texts). Hidden elements
 * count too: a screen reader may read them.
 */
export function untranslatedTexts(root: ParentNode, data: readonly string[] = []): string[] {
  const found: string[] = []
  const isData = (text: string) => {
    let rest = text
    for (const item of data) rest = rest.split(item).join(' ')
    return !hasWords(rest)
  }
  const check = (text: string | null | undefined, where: string) => {
    const trimmed = text?.trim()
    if (!trimmed || trimmed.includes('⟦') || !hasWords(trimmed) || isData(trimmed)) return
    found.push(`${where}: ${trimmed}`)
  }
  const visit = (node: ParentNode) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        check(child.textContent, (child.parentElement?.tagName ?? '#').toLowerCase())
      } else if (child instanceof Element) {
        if (child.tagName === 'STYLE' || child.tagName === 'SCRIPT') continue
        for (const attribute of ATTRIBUTES) {
          check(child.getAttribute(attribute), `${child.tagName.toLowerCase()}[${attribute}]`)
        }
        visit(child)
        if (child.shadowRoot) visit(child.shadowRoot)
      }
    }
  }
  visit(root)
  return found
}
