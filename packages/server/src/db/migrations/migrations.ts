import { migration0001 } from './0001_init.ts'
import { migration0002 } from './0002_nfts.ts'
import { migration0003 } from './0003_auth.ts'
import { migration0004 } from './0004_embedded.ts'
import { migration0005 } from './0005_embedded_social.ts'
import { migration0006 } from './0006_embedded_email_change.ts'
import { migration0007 } from './0007_embedded_passkeys.ts'
import { migration0008 } from './0008_smart_sessions.ts'
import { migration0009 } from './0009_scale_out.ts'
import { migration0010 } from './0010_relay_usage.ts'

/** One schema change; `version` numbers are applied in increasing order, once each. */
export type Migration = { version: number; name: string; sql: string }

/** Every migration, oldest first. Append new ones; never edit an applied one. */
export const migrations: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
]
