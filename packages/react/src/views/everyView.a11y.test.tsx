import type { LatchClient } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { loadCatalogue } from '../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../test/axe.ts'
import { getModalHost } from '../test/fixtures.tsx'
import { cleanupScenarios, SCENARIOS } from '../test/viewScenarios.tsx'
import { VIEW_REGISTRY } from './viewRegistry.ts'

// axe on every view of the registry, in the states a visitor meets (test/viewScenarios.tsx),
// each in light and dark, left-to-right (English) and right-to-left (Arabic): zero violations,
// no rule turned off.
// A failure names the view, its state, the theme, the direction, the rule and the nodes.

afterEach(() => {
  cleanup()
  cleanupScenarios()
})

const VARIANTS = [
  { theme: 'light', dir: 'ltr' },
  { theme: 'dark', dir: 'ltr' },
  { theme: 'dark', dir: 'rtl' },
  { theme: 'light', dir: 'rtl' },
] as const

/** Shows the modal in a theme and, for right-to-left, in Arabic (the `dir` and `lang` it sets). */
function show(client: LatchClient, { theme, dir }: (typeof VARIANTS)[number]) {
  act(() => {
    client.setThemeMode(theme)
    client.setLocale(dir === 'rtl' ? 'ar' : 'en')
  })
  expect(getModalHost().host.dataset.theme).toBe(theme)
  expect(getModalHost().root.querySelector('.latch-card')?.getAttribute('dir')).toBe(dir)
}

/**
 * Ends at once the colour transitions a theme change starts (what `settle` would wait for, ~0.2 s
 * a variant): axe then reads the colours the visitor ends up seeing.
 */
const finishTransitions = () =>
  act(async () => {
    for (let frame = 0; frame < 2; frame++) {
      for (const animation of getModalHost().root.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish()
      }
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })

test('every view of the registry has a scenario', () => {
  const covered = new Set(SCENARIOS.map((scenario) => scenario.view))
  expect(Object.keys(VIEW_REGISTRY).filter((view) => !covered.has(view as never))).toEqual([])
})

test.each(
  SCENARIOS.map(
    (scenario) =>
      [
        `${scenario.view}: ${scenario.steps.map((step) => step.state).join(', ')}`,
        scenario,
      ] as const,
  ),
)('%s', async (_, scenario) => {
  const client = await scenario.start()
  const found: string[] = []
  for (const step of scenario.steps) {
    await step.reach(client)
    await settle()
    for (const variant of VARIANTS) {
      show(client, variant)
      await finishTransitions()
      for (const violation of await violationsOf(getModalHost().host)) {
        found.push(
          `${scenario.view} (${step.state}), ${variant.theme}, ${variant.dir}: ${violation.id}\n  ${violation.nodes.join('\n  ')}`,
        )
      }
    }
    show(client, VARIANTS[0])
  }
  expect(found).toEqual([])
})
