/** CSS of the WalletConnect views (it loads with them, not with the modal shell). */
export const WALLET_CONNECT_CSS = `
.latch-wc{display:flex;flex-direction:column;align-items:center;gap:14px;padding:6px 0 2px;text-align:center}
.latch-wc-code{position:relative;flex:none;display:grid;place-items:center}
.latch-wc-placeholder{width:100%;height:100%;border-radius:var(--_r-lg,16px);background:var(--_surface-2);animation:latch-wc-pulse 1.1s ease-in-out infinite alternate}
@keyframes latch-wc-pulse{to{opacity:.55}}
@media (prefers-reduced-motion:reduce){.latch-wc-placeholder{animation:none}}
.latch-wc[data-state=failed] .latch-wc-placeholder{animation:none;opacity:.55}
.latch-wc-text{display:flex;flex-direction:column;align-items:center;gap:4px}
.latch-wc-text .latch-status-title{display:inline-flex;align-items:center;gap:6px}
.latch-wc-mark{display:grid;place-items:center;width:18px;height:18px;border-radius:50%;background:var(--_err);color:var(--_bg)}
.latch-wc-copy{display:inline-flex;align-items:center;gap:8px;margin-top:0}
.latch-wc-copy[aria-disabled=true]{cursor:progress;opacity:.55}
.latch-wc-open{width:100%;text-decoration:none}
.latch-wc-links{list-style:none;display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:0;padding:0}
.latch-wc-link{display:inline-flex;align-items:center;gap:6px;padding:7px 12px;border-radius:999px;background:var(--_bg);box-shadow:inset 0 0 0 1px var(--_border);color:var(--_fg);font-weight:600;text-decoration:none}
.latch-wc-link:hover{background:var(--_surface)}
.latch-wc-link[aria-disabled=true],.latch-wc-open[aria-disabled=true]{opacity:.55;pointer-events:none}
.latch-wc-wallets{width:100%;margin-top:4px}
.latch-wc-wallets .latch-wallet>svg:last-child{flex:none;color:var(--_fg-2)}
.latch-wc-all{background:var(--_surface-2);color:var(--_fg-2)}
`
