import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import { ROWS_CSS } from '../shared/styles.ts'

/**
 * CSS of the send view; it loads with the view. An amount with its symbol and the fee stay left
 * to right in a right-to-left modal ("0.25 ETH", not "ETH 0.25"); the review's amount row keeps
 * its icon on the start side.
 */
export const SEND_CSS = `${ROWS_CSS}${STATUS_PANEL_CSS}
.latch-send{display:flex;flex-direction:column;gap:14px}
.latch-send-token{width:100%}
.latch-token-icon{flex:none;width:32px;height:32px;border-radius:50%;object-fit:cover;font-size:var(--_t-xs)}
.latch-send-balance{flex:none;font-variant-numeric:tabular-nums;color:var(--_fg-2)}
.latch-send-field{display:flex;flex-direction:column;gap:6px}
.latch-send-field>label{font-size:var(--_t-sm);font-weight:600;color:var(--_fg-2)}
.latch-send-input{display:flex;align-items:center;gap:8px;padding:0 6px;padding-inline-start:12px;border-radius:var(--_r-md);background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border)}
.latch-send-input:focus-within{box-shadow:inset 0 0 0 2px var(--_accent)}
.latch-send-input[data-invalid]{box-shadow:inset 0 0 0 1.5px var(--_err)}
.latch-send-input input{flex:1;min-width:0;height:44px;border:0;background:none;color:var(--_fg);font:inherit;font-size:var(--_t-md);outline:none}
.latch-send-input input::placeholder{color:var(--_fg-2)}
.latch-send-symbol{color:var(--_fg-2);font-weight:600}
.latch-send-max{padding:6px 10px;border:0;border-radius:999px;background:var(--_accent-soft);color:var(--_accent-text);font-weight:600}
.latch-send-max:disabled{opacity:.5}
.latch-send-hint{display:flex;flex-wrap:wrap;align-items:center;gap:4px 6px;min-height:20px;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-send-hint>span{white-space:nowrap}
.latch-send-hint[data-state=error]{color:var(--_err)}
.latch-send-own{padding:2px 8px;border-radius:999px;background:color-mix(in srgb,var(--_warn) 14%,var(--_bg));color:color-mix(in srgb,var(--_warn) 70%,var(--_fg));font-size:var(--_t-xs);font-weight:600}
.latch-send-avatar{flex:none;width:20px;height:20px;border-radius:50%}
.latch-send-fee{display:flex;justify-content:space-between;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-send-fee>span:last-child{color:var(--_fg);font-variant-numeric:tabular-nums}
.latch-send-submit{width:100%}
.latch-button-primary:disabled{opacity:.45;cursor:not-allowed;filter:none;transform:none}
.latch-send-review{display:flex;flex-direction:column;gap:2px;margin:0;border-radius:var(--_r-lg);background:var(--_surface);padding:4px 14px}
.latch-send-review>div{display:flex;flex-direction:column;gap:4px;padding:10px 0;border-bottom:1px solid var(--_border)}
.latch-send-review>div:last-child{border:0}
.latch-send-review dt{font-size:var(--_t-xs);color:var(--_fg-2)}
.latch-send-review dd{display:flex;align-items:center;gap:8px;margin:0;font-weight:600}
.latch-send-amount{font-size:var(--_t-lg)}
.latch-send-to{display:flex;flex-direction:column;min-width:0}
.latch-send-to code,.latch-send-hash code{font:500 var(--_t-sm) ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere;color:var(--_fg-2)}
.latch-send-actions{display:grid;grid-template-columns:1fr 2fr;gap:10px}
.latch-send-actions>button{margin:0;height:40px}
.latch-send-done{display:grid;place-items:center;width:72px;height:72px;border-radius:50%;background:color-mix(in srgb,var(--_ok) 16%,var(--_bg));color:var(--_ok)}
.latch-send-hash{display:flex;gap:8px;align-items:baseline;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-send-link{color:var(--_accent-text);font-weight:600}
.latch-send-note{margin:8px auto;text-align:center}
.latch-send-fee>span:last-child,.latch-send-review>div:last-child>dd{direction:ltr;unicode-bidi:isolate}
.latch-send-review>div:last-child>dd{align-self:flex-start}
.latch-send-amount:dir(rtl){direction:ltr;flex-direction:row-reverse}
`
