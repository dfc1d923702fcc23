import { type LatchClient, matchLocale } from '@latch/core'
import { ConnectButton, LatchModal, LatchProvider, NetworkButton } from '@latch/react'
import { useEffect, useMemo, useState } from 'react'
import { getDemoLatch, siwxMode } from './createDemoLatch.ts'
import { DEFAULT_SETTINGS, type DemoSettings } from './demoConfig.ts'
import { Settings } from './Settings.tsx'
import { SignInStatus } from './SignInStatus.tsx'
import { TryIt } from './TryIt.tsx'

/** The devnet's mail inbox (`npm start`), where the embedded wallet's login codes arrive. */
const DEV_INBOX_URL = 'http://127.0.0.1:8025'

export function App() {
  const [settings, setSettings] = useState<DemoSettings>(DEFAULT_SETTINGS)
  // Features and embedded mode are createLatch options: a change makes a new client.
  // Theme changes go through the live client instead (no remount, the modal keeps its state).
  const { features, embedded } = settings
  // biome-ignore lint/correctness/useExhaustiveDependencies: theme is applied live below
  const latch: LatchClient = useMemo(
    () => getDemoLatch({ ...settings, features, embedded }),
    [features, embedded],
  )
  // Pages opened with the dev test wallet or sign-in hand the client to tests, as a site's own
  // code holds it.
  useEffect(() => {
    const search = new URLSearchParams(location.search)
    if (search.has('wallet') || search.has('siwx')) {
      ;(window as { latch?: LatchClient }).latch = latch
    }
  }, [latch])
  useEffect(() => {
    // Empty follows the browser, as createLatch does by default.
    latch.setLocale(settings.locale || matchLocale(navigator.languages))
  }, [latch, settings.locale])
  useEffect(() => {
    latch.setThemeMode(settings.themeMode)
    latch.setThemeVariables({ '--latch-accent': settings.accent || undefined })
  }, [latch, settings.themeMode, settings.accent])

  return (
    <LatchProvider latch={latch}>
      <header className="bar">
        <a className="brand" href="/">
          <span className="logo" aria-hidden="true" />
          Latch <span className="muted">demo</span>
        </a>
        <nav className="wallet" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="page">
        <section className="hero">
          <h1>Connect a wallet, on your own stack.</h1>
          <p>
            This page embeds Latch against the local devnet and server that <code>npm start</code>{' '}
            runs. Nothing here talks to a hosted service.
          </p>
          <p className="muted">
            No wallet extension? Open <a href="/?wallet=dev">this page with the dev test wallet</a>,
            or sign in with any email: the code arrives in the{' '}
            <a href={DEV_INBOX_URL} target="_blank" rel="noreferrer">
              dev inbox
            </a>{' '}
            ({DEV_INBOX_URL}).
          </p>
        </section>
        <div className="columns">
          <Settings settings={settings} onChange={setSettings} />
          {siwxMode() ? <SignInStatus required={siwxMode() === 'required'} /> : null}
          <TryIt />
          {embedded ? (
            <section className="embedded" aria-label="Embedded modal">
              <LatchModal />
            </section>
          ) : null}
        </div>
      </main>
    </LatchProvider>
  )
}
