import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import { isOriginAllowed, isValidOriginPattern } from '@latch/core'
import { type Context, Hono } from 'hono'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import type { ProjectLookup } from '../projects/createProjectCache.ts'
import type { SolanaChainRegistry } from '../solana/createSolanaRegistry.ts'
import type { FrameEnv } from './types.ts'

/** What the frame reads from `<script type="application/json" id="latch-frame-config">`. */
export type FrameBootConfig = {
  projectId: string
  /** The checked `origin` parameter: the page embedding the frame. */
  hostOrigin: string
  /** The project's allowed-origin patterns. */
  allowedOrigins: string[]
  /** '' : the API is on the frame's own origin (`/embedded/v1/…`). */
  apiBase: string
  chains: FrameChain[]
}

/** A network the frame can use: every EVM chain and Solana cluster the server knows. */
export type FrameChain = {
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeSymbol: string
  decimals: number
  /** The chain's ERC-4337 bundler (`bundlerUrl` of its config): the smart account works here. */
  bundlerUrl?: string
}

export type FramePageOptions = {
  /** The built frame (`index.html`, `frame.js`, …). */
  dir: string
  projects: ProjectLookup
  chains: ChainRegistry
  solanaChains: SolanaChainRegistry
}

const NOT_BUILT = 'the frame is not built: run node scripts/build-frame.mjs'
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/
/** Characters a CSP source expression may hold (a pattern with others is left out). */
const CSP_SOURCE = /^[A-Za-z0-9.*:/[\]_-]+$/
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/

/**
 * The frame page (`GET /`: the built index.html with the boot config, framed only by the
 * project's allowed origins) and the frame's static files.
 */
export function framePageRoutes({ dir, projects, chains, solanaChains }: FramePageOptions) {
  const app = new Hono<FrameEnv>()
  const frameChains: FrameChain[] = [
    ...chains.list.map((chain) => ({
      caipNetworkId: chain.caip2,
      name: chain.name,
      rpcUrl: chain.config.rpcUrl,
      nativeSymbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
      ...(chain.config.bundlerUrl && { bundlerUrl: chain.config.bundlerUrl }),
    })),
    ...solanaChains.list.map((cluster) => ({
      caipNetworkId: cluster.caip2,
      name: cluster.name,
      rpcUrl: cluster.rpcUrl,
      nativeSymbol: 'SOL',
      decimals: 9,
    })),
  ]
  const rpcOrigins = [
    ...new Set(
      frameChains
        .flatMap((chain) => [chain.rpcUrl, chain.bundlerUrl ?? ''])
        .map((url) => (URL.canParse(url) ? new URL(url).origin : 'null'))
        .filter((origin) => origin !== 'null' && CSP_SOURCE.test(origin)),
    ),
  ]

  app.get('/', async (c) => {
    const html = await readFile(join(dir, 'index.html'), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined
        throw error
      },
    )
    if (html === undefined) return textPage(c, 503, NOT_BUILT)
    const projectId = c.req.query('projectId') ?? ''
    const project = PROJECT_ID.test(projectId) ? await projects(projectId) : undefined
    if (!project) return textPage(c, 403, 'Unknown project')
    const origin = c.req.query('origin') ?? ''
    if (!isOriginAllowed(origin, project.allowedOrigins)) {
      return textPage(c, 403, 'This origin may not embed the wallet of this project')
    }
    const config: FrameBootConfig = {
      projectId: project.id,
      hostOrigin: origin,
      allowedOrigins: project.allowedOrigins,
      apiBase: '',
      chains: frameChains,
    }
    c.header('Content-Security-Policy', frameCsp(project.allowedOrigins, rpcOrigins))
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Cache-Control', 'no-store')
    return c.html(injectConfig(html, config))
  })

  app.get('/*', async (c) => {
    const file = await staticFile(dir, c.req.path)
    if (!file) return c.notFound()
    c.header('Content-Type', file.type)
    c.header('Cache-Control', 'no-cache')
    return c.body(new Uint8Array(file.bytes))
  })

  return app
}

/**
 * The page's Content-Security-Policy: its own scripts only, requests to itself and the chains'
 * RPC and bundler origins, framed only by the project's allowed origins.
 */
export function frameCsp(allowedOrigins: readonly string[], rpcOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['connect-src', "'self'", ...rpcOrigins].join(' '),
    "img-src 'self' data:",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The project's patterns as CSP sources (`*://` becomes scheme-less); `'none'` when none fit. */
export function frameAncestors(patterns: readonly string[]): string {
  const sources = patterns
    .filter((pattern) => isValidOriginPattern(pattern) && CSP_SOURCE.test(pattern))
    .map((pattern) => pattern.replace(/^\*:\/\//, '').replace(/\/$/, ''))
  return sources.length > 0 ? [...new Set(sources)].join(' ') : "'none'"
}

/** `html` with the boot config as a JSON script before `</head>` (`<` written `\u003c`). */
export function injectConfig(html: string, config: FrameBootConfig): string {
  const json = JSON.stringify(config)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
  const tag = `<script type="application/json" id="latch-frame-config">${json}</script>`
  const at = html.search(/<\/head>/i)
  return at === -1 ? `${tag}${html}` : `${html.slice(0, at)}${tag}${html.slice(at)}`
}

/**
 * The file `path` names inside `dir`, when it is one the frame serves: plain names (no dot
 * files, no `..`), a known type, a regular file whose real path stays inside `dir` (no symbolic
 * link out). `index.html` only through `GET /`.
 */
async function staticFile(
  dir: string,
  path: string,
): Promise<{ bytes: Buffer; type: string } | undefined> {
  const segments = path.split('/').slice(1)
  if (segments.length === 0 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) {
    return undefined
  }
  if (path === '/index.html') return undefined
  const type = CONTENT_TYPES[extname(path).toLowerCase()]
  if (!type) return undefined
  try {
    const root = await realpath(dir)
    const real = await realpath(join(root, ...segments))
    if (!real.startsWith(root + sep) || !(await stat(real)).isFile()) return undefined
    return { bytes: await readFile(real), type }
  } catch {
    return undefined
  }
}

function textPage(c: Context, status: 403 | 503, text: string) {
  c.header('Cache-Control', 'no-store')
  c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
  return c.text(text, status)
}
