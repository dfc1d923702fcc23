import type { Db } from '../db/db.ts'
import type { ProjectLookup } from '../projects/createProjectCache.ts'
import type { Project } from '../projects/types.ts'
import type { Mailer } from './mailer.ts'
import type { ShareKeys } from './shareCipher.ts'

/** Hono environment of the frame origin's app. */
export type FrameEnv = { Variables: { project: Project } }

/** What the embedded API's handlers need. */
export type EmbeddedDeps = {
  db: Db
  projects: ProjectLookup
  /** Sends the login mails; undefined when no `mail` is configured (starts answer 503). */
  mailer: Mailer | undefined
  keys: ShareKeys
  now: () => number
  /** The frame origin as visitors reach it (device links point there), e.g. `http://localhost:8788`. */
  publicUrl: () => string
  /** Longest `/device/wait`. */
  deviceWaitMs: number
  devicePollMs: number
  trustProxy: number
  /** Aborted when the server stops: long polls end. */
  closing: AbortSignal
}
