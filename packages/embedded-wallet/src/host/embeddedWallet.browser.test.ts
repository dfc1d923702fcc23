// embeddedWallet(): the config object createLatch takes, and its load() building a real frame.
import { InvalidOptionError } from '@latch/core'
import { embeddedWalletGlue } from '@latch/core/adapter'
import { afterEach, expect, test } from 'vitest'
import { FRAME_ORIGIN, removeFrames, silentLogger } from '../test/channelTestKit.ts'
import { DEFAULT_FRAME_URL, embeddedWallet } from './embeddedWallet.ts'

afterEach(removeFrames)

test("the config object: core's glue, the local stack's frame by default", () => {
  const config = embeddedWallet()
  expect(config.glue).toBe(embeddedWalletGlue)
  expect(config.frameUrl).toBe(DEFAULT_FRAME_URL)
  expect(DEFAULT_FRAME_URL).toBe('http://localhost:8788')
  expect(embeddedWallet({ frameUrl: 'https://wallet.example-frame.com' }).frameUrl).toBe(
    'https://wallet.example-frame.com',
  )
})

test('a frameUrl that is no http(s) URL, or has a query or hash, is refused when the frame loads', async () => {
  const load = (frameUrl: string) =>
    embeddedWallet({ frameUrl }).load({
      projectId: 'latch-dev-project',
      chainId: 'eip155:31337',
      version: '1',
      enableLogger: false,
      logger: silentLogger,
    })
  for (const frameUrl of [
    'localhost:8788',
    'javascript:alert(1)',
    'http://x/?a=1',
    'http://x/#a',
    '',
    'http://[x/',
  ]) {
    await expect(load(frameUrl), frameUrl).rejects.toThrow(InvalidOptionError)
  }
  await expect(load('ftp://x')).rejects.toThrowErrorMatchingInlineSnapshot(
    `[InvalidOptionError: Invalid option \`embeddedWallet.frameUrl\`: an http(s) URL without query or hash]`,
  )
  expect(document.querySelector('iframe[data-latch-frame]')).toBeNull()
})

test('load() builds the frame and resolves with a provider that gets ready', async () => {
  const config = embeddedWallet({ frameUrl: `${FRAME_ORIGIN}/frame` })
  expect(document.querySelector('iframe[data-latch-frame]')).toBeNull()
  const provider = await config.load({
    projectId: 'latch-dev-project',
    chainId: 'eip155:31337',
    version: '1',
    enableLogger: false,
    logger: silentLogger,
  })
  try {
    expect(document.querySelector('iframe[data-latch-frame]')).not.toBeNull()
    await provider.ready
    expect(await provider.call('IS_CONNECTED', {})).toEqual({ isConnected: false })
  } finally {
    provider.destroy()
  }
})
