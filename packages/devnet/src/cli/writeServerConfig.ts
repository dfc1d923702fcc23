import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { DevnetServerConfig } from '../serverConfig.ts'

/**
 * Writes `config` as JSON to `path` (creating its folder), through a temporary file and a rename:
 * whoever waits for the file (`npm start`) never reads it half-written.
 */
export async function writeServerConfig(path: string, config: DevnetServerConfig): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`)
  await rename(temporary, path)
}
