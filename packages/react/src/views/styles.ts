/** CSS of the views: wallet list, tags, monograms, the empty and unavailable panels. */
export const VIEWS_CSS = `
.latch-wallets{list-style:none;display:flex;flex-direction:column;gap:8px;max-height:min(456px,calc(100dvh - 200px));margin:-4px;padding:4px;overflow-y:auto;overscroll-behavior:contain}
.latch-wallet{display:flex;align-items:center;gap:12px;width:100%;padding:8px;padding-inline-end:14px;border:0;border-radius:var(--_r-lg);background:var(--_surface);text-align:start;transition:background-color .12s,transform .12s}
.latch-wallet:hover{background:var(--_surface-2)}
.latch-wallet:active{transform:scale(.985)}
.latch-wallet-placeholder{height:56px;animation:latch-row-wait 1.1s ease-in-out infinite alternate}
@keyframes latch-row-wait{to{opacity:.5}}
@media (prefers-reduced-motion:reduce){.latch-wallet-placeholder{animation:none}}
.latch-wallet-icon{flex:none;width:40px;height:40px;border-radius:var(--_r-md);outline:1px solid var(--_border);outline-offset:-1px;object-fit:cover}
.latch-monogram{display:grid;place-items:center;font-size:var(--_t-md);font-weight:700;background:hsl(var(--_hue) 70% 92%);color:hsl(var(--_hue) 55% 26%)}
:host([data-theme=dark]) .latch-monogram{background:hsl(var(--_hue) 30% 22%);color:hsl(var(--_hue) 80% 86%)}
.latch-wallet-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:var(--_t-md);font-weight:600}
.latch-wallet-name small{display:block;font-size:var(--_t-xs);font-weight:500;color:var(--_fg-2)}
.latch-tag{flex:none;padding:3px 8px;border-radius:999px;background:var(--_accent-soft);color:var(--_accent-text);font-size:var(--_t-xs);font-weight:600}
.latch-empty{display:flex;flex-direction:column;align-items:center;gap:6px;padding:18px 8px 6px;text-align:center}
.latch-empty-icon{display:grid;place-items:center;width:56px;height:56px;margin-bottom:6px;border-radius:50%;background:var(--_accent-soft);color:var(--_accent-text)}
.latch-empty-title{font-size:var(--_t-md);font-weight:600}
.latch-muted{max-width:280px;color:var(--_fg-2)}
.latch-muted code{padding:1px 5px;border-radius:6px;background:var(--_surface-2);color:var(--_fg);font:500 .92em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.latch-email-slot{min-height:84px}
.latch-social-slot{min-height:104px}
.latch-button-secondary{margin-top:10px;padding:9px 18px;border:0;border-radius:999px;background:var(--_surface-2);font-weight:600}
.latch-button-secondary:hover{background:color-mix(in srgb,var(--_fg) 12%,var(--_bg))}
`
