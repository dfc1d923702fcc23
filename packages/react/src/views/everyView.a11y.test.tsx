import type { LatchClient } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { loadCatalogue } from '../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../test/axe.ts'
import { getModalHost } from '../test/fixtures.tsx'
import { cleanupScenarios, SCENARIOS } from '../test/viewScenarios.tsx'
import { ICON_PATHS } from './shared/extraIcons.ts'
import { VIEW_REGISTRY } from './viewRegistry.ts'

// axe on every view of the registry, in the states a visitor meets (test/viewScenarios.tsx),
// each in light and dark, left-to-right (English) and right-to-left (Arabic): zero violations,
// no rule turned off.
// A failure names the view, its state, the theme, the direction, the rule and the nodes. Each
// state is also checked for what right to left changes and axe can't see (layoutFaults).

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

beforeAll(async () => {
  // The Arabic texts, loaded once: every right-to-left variant shows them, not English mirrored.
  expect(await loadCatalogue('ar')).toBeDefined()
})

/** An amount with its symbol, alone in its element: "1.500 ETH", "+12.500 USDC", "≈ 0.000042 ETH". */
const AMOUNT = /^[≈+\-−]?\s*\d[\d.,]*\s+[A-Z][A-Za-z0-9]{1,9}$/

/**
 * Where each chevron points on screen, as a unit vector (the path points right): what its own
 * and its ancestors' transforms (`transform`, `rotate`, `scale`) make of it.
 */
function chevronDirections(root: ShadowRoot): string[] {
  return [...root.querySelectorAll(`path[d="${ICON_PATHS.chevronRight}"]`)].map((path) => {
    let matrix = new DOMMatrix()
    for (let element = path.parentElement; element && element !== root.host; ) {
      const style = getComputedStyle(element)
      const [x = 1, y = x] = style.scale === 'none' ? [] : style.scale.split(' ').map(Number)
      const own = new DOMMatrix()
        .rotate(style.rotate === 'none' ? 0 : Number.parseFloat(style.rotate))
        .scale(x, y)
        .multiply(new DOMMatrix(style.transform === 'none' ? undefined : style.transform))
      matrix = own.multiply(matrix)
      element = element.parentElement
    }
    const { x, y } = matrix.transformPoint(new DOMPoint(1, 0))
    return `${Math.round(x)},${Math.round(y)}`
  })
}

/** A direction of {@link chevronDirections}, mirrored left to right. */
const mirrored = (direction: string) => {
  const [x, y] = direction.split(',').map(Number)
  return `${-x! || 0},${y}`
}

/**
 * What a mirrored modal must hold in each view (the direction's part that axe can't see): Back
 * on the start side of Close with its arrow turned, each chevron pointing as in left to right
 * but mirrored (`ltrChevrons`), amounts left to right. Returns what is wrong.
 */
function layoutFaults(root: ShadowRoot, dir: 'ltr' | 'rtl', ltrChevrons: string[]): string[] {
  const faults: string[] = []
  const turned = dir === 'rtl' ? '-1 1' : 'none'
  const back = root.querySelector('[data-action=back]')
  const close = root.querySelector('[data-action=close]')
  if (back && close) {
    const backIsLeft = back.getBoundingClientRect().left < close.getBoundingClientRect().left
    if (backIsLeft !== (dir === 'ltr')) faults.push('Back is not on the start side')
    if (getComputedStyle(back).scale !== turned) faults.push('Back arrow points the wrong way')
  }
  const chevrons = chevronDirections(root)
  const expected = dir === 'rtl' ? ltrChevrons.map(mirrored) : ltrChevrons
  if (chevrons.join(' ') !== expected.join(' ')) {
    faults.push(`chevrons point ${chevrons.join(' ')}, not ${expected.join(' ')}`)
  }
  for (const element of root.querySelectorAll('.latch-card *')) {
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim()
    if (AMOUNT.test(text) && getComputedStyle(element).direction !== 'ltr') {
      faults.push(`"${text}" (.${element.className}) is not kept left to right`)
    }
  }
  return faults
}

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
  const found = new Set<string>()
  for (const step of scenario.steps) {
    await step.reach(client)
    await settle()
    let ltrChevrons: string[] = []
    for (const variant of VARIANTS) {
      show(client, variant)
      await finishTransitions()
      if (variant === VARIANTS[0]) ltrChevrons = chevronDirections(getModalHost().root)
      for (const fault of layoutFaults(getModalHost().root, variant.dir, ltrChevrons)) {
        found.add(`${scenario.view} (${step.state}), ${variant.dir}: ${fault}`)
      }
      for (const violation of await violationsOf(getModalHost().host)) {
        found.add(
          `${scenario.view} (${step.state}), ${variant.theme}, ${variant.dir}: ${violation.id}\n  ${violation.nodes.join('\n  ')}`,
        )
      }
    }
    show(client, VARIANTS[0])
  }
  expect([...found]).toEqual([])
})
