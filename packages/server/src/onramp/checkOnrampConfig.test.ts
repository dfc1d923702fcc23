import { describe, expect, test } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { checkOnrampConfig } from './checkOnrampConfig.ts'

const coinbase = {
  id: 'coinbase',
  apiUrl: 'http://127.0.0.1:8791',
  widgetUrl: 'http://127.0.0.1:8791',
  apiKey: 'organizations/o/apiKeys/k',
  apiSecret: 's',
}
const moonpay = {
  id: 'moonpay',
  apiUrl: 'http://127.0.0.1:8792',
  widgetUrl: 'http://127.0.0.1:8792',
  apiKey: 'pk_test_1',
  secretKey: 'sk_test_1',
}

describe('checkOnrampConfig', () => {
  test('two providers pass as they are', () => {
    expect(checkOnrampConfig({ providers: [coinbase, moonpay], timeoutMs: 3000 })).toEqual({
      providers: [coinbase, moonpay],
      timeoutMs: 3000,
    })
  })

  test.each([
    [null, 'onramp needs providers'],
    [{ providers: [{ ...coinbase, id: 'ramp' }] }, "id must be 'coinbase' or 'moonpay'"],
    [{ providers: [coinbase, coinbase] }, 'listed twice'],
    [{ providers: [{ ...coinbase, apiUrl: 'ftp://x' }] }, 'apiUrl must be an http(s) URL'],
    [{ providers: [{ ...coinbase, apiSecret: '' }] }, 'apiSecret must be a non-empty string'],
    [{ providers: [{ ...moonpay, secretKey: undefined }] }, 'secretKey must be a non-empty string'],
    [{ providers: [], timeoutMs: 0 }, 'timeoutMs'],
  ])('%o is refused', (value, message) => {
    expect(() => checkOnrampConfig(value)).toThrow(message)
  })

  test('the config file reaches ServerConfig.onramp; absent, none', async () => {
    const { writeFile, mkdtemp } = await import('node:fs/promises')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const dir = await mkdtemp(join(tmpdir(), 'latch-onramp-'))
    await writeFile(join(dir, 'c.json'), JSON.stringify({ onramp: { providers: [moonpay] } }))
    const config = await loadConfig({ env: {}, configPath: 'c.json', cwd: dir })
    expect(config.onramp).toEqual({ providers: [moonpay] })
    expect((await loadConfig({ env: {}, cwd: dir })).onramp).toBeUndefined()
  })
})
