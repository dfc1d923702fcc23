import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where `@latch/embedded-wallet` keeps its built frame (`dist/frame/`, made by
 * `node scripts/build-frame.mjs`): resolved through the package's `./frame/*` export when built,
 * else the package folder found from here (so the page can say the build is missing).
 */
export function defaultFrameDir(): string {
  try {
    const require = createRequire(import.meta.url)
    return dirname(require.resolve('@latch/embedded-wallet/frame/index.html'))
  } catch {
    let dir = dirname(fileURLToPath(import.meta.url))
    for (;;) {
      const candidate = join(dir, 'node_modules', '@latch', 'embedded-wallet')
      if (existsSync(candidate)) return join(candidate, 'dist', 'frame')
      const parent = dirname(dir)
      if (parent === dir)
        return join(process.cwd(), 'node_modules/@latch/embedded-wallet/dist/frame')
      dir = parent
    }
  }
}
