import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { sanitizePersistedState } from '../store/sanitizePersistedState.ts'
import { createTestClient } from '../test/createTestClient.ts'
import {
  acceptLegalTerms,
  getLegalConsentKey,
  getLegalLinks,
  isLegalConsentPending,
} from './legalConsent.ts'

const TERMS = 'https://example.com/terms'
const PRIVACY = 'https://example.com/privacy'
const LEGAL = {
  features: { legalCheckbox: true },
  termsConditionsUrl: TERMS,
  privacyPolicyUrl: PRIVACY,
}

describe('the legalCheckbox consent', () => {
  test('its key is the links; no links, nothing to agree to', () => {
    expect(getLegalConsentKey({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY })).toBe(
      `${TERMS} ${PRIVACY}`,
    )
    expect(getLegalConsentKey({ privacyPolicyUrl: PRIVACY })).toBe(` ${PRIVACY}`)
    expect(getLegalConsentKey({})).toBeUndefined()
  })

  test('pending only with the feature on and a link; accepting is persisted, unticking takes it back', () => {
    expect(isLegalConsentPending(createTestClient(), createTestClient().getState())).toBe(false)
    const noLinks = createTestClient({ features: { legalCheckbox: true } })
    expect(isLegalConsentPending(noLinks, noLinks.getState())).toBe(false)
    const client = createTestClient(LEGAL)
    expect(isLegalConsentPending(client, client.getState())).toBe(true)
    acceptLegalTerms(client, true)
    expect(isLegalConsentPending(client, client.getState())).toBe(false)
    expect(client.memory.getItem('@latch/legal_accepted')).toBe(`${TERMS} ${PRIVACY}`)
    // A reload on the same storage remembers it.
    const reloaded = createTestClient(LEGAL, client.memory)
    expect(isLegalConsentPending(reloaded, reloaded.getState())).toBe(false)
    // New links (a new version of the terms) ask again.
    const newTerms = createTestClient(
      { ...LEGAL, termsConditionsUrl: `${TERMS}-v2` },
      client.memory,
    )
    expect(isLegalConsentPending(newTerms, newTerms.getState())).toBe(true)
    acceptLegalTerms(client, false)
    expect(client.memory.getItem('@latch/legal_accepted')).toBeNull()
  })

  test('a stored value of the wrong shape is dropped', () => {
    expect(sanitizePersistedState({ legalAccepted: 42 }).legalAccepted).toBeUndefined()
    expect(sanitizePersistedState({ legalAccepted: TERMS }).legalAccepted).toBe(TERMS)
    const storage = createMemoryStorage({ '@latch/legal_accepted': TERMS, '@latch/version': '1' })
    expect(createTestClient({}, storage).getState().legalAccepted).toBe(TERMS)
  })

  test.each([['javascript:alert(1)'], ['not a url'], ['ftp://example.com/terms'], [42]])(
    '%j is never linked: left out, and alone it asks for nothing',
    (url) => {
      const options = { termsConditionsUrl: url as string, privacyPolicyUrl: PRIVACY }
      expect(getLegalLinks(options)).toEqual({ terms: undefined, privacy: PRIVACY })
      expect(getLegalConsentKey({ termsConditionsUrl: url as string })).toBeUndefined()
      const client = createTestClient({
        ...LEGAL,
        termsConditionsUrl: url as string,
        privacyPolicyUrl: undefined,
      })
      expect(isLegalConsentPending(client, client.getState())).toBe(false)
    },
  )

  test('http and https links are taken', () => {
    expect(
      getLegalLinks({
        termsConditionsUrl: 'http://localhost:5173/terms.html',
        privacyPolicyUrl: PRIVACY,
      }),
    ).toEqual({ terms: 'http://localhost:5173/terms.html', privacy: PRIVACY })
  })
})
