import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, testEntrySurface } from '../test/exportedNames.ts'
import * as sessions from './sessions.ts'

const file = fileURLToPath(new URL('./sessions.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)

test('@latch/core/sessions exports the smart-session checks, policy, signed texts and wire types', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "ERC20_TRANSFER_SELECTOR (value)",
      "Erc20TransferPermission (type)",
      "GrantPermissionsAnswer (type)",
      "GrantRequest (type)",
      "InvalidSessionRequestError (value)",
      "InvalidSessionRequestReason (type)",
      "NativeTransferPermission (type)",
      "RevokeSessionBody (type)",
      "SESSION_MAX_LIFETIME_S (value)",
      "SESSION_MAX_PERMISSIONS (value)",
      "SESSION_REFUSED_CODE (value)",
      "SessionAllowancePolicy (type)",
      "SessionCall (type)",
      "SessionCheck (type)",
      "SessionGrantMessageFields (type)",
      "SessionPermission (type)",
      "SessionRefusal (type)",
      "SessionSigner (type)",
      "SmartSessionInfo (type)",
      "SmartSessionStatus (type)",
      "SmartSessionsAnswer (type)",
      "checkSessionCalls (value)",
      "parseGrantPermissions (value)",
      "readAmount (value)",
      "sessionGrantMessage (value)",
      "sessionRevokeMessage (value)",
      "toHex (value)",
    ]
  `)
})

testEntrySurface(file, sessions, names)
