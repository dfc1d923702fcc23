// Workspace packages resolve to their TypeScript source, as the demo's Vite config does with the
// `latch:source` export condition: Turbopack has no custom conditions, so each package export's
// `latch:source` file becomes an alias. Edits to packages/* show up without a build.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = new URL('../../', import.meta.url)

/** `@latch/core/ssr` → `../../packages/core/src/exports/ssr.ts`, for every package export. */
function sourceAliases() {
  const aliases = {}
  for (const folder of readdirSync(new URL('packages/', root))) {
    let manifest
    try {
      manifest = JSON.parse(readFileSync(new URL(`packages/${folder}/package.json`, root), 'utf8'))
    } catch {
      continue
    }
    for (const [subpath, entry] of Object.entries(manifest.exports ?? {})) {
      const source = typeof entry === 'object' ? entry['latch:source'] : undefined
      if (source) aliases[manifest.name + subpath.slice(1)] = `../../packages/${folder}/${source}`
    }
  }
  return aliases
}

/** @type {import('next').NextConfig} */
export default {
  // The repository is the root: the workspace's node_modules and packages/* live there.
  turbopack: { root: fileURLToPath(root), resolveAlias: sourceAliases() },
  outputFileTracingRoot: fileURLToPath(root),
  // `npm run lint` type-checks this app with the rest of the repository (tsconfig.json).
  typescript: { ignoreBuildErrors: true },
  devIndicators: false,
  // No AGENTS.md written into the app by `next dev`.
  agentRules: false,
  experimental: { agentUpgrade: false },
}
