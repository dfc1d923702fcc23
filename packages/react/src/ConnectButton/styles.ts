/** CSS of the connect button, inside its own shadow root. */
export const CONNECT_BUTTON_CSS = `
:host{display:inline-block;vertical-align:middle}
.latch-connect{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;padding:0 18px;border:0;border-radius:var(--_r-md);background:var(--_accent);color:var(--_on-accent);font-size:var(--_t-sm);font-weight:600;line-height:1;white-space:nowrap;box-shadow:0 1px 2px rgb(16 20 40/.14),inset 0 1px 0 rgb(255 255 255/.18);transition:filter .12s,transform .12s}
.latch-connect:hover{filter:brightness(1.06)}
.latch-connect:active{transform:scale(.97)}
.latch-connect[data-size=sm]{height:32px;padding:0 12px;gap:6px;border-radius:var(--_r-sm);font-size:var(--_t-xs)}
.latch-connect[data-state=connecting]{cursor:progress}
`
