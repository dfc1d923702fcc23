/** CSS of the network button, inside its own shadow root; goes with `NETWORK_ICON_CSS`. */
export const NETWORK_BUTTON_CSS = `
:host{display:inline-block;vertical-align:middle}
.latch-network{display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 14px 0 8px;border:1px solid var(--_border);border-radius:var(--_r-md);background:var(--_bg);color:var(--_fg);font-size:var(--_t-sm);font-weight:600;line-height:1;white-space:nowrap;box-shadow:0 1px 2px rgb(16 20 40/.1);transition:background-color .12s,transform .12s}
.latch-network:hover{background:var(--_surface)}
.latch-network:active{transform:scale(.97)}
.latch-network[data-size=sm]{height:32px;padding:0 10px 0 5px;gap:6px;border-radius:var(--_r-sm);font-size:var(--_t-xs)}
.latch-network[data-state=unsupported]{border-color:color-mix(in srgb,var(--_warn) 45%,#0000);background:color-mix(in srgb,var(--_warn) 10%,var(--_bg));color:color-mix(in srgb,var(--_warn) 75%,var(--_fg))}
.latch-network[data-state=unsupported]:hover{background:color-mix(in srgb,var(--_warn) 18%,var(--_bg))}
.latch-network>svg{margin-left:3px}
@media (max-width:400px){.latch-network{padding:0 7px}.latch-network[data-size=sm]{padding:0 5px}.latch-network-name{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}
`
