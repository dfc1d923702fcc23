import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createPgliteDb } from './createPgliteDb.ts'
import { createOwnerOnlyDir, restrictToOwner } from './restrictToOwner.ts'

const root = await mkdtemp(join(tmpdir(), 'latch-pglite-mode-'))
afterAll(() => rm(root, { recursive: true, force: true }))

/** Every file and folder under `dir` (the folder itself first) with its permission bits. */
async function modes(dir: string): Promise<[string, number][]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const paths = entries
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
  return Promise.all(
    [dir, ...paths].map(
      async (path) => [path, (await lstat(path)).mode & 0o777] as [string, number],
    ),
  )
}

test('the PGlite data folder and the folders above it are 0700; nothing in them is open to others', async () => {
  const dataDir = join(root, 'fresh', 'deeper', 'pglite')
  const db = await createPgliteDb({ dataDir })
  try {
    await db.exec('CREATE TABLE t (x int); INSERT INTO t SELECT generate_series(1, 100)')
  } finally {
    await db.close()
  }
  for (const dir of [join(root, 'fresh'), join(root, 'fresh', 'deeper')]) {
    expect((await lstat(dir)).mode & 0o777).toBe(0o700)
  }
  const all = await modes(dataDir)
  expect(all.length).toBeGreaterThan(100)
  expect(all[0]).toEqual([dataDir, 0o700])
  expect(all.filter(([, mode]) => mode & 0o077)).toEqual([])
}, 240_000)

test('a folder left open by an earlier version is taken back to the owner', async () => {
  const dataDir = join(root, 'old')
  await mkdir(join(dataDir, 'base', '5'), { recursive: true })
  await writeFile(join(dataDir, 'base', '5', '1259'), '')
  await writeFile(join(dataDir, 'PG_VERSION'), '17')
  for (const [path, mode] of [
    ['base/5/1259', 0o666],
    ['PG_VERSION', 0o640],
    ['base/5', 0o777],
    ['base', 0o755],
    ['', 0o777],
  ] as const) {
    await chmod(join(dataDir, path), mode)
  }
  await createOwnerOnlyDir(dataDir)
  await restrictToOwner(dataDir)
  expect(Object.fromEntries(await modes(dataDir))).toEqual({
    [dataDir]: 0o700,
    [join(dataDir, 'base')]: 0o700,
    [join(dataDir, 'base', '5')]: 0o700,
    [join(dataDir, 'base', '5', '1259')]: 0o600,
    [join(dataDir, 'PG_VERSION')]: 0o600,
  })
})
