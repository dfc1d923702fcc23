import { cookieToInitialState } from '@latch/core/ssr'
import { headers } from 'next/headers'
import { networks } from './networks.ts'
import { Wallet } from './Wallet.tsx'

/**
 * A server component: it reads the visitor's stored connection from the request's cookies, so the
 * buttons render with the visitor's account in the first HTML (no "Connect Wallet" flash).
 */
export default async function Page() {
  const initialState = cookieToInitialState({ networks }, (await headers()).get('cookie'))
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '48px 24px' }}>
      <h1 style={{ fontSize: 24 }}>Latch on Next.js</h1>
      <p>The buttons below are rendered on the server with your connection state.</p>
      <Wallet initialState={initialState} />
    </main>
  )
}
