/** The prompt's CSS, scoped by its shadow root so neither the page nor the prompt leak. */
export const PROMPT_CSS = `
:host { all: initial; }
.card {
  box-sizing: border-box; width: 320px; max-width: calc(100vw - 32px); padding: 16px;
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #16181d; background: #fff; border: 1px solid #e2e5eb; border-radius: 14px;
  box-shadow: 0 12px 32px rgb(16 24 40 / 18%), 0 2px 6px rgb(16 24 40 / 8%);
}
header { display: flex; align-items: center; gap: 8px; font-size: 12px; color: #5b6270; }
header img { width: 20px; height: 20px; border-radius: 6px; }
h2 { margin: 12px 0 4px; font-size: 16px; font-weight: 600; }
p { margin: 0 0 12px; color: #5b6270; overflow-wrap: anywhere; }
dl {
  display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 16px;
  font-size: 13px;
}
dt { color: #5b6270; }
dd {
  margin: 0; max-height: 96px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.actions { display: flex; gap: 8px; }
button {
  flex: 1; padding: 9px 12px; border: 1px solid #d5d9e0; border-radius: 10px; cursor: pointer;
  font: inherit; font-weight: 600; color: #16181d; background: #fff;
}
button:hover { background: #f4f5f8; }
button[data-action='approve'] { color: #fff; background: #3b5bfd; border-color: #3b5bfd; }
button[data-action='approve']:hover { background: #2f4de0; }
button:focus-visible { outline: 2px solid #3b5bfd; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .card { color: #eceef2; background: #1b1d23; border-color: #30343d; }
  header, p, dt { color: #a3a9b6; }
  button { color: #eceef2; background: #23262e; border-color: #3a3f4a; }
  button:hover { background: #2b2f38; }
}
`

/**
 * Page-level rule for the modal fallback: a `::backdrop` can't be styled from a shadow root or
 * an inline style, and a dimmed page would spoil the dapp's own modal in screenshots.
 */
export const PROMPT_BACKDROP_CSS =
  'dialog[data-latch-test-wallet-prompt]::backdrop { background: transparent; }'
