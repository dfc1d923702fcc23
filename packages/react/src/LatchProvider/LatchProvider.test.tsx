import { act, cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { createTestClient, getModalHost } from '../test/fixtures.tsx'
import { LatchProvider } from './LatchProvider.tsx'

afterEach(cleanup)

const appendedHosts = () => document.body.querySelectorAll(':scope > [data-latch-modal]')

test('in StrictMode there is exactly one appended host, and it works', async () => {
  const client = createTestClient()
  render(
    <StrictMode>
      <LatchProvider latch={client}>
        <ConnectButton />
      </LatchProvider>
    </StrictMode>,
  )
  expect(appendedHosts()).toHaveLength(1)
  await act(() => client.open())
  expect(getModalHost().root.querySelector('dialog')?.open).toBe(true)
})

test('unmounting the provider removes the host from body', () => {
  const { unmount } = render(<LatchProvider latch={createTestClient()} />)
  expect(appendedHosts()).toHaveLength(1)
  unmount()
  expect(appendedHosts()).toHaveLength(0)
})

test('server rendering works and leaves the shadow content to the client', () => {
  const html = renderToString(
    <LatchProvider latch={createTestClient()}>
      <ConnectButton />
    </LatchProvider>,
  )
  // In a browser the content is the client's; on a server (no `document`) the host holds a
  // declarative shadow root (scripts/ssrImports.test.ts). The theme is on the host either way.
  expect(html).toBe('<span data-latch-button="connect" data-theme="light"></span>')
})
