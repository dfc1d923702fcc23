import { expect, test } from 'vitest'
import { buildQrPath } from './buildQrPath.ts'

const X = true
const _ = false

test('each run of dark modules in a row is one rectangle, shifted by the quiet zone', () => {
  const path = buildQrPath(
    [
      [X, X, _],
      [_, X, X],
    ],
    2,
  )
  expect(path).toBe('M2 2h2v1h-2zM3 3h2v1h-2z')
})

test('a run that reaches the edge of the row is closed', () => {
  expect(buildQrPath([[_, X]], 0)).toBe('M1 0h1v1h-1z')
})

test('modules inside the hole are left out, splitting runs around it', () => {
  const row = [X, X, X, X, X]
  const path = buildQrPath([row, row, row, row, row], 0, { start: 1, size: 3 })
  const rectangles = path.split('z').filter(Boolean)
  // Rows 0 and 4 whole; rows 1–3 keep only their first and last module.
  expect(rectangles).toEqual([
    'M0 0h5v1h-5',
    'M0 1h1v1h-1',
    'M4 1h1v1h-1',
    'M0 2h1v1h-1',
    'M4 2h1v1h-1',
    'M0 3h1v1h-1',
    'M4 3h1v1h-1',
    'M0 4h5v1h-5',
  ])
})

test('an all-light matrix draws nothing', () => {
  expect(
    buildQrPath(
      [
        [_, _],
        [_, _],
      ],
      4,
    ),
  ).toBe('')
})
