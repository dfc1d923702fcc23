/**
 * A throw-away PostgreSQL cluster for tests: `initdb` into a temporary folder, served on a Unix
 * socket in that folder only (no TCP), trust authentication. PostgreSQL refuses to run as root,
 * so under root (CI, this workplace) every command runs as the `postgres` user.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const PG_ROOT = '/usr/lib/postgresql'
/** Names the socket file (`.s.PGSQL.<port>`); nothing listens on TCP. */
const SOCKET_PORT = 9210
const START_TIMEOUT_S = 60

/** The `bin` folder of the newest PostgreSQL under /usr/lib/postgresql, if any has `initdb`. */
export function findPostgresBin(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined
  return readdirSync(PG_ROOT)
    .filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(PG_ROOT, version, 'bin'))[0]
}

export type PostgresCluster = {
  /** `postgresql://postgres@localhost:<port>/postgres?host=<socket folder>` */
  url: string
  /** Stops the server (fast shutdown: clients are disconnected). */
  stop: () => Promise<void>
  /** Starts it again on the same data and socket. */
  start: () => Promise<void>
  /** Stops the server and deletes its folder. */
  destroy: () => Promise<void>
}

/** Creates and starts a cluster with the binaries of `bin` (see findPostgresBin). */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)),
    )
    await chown(dir, uid!, gid!)
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args)
  const data = join(dir, 'data')
  const options = `-k ${dir} -p ${SOCKET_PORT} -c listen_addresses='' -c fsync=off`
  const ctl = (action: 'start' | 'stop') =>
    pg('pg_ctl', [
      '-D',
      data,
      '-w',
      '-t',
      String(START_TIMEOUT_S),
      ...(action === 'start' ? ['-o', options, '-l', join(dir, 'log')] : ['-m', 'fast']),
      action,
    ])
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  await ctl('start')
  return {
    url: `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(dir)}`,
    stop: async () => {
      await ctl('stop')
    },
    start: async () => {
      await ctl('start')
    },
    destroy: async () => {
      await ctl('stop').catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}
