import type { LatchClient } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { userEvent } from '@vitest/browser/context'
import { afterEach, expect, test } from 'vitest'
import { getModalHost } from '../../test/fixtures.tsx'
import { cleanupScenarios, SCENARIOS } from '../../test/viewScenarios.tsx'

afterEach(() => {
  cleanup()
  cleanupScenarios()
})

/** A scenario's first state, shown in Arabic (right to left). */
async function inArabic(view: string, state: string): Promise<LatchClient> {
  const scenario = SCENARIOS.find((entry) => entry.view === view)!
  const client = await scenario.start()
  await scenario.steps.find((step) => step.state === state)!.reach(client)
  act(() => client.setLocale('ar'))
  expect(getModalHost().root.querySelector('.latch-card')?.getAttribute('dir')).toBe('rtl')
  return client
}

const focused = () => getModalHost().root.activeElement as HTMLElement
const left = (element: Element) => element.getBoundingClientRect().left

test('right to left, the arrows move through Account’s tabs the way they point', async () => {
  await inArabic('Account', 'Tokens tab with data')
  const tabs = [...getModalHost().root.querySelectorAll<HTMLElement>('[role=tab]')]
  tabs[0]!.focus()
  await userEvent.keyboard('{ArrowLeft}')
  expect(focused()).toBe(tabs[1])
  expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
  expect(left(tabs[1]!)).toBeLessThan(left(tabs[0]!))
  await userEvent.keyboard('{ArrowRight}')
  expect(focused()).toBe(tabs[0])
})

test('right to left, the arrows move through All Wallets’ grid the way they point', async () => {
  await inArabic('AllWallets', 'grid')
  const tile = (index: number) =>
    getModalHost().root.querySelector<HTMLElement>(
      `[role=gridcell] > button[data-index="${index}"]`,
    )!
  tile(0).focus()
  await userEvent.keyboard('{ArrowLeft}')
  expect(focused()).toBe(tile(1))
  expect(left(tile(1))).toBeLessThan(left(tile(0)))
  await userEvent.keyboard('{ArrowRight}')
  expect(focused()).toBe(tile(0))
})
