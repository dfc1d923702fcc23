import { describe, expect, test } from 'vitest'
import { createPostgresDb } from '../db/createPostgresDb.ts'
import type { Db } from '../db/db.ts'
import { migrate } from '../db/migrate.ts'
import { findPostgresBin, startPostgresCluster } from '../testing/postgresCluster.ts'
import { useTestDb } from '../testing/testDb.ts'
import { newSecret } from './secrets.ts'
import { ensureSocialUser, insertSocialFlow, useSocialFlow } from './socialStore.ts'

const PG_BIN = findPostgresBin()
const account = {
  projectId: 'latch-dev-project',
  provider: 'github' as const,
  subject: '583231',
  email: null,
  username: 'octocat',
}

/** Eight racing first logins of one identity and eight racing uses of one flow. */
async function races(dbs: Db[]) {
  const users = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      dbs[i % dbs.length]!.transaction((tx) =>
        ensureSocialUser(tx, account, newSecret(16), Date.now()),
      ),
    ),
  )
  expect(new Set(users.map((user) => user.id)).size).toBe(1)
  expect(users[0]).toMatchObject({ email: null, hasWallet: false, username: 'octocat' })
  const [count] = await dbs[0]!.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM embedded_users WHERE project_id = 'latch-dev-project' AND email IS NULL",
  )
  expect(count?.n).toBe('1')

  const id = newSecret(24)
  await insertSocialFlow(dbs[0]!, {
    id,
    projectId: 'latch-dev-project',
    provider: 'github',
    stateHash: 'ab'.repeat(32),
    nonce: 'n',
    codeVerifier: 'v',
    hostOrigin: 'http://127.0.0.1:5173',
    redirectUri: 'http://localhost:8788/embedded/v1/social/callback',
    deviceId: null,
    nowMs: Date.now(),
    lifetimeMs: 600_000,
  })
  const used = await Promise.all(
    Array.from({ length: 8 }, (_, i) => useSocialFlow(dbs[i % dbs.length]!, id, Date.now())),
  )
  expect(used.filter(Boolean)).toHaveLength(1)
  const [row] = await dbs[0]!.query<{ code_verifier: string }>(
    'SELECT code_verifier FROM embedded_social_flows WHERE id = $1',
    [id],
  )
  expect(row?.code_verifier).toBe('')
}

describe('social store (migration 0005)', () => {
  test('PGlite: one user per identity under racing first logins; a flow is used once', async () => {
    await races([await useTestDb()])
  })

  // Two instances (two pools) sharing a PostgreSQL database.
  test.skipIf(!PG_BIN)(
    'PostgreSQL, two instances: the same',
    async () => {
      const cluster = await startPostgresCluster(PG_BIN as string)
      const dbs = await Promise.all(
        [1, 2].map(() => createPostgresDb({ connectionString: cluster.url })),
      )
      try {
        await migrate(dbs[0]!)
        await races(dbs)
      } finally {
        for (const db of dbs) await db.close()
        await cluster.destroy()
      }
    },
    180_000,
  )
})
