import { describe, expect, test } from 'vitest'
import { createPostgresDb } from '../db/createPostgresDb.ts'
import { migrate } from '../db/migrate.ts'
import { captureMailer, codeFrom, frameFixture, TEST_SHARE_KEYS } from '../testing/embedded.ts'
import { findPostgresBin, startPostgresCluster } from '../testing/postgresCluster.ts'
import { createFrameApp } from './createFrameApp.ts'

const PG_BIN = findPostgresBin()

// Migration 0004 and the login on PostgreSQL, with two instances (two apps, two pools) sharing
// the database: the per-address limit and the wrong-try count hold across them under races.
describe.skipIf(!PG_BIN)('on PostgreSQL, two instances sharing the database', () => {
  test('3 mails per address and 5 wrong tries hold under parallel calls; a code works on the other instance', async () => {
    const cluster = await startPostgresCluster(PG_BIN as string)
    const connectionString = cluster.url
    const dbs = await Promise.all([1, 2].map(() => createPostgresDb({ connectionString })))
    try {
      await migrate(dbs[0]!)
      const mailer = captureMailer()
      const dir = await frameFixture()
      const apps = dbs.map(
        (db) =>
          createFrameApp({
            db,
            dir,
            keys: TEST_SHARE_KEYS,
            mailer,
            publicUrl: 'http://localhost:8788',
            requestsPerMinute: 1_000_000,
          }).app,
      )
      const post = (i: number, path: string, body: unknown) =>
        apps[i % 2]!.request(`/embedded/v1${path}`, {
          method: 'POST',
          headers: { 'X-Latch-Project': 'latch-dev-project', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })

      const email = 'race@shop.example'
      const starts = await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(i, '/email/start', { email })),
      )
      expect(starts.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429])
      const sent = mailer.sent.filter((mail) => mail.to === email)
      expect(sent).toHaveLength(3)

      // The newest flow holds the code of the newest mail.
      const other = 'guess@shop.example'
      const { flowId } = (await (await post(0, '/email/start', { email: other })).json()) as {
        flowId: string
      }
      const code = codeFrom(mailer.last(other))
      const wrong = code === '000000' ? '000001' : '000000'
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(i, '/email/verify', { flowId, otp: wrong })),
      )
      const statuses = guesses.map((r) => r.status)
      expect(statuses.filter((s) => s === 422)).toHaveLength(4)
      expect(statuses.filter((s) => s === 410)).toHaveLength(8)
      expect((await post(1, '/email/verify', { flowId, otp: code })).status).toBe(410)

      const third = 'ok@shop.example'
      const started = (await (await post(0, '/email/start', { email: third })).json()) as {
        flowId: string
      }
      const verified = await post(1, '/email/verify', {
        flowId: started.flowId,
        otp: codeFrom(mailer.last(third)),
      })
      expect(verified.status).toBe(200)
    } finally {
      for (const db of dbs) await db.close()
      await cluster.destroy()
    }
  }, 180_000)
})
