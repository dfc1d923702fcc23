import { describe, expect, test } from 'vitest'
import { EXIT_UP, moveInGrid } from './gridKeys.ts'
import { getRowRange } from './useVirtualRows.ts'

// 10 wallets in 4 columns:   0 1 2 3 / 4 5 6 7 / 8 9
const move = (key: string, index: number, ctrlKey = false) =>
  moveInGrid({ key, ctrlKey, index, count: 10, columns: 4, pageRows: 2 })

describe('moveInGrid', () => {
  test.each([
    ['ArrowRight', 5, false, 6],
    ['ArrowRight', 9, false, 9],
    ['ArrowRight', 3, false, 4],
    ['ArrowLeft', 4, false, 3],
    ['ArrowLeft', 0, false, 0],
    ['ArrowDown', 1, false, 5],
    ['ArrowDown', 5, false, 9],
    ['ArrowDown', 6, false, 9],
    ['ArrowDown', 9, false, 9],
    ['ArrowUp', 6, false, 2],
    ['ArrowUp', 2, false, EXIT_UP],
    ['Home', 6, false, 4],
    ['End', 5, false, 7],
    ['End', 8, false, 9],
    ['Home', 6, true, 0],
    ['End', 1, true, 9],
    ['PageDown', 1, false, 9],
    ['PageDown', 0, false, 8],
    ['PageUp', 9, false, 1],
    ['PageUp', 6, false, 2],
  ] as const)('%s from %i (ctrl %s) goes to %i', (key, index, ctrl, expected) => {
    expect(move(key, index, ctrl)).toBe(expected)
  })

  test('other keys are not grid keys', () => {
    expect(move('a', 3)).toBeUndefined()
    expect(move('Enter', 3)).toBeUndefined()
  })
})

describe('getRowRange', () => {
  const range = (scrollTop: number, rowCount = 2_500) =>
    getRowRange({ scrollTop, viewportHeight: 400, rowHeight: 100, rowCount, overscan: 2 })

  test.each([
    [0, { start: 0, end: 6 }],
    [250, { start: 0, end: 9 }],
    [1_000, { start: 8, end: 16 }],
  ])('at scrollTop %i it renders %o', (scrollTop, expected) => {
    expect(range(scrollTop)).toEqual(expected)
  })

  test('never past the last row, never before the first, and nothing for an empty list', () => {
    expect(range(249_600)).toEqual({ start: 2_494, end: 2_500 })
    expect(range(0, 0)).toEqual({ start: 0, end: 0 })
    expect(range(-50)).toEqual({ start: 0, end: 6 })
  })
})
