// The boot config the server injects into the frame page as
// `<script type="application/json" id="latch-frame-config">` (p9-contract "Frame page").
import type { ChainInfo } from './describeRequest.ts'
import type { FrameBootConfig } from './wallet.ts'

const isString = (value: unknown): value is string => typeof value === 'string'

/** The page's boot config, checked field by field; undefined when missing or malformed. */
export function parseBootConfig(text: string | null | undefined): FrameBootConfig | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const config = value as Record<string, unknown>
  const chains = Array.isArray(config.chains) ? config.chains : undefined
  const validChain = (chain: unknown): chain is ChainInfo => {
    if (typeof chain !== 'object' || chain === null) return false
    const c = chain as Record<string, unknown>
    return (
      isString(c.caipNetworkId) &&
      isString(c.name) &&
      isString(c.rpcUrl) &&
      isString(c.nativeSymbol) &&
      typeof c.decimals === 'number' &&
      (c.bundlerUrl === undefined || (isString(c.bundlerUrl) && URL.canParse(c.bundlerUrl)))
    )
  }
  if (
    !isString(config.projectId) ||
    !isString(config.hostOrigin) ||
    !isString(config.apiBase) ||
    !Array.isArray(config.allowedOrigins) ||
    !config.allowedOrigins.every(isString) ||
    !chains?.every(validChain)
  ) {
    return undefined
  }
  return {
    projectId: config.projectId,
    hostOrigin: config.hostOrigin,
    allowedOrigins: config.allowedOrigins,
    apiBase: config.apiBase,
    chains,
  }
}
