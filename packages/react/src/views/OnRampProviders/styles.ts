import { SWAP_CSS } from '../Swap/styles.ts'

/** CSS of the Buy view (the send and swap views' fields and panels, and its own); loads with it. */
export const ONRAMP_CSS = `${SWAP_CSS}
.latch-onramp{display:flex;flex-direction:column;gap:12px}
.latch-onramp-group{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;border:0;min-width:0}
.latch-onramp-group>legend{padding:0;margin-bottom:6px;font-size:var(--_t-sm);font-weight:600;color:var(--_fg-2)}
.latch-onramp-tokens,.latch-onramp-methods{display:flex;flex-wrap:wrap;gap:8px}
.latch-onramp-chip{position:relative;display:flex;align-items:center;gap:8px;height:36px;padding:0 14px;padding-inline-start:8px;border-radius:999px;background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border);font-weight:600;cursor:pointer}
.latch-onramp-methods .latch-onramp-chip{padding:0 16px}
.latch-onramp-chip:hover{background:var(--_surface-2)}
.latch-onramp-chip:has(input:checked){background:var(--_accent-soft);box-shadow:inset 0 0 0 2px var(--_accent);color:var(--_accent-text)}
.latch-onramp-chip:has(input:focus-visible),.latch-onramp-quote:has(input:focus-visible){outline:2px solid var(--_accent);outline-offset:2px}
.latch-onramp-chip>input,.latch-onramp-quote>input{position:absolute;opacity:0;width:1px;height:1px;margin:0;pointer-events:none}
.latch-onramp-chip>.latch-token-icon{width:24px;height:24px}
.latch-onramp-note{margin:0;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-onramp-fineprint{margin-top:-6px;text-align:center;font-size:var(--_t-xs)}
.latch-onramp-fiat{height:32px;padding:0 8px;border:0;border-radius:999px;background:var(--_surface-2);color:var(--_fg);font:inherit;font-weight:600}
.latch-onramp-status{margin:0;font-size:var(--_t-sm);color:var(--_fg-2);text-align:center}
.latch-onramp-status[data-state=error]{color:var(--_err)}
.latch-onramp-warning{margin:0;padding:8px 12px;border-radius:var(--_r-md);background:color-mix(in srgb,var(--_warn) 14%,var(--_bg));color:color-mix(in srgb,var(--_warn) 70%,var(--_fg));font-size:var(--_t-sm)}
.latch-onramp-quotes{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px}
.latch-onramp-quote{position:relative;display:flex;flex-direction:column;gap:3px;padding:10px 12px;border-radius:var(--_r-lg);background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border);cursor:pointer}
.latch-onramp-quote:hover{background:var(--_surface-2)}
.latch-onramp-quote:has(input:checked){box-shadow:inset 0 0 0 2px var(--_accent)}
.latch-onramp-quote[data-estimated]{cursor:default;background:none;box-shadow:none;border:1.5px dashed color-mix(in srgb,var(--_warn) 70%,var(--_bg))}
.latch-onramp-quote-top{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:4px 6px;min-height:22px}
.latch-onramp-quote-name{font-weight:700}
.latch-onramp-badge{padding:2px 8px;border-radius:999px;background:var(--_accent-soft);color:var(--_accent-text);font-size:var(--_t-xs);font-weight:600}
.latch-onramp-badge[data-kind=estimated]{background:color-mix(in srgb,var(--_warn) 16%,var(--_bg));color:color-mix(in srgb,var(--_warn) 75%,var(--_fg))}
.latch-onramp-quote-row.latch-onramp-quote-receive{flex-direction:column;gap:0;margin:2px 0}
.latch-onramp-quote-receive>span:last-child{align-self:flex-start;font-size:var(--_t-md);font-weight:700;white-space:nowrap}
.latch-onramp-note>span{white-space:nowrap}
.latch-onramp-quote-row{display:flex;justify-content:space-between;gap:6px;font-size:var(--_t-xs);color:var(--_fg-2);font-variant-numeric:tabular-nums}
.latch-onramp-quote-row>span:last-child{color:var(--_fg);direction:ltr;unicode-bidi:isolate}
.latch-onramp-provider-tile{display:grid;place-items:center;width:72px;height:72px;border-radius:20px;background:var(--_accent-soft);color:var(--_accent-text);font-size:28px;font-weight:700}
.latch-onramp-order{display:flex;flex-direction:column;gap:6px;width:100%;margin:0;padding:10px 14px;border-radius:var(--_r-lg);background:var(--_surface);font-size:var(--_t-sm)}
.latch-onramp-order>div{display:flex;justify-content:space-between;gap:12px}
.latch-onramp-order dt{color:var(--_fg-2)}
.latch-onramp-order dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
.latch-onramp-after>a.latch-button-primary{display:flex;justify-content:center;width:100%;text-decoration:none}
.latch-onramp-balance{margin:6px 0 0;font-size:var(--_t-sm)}
`
