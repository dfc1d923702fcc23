// Budgets per entry point (gzip). React and react-dom are the site's, not ours; viem is counted
// where an entry uses it. Run with `npm run size` (it builds first).
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']
const core = 'packages/core/dist/exports/index.js'
const react = 'packages/react/dist/exports/index.js'

module.exports = [
  {
    name: 'what a site ships at load: createLatch + LatchProvider + ConnectButton (modal shell, Connect view)',
    path: [core, react],
    import: { [core]: '{ createLatch }', [react]: '{ LatchProvider, ConnectButton }' },
    limit: '20 kB',
    ignore: external,
    gzip: true,
  },
  {
    name: '@latch/react, every export',
    path: react,
    import: '*',
    limit: '20 kB',
    ignore: external,
    gzip: true,
  },
]
