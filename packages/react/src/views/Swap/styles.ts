import { SEND_CSS } from '../WalletSend/styles.ts'

/**
 * CSS of the Swap view (the send view's rows, fields and panels, and its own); loads with it. The
 * quote's figures and dollar values stay left to right in a right-to-left modal.
 */
export const SWAP_CSS = `${SEND_CSS}
.latch-swap{display:flex;flex-direction:column;gap:12px}
.latch-swap-pair{position:relative;display:flex;flex-direction:column;gap:6px}
.latch-swap-field{display:flex;flex-direction:column;gap:4px;padding:12px 12px 10px;padding-inline-start:14px;border-radius:var(--_r-lg);background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border)}
.latch-swap-field:focus-within{box-shadow:inset 0 0 0 2px var(--_accent)}
.latch-swap-field[data-invalid]{box-shadow:inset 0 0 0 1.5px var(--_err)}
.latch-swap-field-top{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:24px;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-swap-field-top>label{font-weight:600}
.latch-swap-balance{display:flex;align-items:center;gap:6px;font-variant-numeric:tabular-nums}
.latch-swap-balance>.latch-send-max{padding:2px 8px;font-size:var(--_t-xs)}
.latch-swap-field-main{display:flex;align-items:center;gap:8px}
.latch-swap-field-main input{flex:1;min-width:0;height:40px;padding:0;border:0;background:none;color:var(--_fg);font:inherit;font-size:22px;font-weight:600;font-variant-numeric:tabular-nums;outline:none}
.latch-swap-field-main input::placeholder{color:var(--_fg-2);opacity:.6}
.latch-swap-field-main input[data-quoted=loading]{opacity:.45}
.latch-swap-token{display:flex;flex:none;align-items:center;gap:6px;height:38px;padding:0 8px;padding-inline-start:4px;border:0;border-radius:999px;background:var(--_bg);box-shadow:inset 0 0 0 1px var(--_border);color:var(--_fg);font-weight:600}
.latch-swap-token:hover{background:var(--_surface-2)}
.latch-swap-token>.latch-token-icon{width:28px;height:28px}
.latch-swap-token>span:first-child:not(.latch-token-icon){padding-inline-start:8px}
.latch-swap-token>svg{color:var(--_fg-2);transform:rotate(90deg)}
.latch-swap-usd{align-self:flex-start;direction:ltr;unicode-bidi:isolate;min-height:18px;font-size:var(--_t-xs);color:var(--_fg-2);font-variant-numeric:tabular-nums}
.latch-swap-flip{position:absolute;left:50%;top:50%;z-index:1;display:grid;place-items:center;width:36px;height:36px;margin:-18px 0 0 -18px;border:4px solid var(--_bg);border-radius:12px;background:var(--_surface-2);color:var(--_fg)}
.latch-swap-flip:hover{color:var(--_accent-text)}
.latch-swap-status{margin:-4px 0;font-size:var(--_t-sm);color:var(--_fg-2);text-align:center}
.latch-swap-status:empty{margin:-6px 0}
.latch-swap-status[data-state=error]{color:var(--_err)}
.latch-swap-details{display:flex;flex-direction:column;gap:6px;margin:0;padding:10px 14px;border-radius:var(--_r-lg);background:var(--_surface);font-size:var(--_t-sm)}
.latch-swap-details>div{display:flex;justify-content:space-between;gap:12px}
.latch-swap-details dt{color:var(--_fg-2)}
.latch-swap-details dd{margin:0;text-align:end;direction:ltr;unicode-bidi:isolate;font-variant-numeric:tabular-nums;font-weight:500}
.latch-swap-details dd[data-state=high]{color:var(--_err);font-weight:600}
.latch-swap-fee-usd{color:var(--_fg-2);font-weight:400}
.latch-swap-tokens{display:flex;flex-direction:column;gap:10px}
.latch-swap-tokens input[type=search]{appearance:none}
.latch-swap-pending-icon>.latch-token-icon{width:56px;height:56px;font-size:var(--_t-md)}
.latch-swap-after{display:flex;flex-direction:column;align-items:center;gap:10px}
.latch-swap-after>.latch-button-primary{width:100%}
.latch-swap-after>.latch-send-edit{margin:0}
.latch-swap-pick{margin:0;font-size:var(--_t-sm);font-weight:600;color:var(--_fg-2)}
`
