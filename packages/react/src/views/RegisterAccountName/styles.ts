import { MIRRORED_ICONS_CSS } from '../shared/extraIcons.ts'

/** CSS of RegisterAccountName and RegisterAccountNameSuccess (with EMAIL_CSS and LOGIN_CSS). */
export const REGISTER_NAME_CSS = `${MIRRORED_ICONS_CSS}
.latch-register-title{font-size:var(--_t-md);font-weight:600}
.latch-register-name .latch-email-field{padding-inline-start:14px}
.latch-register-zone{flex:none;color:var(--_fg-2);font-size:var(--_t-md)}
.latch-register-status{min-height:20px;padding:0 4px;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-register-status[data-state=free]{color:var(--_ok)}
.latch-register-status[data-state=error],.latch-register-status[data-state=taken]{color:var(--_err)}
.latch-register-suggestions{display:flex;flex-direction:column;gap:6px}
.latch-register-suggestions-label{padding:0 4px;font-size:var(--_t-xs);font-weight:600;color:var(--_fg-2);text-transform:uppercase;letter-spacing:.04em}
.latch-register-suggestions ul{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.latch-register-suggestion{display:inline-flex;align-items:center;gap:4px;height:32px;padding:0 10px;padding-inline-start:12px;border:0;border-radius:999px;background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border);color:var(--_fg);font-size:var(--_t-sm)}
.latch-register-suggestion:hover{background:var(--_surface-2)}
.latch-register-suggestion[aria-disabled=true]{opacity:.5;cursor:not-allowed}
.latch-register-done{display:flex;flex-direction:column;align-items:center;gap:14px;text-align:center}
.latch-register-done .latch-login-icon{color:var(--_ok)}
.latch-register-done-name{font-size:var(--_t-lg);font-weight:700;word-break:break-all}
`
