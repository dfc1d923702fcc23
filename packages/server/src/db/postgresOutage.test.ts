import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  findPostgresBin,
  type PostgresCluster,
  startPostgresCluster,
} from '../testing/postgresCluster.ts'
import { createPostgresDb } from './createPostgresDb.ts'
import { DbUnavailableError } from './DbUnavailableError.ts'

// A database restart or fail-over ends the server's connections (what pg_terminate_backend
// does). The server must live through it: 503 while the database is away, normal answers again
// once it is back. CI installs PostgreSQL (.ci/run); without its binaries this file is skipped.
const PG_BIN = findPostgresBin()
const TITLE = PG_BIN
  ? 'PostgreSQL outage'
  : 'PostgreSQL outage (skipped: no initdb under /usr/lib/postgresql/*/bin; apt-get install postgresql)'
/** How long a recovery may take before the test gives up: generous, this is no timing test. */
const RECOVERY_DEADLINE_MS = 30_000
const HISTORY = '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history'

let cluster: PostgresCluster
beforeAll(async () => {
  if (PG_BIN) cluster = await startPostgresCluster(PG_BIN)
}, 120_000)
afterAll(async () => {
  await cluster?.destroy()
})

/** Ends every client connection but the caller's; returns how many it ended. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    )
    return rows.filter((row) => row.ended).length
  } finally {
    await admin.end()
  }
}

/** `npx latch-server` on a free port against the cluster; resolves with its URL once listening. */
async function startServerProcess(): Promise<{
  child: ChildProcess
  url: string
  log: () => string
}> {
  const bin = fileURLToPath(new URL('../../bin/latch-server.mjs', import.meta.url))
  const child = spawn(process.execPath, [bin], {
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      LATCH_SERVER_PORT: '0',
      LATCH_FRAME_PORT: '0',
      LATCH_RPC_URLS: '',
      LATCH_SOLANA_RPC_URLS: '',
      LATCH_RELAY: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => {
    output += chunk
  })
  child.stderr!.on('data', (chunk) => {
    output += chunk
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', () => reject(new Error(`latch-server exited early:\n${output}`)))
  })
  return { child, url, log: () => output }
}

type Answer = { status: number; error?: unknown; retryAfter: string | null }

async function ask(url: string): Promise<Answer> {
  const response = await fetch(`${url}${HISTORY}?projectId=latch-dev-project`)
  const body = (await response.json()) as { error?: unknown }
  return {
    status: response.status,
    error: body.error,
    retryAfter: response.headers.get('Retry-After'),
  }
}

/** Asks until a 200 comes (or the deadline passes); returns every answer before it. */
async function untilServing(url: string): Promise<Answer[]> {
  const answers: Answer[] = []
  const deadline = Date.now() + RECOVERY_DEADLINE_MS
  while (Date.now() < deadline) {
    const answer = await ask(url)
    if (answer.status === 200) return answers
    answers.push(answer)
    await sleep(100)
  }
  throw new Error(`not serving after ${RECOVERY_DEADLINE_MS} ms: ${JSON.stringify(answers.at(-1))}`)
}

const DB_UNAVAILABLE = { status: 503, error: 'database_unavailable', retryAfter: '2' }

describe.skipIf(!PG_BIN)(TITLE, () => {
  test('the server lives through pg_terminate_backend and a database restart', async () => {
    const server = await startServerProcess()
    let exitCode: number | null | undefined
    server.child.once('exit', (code) => {
      exitCode = code
    })
    try {
      expect(await ask(server.url)).toMatchObject({ status: 200 })

      // The pool's idle connections are ended under it (a fail-over does the same).
      expect(await terminateConnections()).toBeGreaterThan(0)
      await sleep(200)
      expect(exitCode, server.log()).toBeUndefined()
      for (const answer of await untilServing(server.url)) expect(answer).toEqual(DB_UNAVAILABLE)
      expect(server.log()).toContain('database: connection lost or refused (57P01')

      // A full stop: every request is a clean 503 until the database is back.
      await cluster.stop()
      for (let i = 0; i < 3; i++) expect(await ask(server.url)).toEqual(DB_UNAVAILABLE)
      expect(exitCode, server.log()).toBeUndefined()
      await cluster.start()
      for (const answer of await untilServing(server.url)) expect(answer).toEqual(DB_UNAVAILABLE)
      expect(server.log()).toContain('database: reachable again')
      expect(exitCode, server.log()).toBeUndefined()
    } finally {
      server.child.kill('SIGTERM')
    }
  }, 120_000)

  test('a transaction whose connection drops fails with DbUnavailableError; the next one works', async () => {
    const changes: boolean[] = []
    const db = await createPostgresDb({
      connectionString: cluster.url,
      onAvailabilityChange: (available) => changes.push(available),
    })
    try {
      const failed = db.transaction(async (tx) => {
        await tx.query('SELECT 1')
        await terminateConnections()
        // The connection's 'error' event comes while the transaction holds it (no query running).
        await sleep(200)
        await tx.query('SELECT 2')
      })
      await expect(failed).rejects.toBeInstanceOf(DbUnavailableError)
      expect(await db.transaction((tx) => tx.query('SELECT 3 AS three'))).toEqual([{ three: 3 }])
      expect(changes).toEqual([false, true])
    } finally {
      await db.close()
    }
  }, 60_000)

  test('a failing statement is no outage: its own error passes through', async () => {
    const db = await createPostgresDb({ connectionString: cluster.url })
    try {
      const failed = db.query('SELECT $1::integer', ['not a number'])
      await expect(failed).rejects.toBeInstanceOf(pg.DatabaseError)
      await expect(failed).rejects.toMatchObject({ code: '22P02' })
    } finally {
      await db.close()
    }
  }, 60_000)
})
