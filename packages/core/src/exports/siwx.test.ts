import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, testEntrySurface } from '../test/exportedNames.ts'
import * as siwx from './siwx.ts'

const file = fileURLToPath(new URL('./siwx.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)

test('@latch/core/siwx exports the sign-in message formatter, parser and error, and the built-in sign-in configs', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "LatchSiwxOptions (type)",
      "SiwxMessageError (value)",
      "SiwxMessageErrorReason (type)",
      "SiwxMessageFields (type)",
      "UnverifiedSiwxOptions (type)",
      "formatSiwxMessage (value)",
      "fromSiweConfig (value)",
      "latchSiwx (value)",
      "parseSiwxMessage (value)",
      "unverifiedSiwx (value)",
    ]
  `)
})

testEntrySurface(file, siwx, names)
