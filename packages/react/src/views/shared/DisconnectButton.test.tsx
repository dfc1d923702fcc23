import { cleanup } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { createTestClient, renderWithLatch } from '../../test/fixtures.tsx'
import { DisconnectButton } from './DisconnectButton.tsx'

afterEach(cleanup)

test('in another language its text comes from the catalogue', () => {
  setCatalogue('es', pseudoCatalogue())
  const { container } = renderWithLatch(<DisconnectButton />, createTestClient({ locale: 'es' }))
  expect(container.textContent).toBe('⟦Disconnect⟧')
  expect(untranslatedTexts(container)).toEqual([])
})
