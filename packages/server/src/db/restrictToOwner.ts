import { chmod, lstat, mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Creates `dir` (and the folders above it) with mode 0700, or takes an existing one back to 0700,
 * before PGlite writes a database into it. PostgreSQL itself insists on 0700; PGlite does not.
 */
export async function createOwnerOnlyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmod(dir, 0o700)
}

/**
 * Takes group and other permissions off every file and folder under `dir` (symbolic links are
 * left alone). PGlite unpacks its initial database with mode 0666 whatever the umask (issue 11:
 * 968 of 1,016 files world-writable); the files PostgreSQL creates later are 0600 already.
 */
export async function restrictToOwner(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await restrictToOwner(path)
    else if (!entry.isFile()) continue
    const { mode } = await lstat(path)
    if (mode & 0o077) await chmod(path, mode & 0o700)
  }
  const { mode } = await lstat(dir)
  if (mode & 0o077) await chmod(dir, mode & 0o700)
}
