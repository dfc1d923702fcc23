/**
 * CSS of the account button (also the connected look of the connect button); goes with
 * `AVATAR_CSS`. A plain literal: a module-level concatenation would keep it in every bundle.
 */
export const ACCOUNT_BUTTON_CSS = `
.latch-account{display:inline-flex;align-items:center;gap:10px;height:40px;padding:3px;border:1px solid var(--_border);border-radius:var(--_r-md);background:var(--_bg);color:var(--_fg);font-size:var(--_t-sm);font-weight:600;line-height:1;white-space:nowrap;box-shadow:0 1px 2px rgb(16 20 40/.1);transition:background-color .12s,transform .12s}
.latch-account:hover{background:var(--_surface)}
.latch-account:active{transform:scale(.97)}
.latch-account-balance{padding-left:9px;font-variant-numeric:tabular-nums}
.latch-account-id{display:inline-flex;align-items:center;gap:7px;height:100%;padding:0 10px 0 4px;border-radius:calc(var(--_r-md) - 4px);background:var(--_surface-2)}
.latch-account[data-size=sm]{height:32px;gap:8px;border-radius:var(--_r-sm);font-size:var(--_t-xs)}
.latch-account[data-size=sm] .latch-account-id{padding-right:8px;border-radius:calc(var(--_r-sm) - 4px)}
.latch-account-label{max-width:14ch;overflow:hidden;text-overflow:ellipsis}
@media (max-width:400px){.latch-account-balance{display:none}}
`
