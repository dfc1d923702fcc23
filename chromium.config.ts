/**
 * How every test here launches a browser: Debian's Chromium, headless, with the flags that keep
 * it off the (closed) network. Shared by Vitest browser mode, Playwright and the benchmarks.
 */
export const CHROMIUM_PATH = process.env.LATCH_CHROMIUM ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
