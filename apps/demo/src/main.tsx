import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import './styles.css'

const params = new URLSearchParams(location.search)
if (params.has('wallet')) {
  // Before the first render: a returning visitor's stored connection is restored against it.
  const { injectDevWallets } = await import('./injectDevWallets.ts')
  injectDevWallets(params)
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
