import type { OnrampConfig, OnrampProviderConfig } from './types.ts'

/**
 * Checks the config file's `onramp` section (read from JSON: any shape may come) and returns it;
 * throws an Error naming what is wrong, so the server refuses to start on a bad entry.
 */
export function checkOnrampConfig(value: unknown): OnrampConfig {
  const section = value as { providers?: unknown; timeoutMs?: unknown } | null
  if (!section || typeof section !== 'object' || !Array.isArray(section.providers)) {
    throw new Error('onramp needs providers: [{ id, apiUrl, widgetUrl, apiKey, … }]')
  }
  const seen = new Set<string>()
  const providers = section.providers.map((entry, index): OnrampProviderConfig => {
    const provider = (entry ?? {}) as Record<string, unknown>
    const where = `onramp.providers[${index}]`
    const secretField =
      provider.id === 'coinbase' ? 'apiSecret' : provider.id === 'moonpay' ? 'secretKey' : undefined
    if (!secretField) throw new Error(`${where}.id must be 'coinbase' or 'moonpay'`)
    if (seen.has(provider.id as string)) throw new Error(`${where}: ${provider.id} is listed twice`)
    seen.add(provider.id as string)
    for (const field of ['apiUrl', 'widgetUrl']) {
      const url = provider[field]
      if (
        typeof url !== 'string' ||
        !URL.canParse(url) ||
        !/^https?:$/.test(new URL(url).protocol)
      ) {
        throw new Error(`${where}.${field} must be an http(s) URL`)
      }
    }
    for (const field of ['apiKey', secretField]) {
      if (typeof provider[field] !== 'string' || provider[field] === '') {
        throw new Error(`${where}.${field} must be a non-empty string`)
      }
    }
    if (provider.name !== undefined && typeof provider.name !== 'string') {
      throw new Error(`${where}.name must be a string`)
    }
    return provider as OnrampProviderConfig
  })
  const { timeoutMs } = section
  if (timeoutMs !== undefined && (!Number.isSafeInteger(timeoutMs) || (timeoutMs as number) < 1)) {
    throw new Error('onramp.timeoutMs must be a whole number of milliseconds')
  }
  return { providers, ...(timeoutMs !== undefined && { timeoutMs: timeoutMs as number }) }
}
