import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, testEntrySurface } from '../test/exportedNames.ts'
import * as siwx from './siwx.ts'

const file = fileURLToPath(new URL('./siwx.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)

test('@latch/core/siwx exports the sign-in message formatter, parser and error', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "SiwxMessageError (value)",
      "SiwxMessageErrorReason (type)",
      "SiwxMessageFields (type)",
      "formatSiwxMessage (value)",
      "parseSiwxMessage (value)",
    ]
  `)
})

testEntrySurface(file, siwx, names)
