// Budgets per entry point (kB gzip). React and react-dom are the site's, not ours.
module.exports = [
  {
    name: '@latch/react (button + modal shell + Connect view, with @latch/core)',
    path: 'packages/react/dist/exports/index.js',
    import: '*',
    limit: '20 kB',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  },
]
