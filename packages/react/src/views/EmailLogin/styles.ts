/**
 * CSS of the email field (Connect's email method and EmailLogin): it loads with them, not with
 * the modal shell. Beside the wallet list, an "or" rule separates the two methods.
 */
export const EMAIL_CSS = `
.latch-email{display:flex;flex-direction:column;gap:6px}
.latch-email:has(~ul,~.latch-empty)::after,:is(ul,.latch-empty)~.latch-email::before{content:'or';display:flex;justify-content:center;margin:8px 0 6px;color:var(--_fg-2);font-size:var(--_t-xs);background:linear-gradient(var(--_border),var(--_border)) 0 50%/calc(50% - 18px) 1px no-repeat,linear-gradient(var(--_border),var(--_border)) 100% 50%/calc(50% - 18px) 1px no-repeat}
.latch-email:has(~ul,~.latch-empty){margin-bottom:8px}
:is(ul,.latch-empty)~.latch-email{margin-top:8px}
.latch-email .latch-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.latch-email-field{display:flex;align-items:center;gap:8px;padding:0 4px;padding-inline-start:12px;border-radius:var(--_r-lg);background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border);transition:box-shadow .12s}
.latch-email-field:focus-within{box-shadow:inset 0 0 0 2px var(--_accent)}
.latch-email-field[data-invalid]{box-shadow:inset 0 0 0 1.5px var(--_err)}
.latch-email-icon{display:flex;flex:none;color:var(--_fg-2)}
.latch-email-field input{flex:1;min-width:0;height:48px;border:0;background:none;color:var(--_fg);font:inherit;font-size:var(--_t-md);outline:none}
.latch-email-field input::placeholder{color:var(--_fg-2)}
.latch-email-submit{display:inline-flex;align-items:center;gap:6px;flex:none;height:38px;padding:0 14px;border:0;border-radius:var(--_r-md);background:var(--_accent);color:var(--_on-accent);font-weight:600;transition:filter .12s,opacity .12s}
.latch-email-submit:hover{filter:brightness(1.06)}
.latch-email-submit[aria-disabled=true]{opacity:.5;cursor:not-allowed;filter:none}
.latch-email-submit .latch-spinner{width:14px;height:14px}
.latch-email-error{padding:0 4px;font-size:var(--_t-sm);color:var(--_err)}
.latch-email-passkey{display:inline-flex;align-items:center;gap:6px;align-self:center;padding:6px 10px;border:0;border-radius:var(--_r-md);background:none;color:var(--_fg);font-size:var(--_t-sm);font-weight:600;text-decoration:underline;text-underline-offset:3px}
.latch-email-passkey:hover{background:var(--_surface)}
.latch-email-passkey[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.latch-email-passkey .latch-spinner{width:12px;height:12px}
`

/** CSS of the EmailLogin view's steps. */
export const LOGIN_CSS = `
.latch-login{display:flex;flex-direction:column;gap:14px;padding-top:4px}
.latch-login-head{display:flex;flex-direction:column;align-items:center;gap:4px;text-align:center}
.latch-login-icon{display:grid;place-items:center;width:56px;height:56px;margin-bottom:8px;border-radius:50%;background:var(--_accent-soft);color:var(--_accent-text)}
.latch-login-icon-large{width:72px;height:72px;margin:0}
.latch-login-title{color:var(--_fg-2)}
.latch-login-email{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:var(--_t-md);font-weight:600}
.latch-login-status{display:flex;align-items:center;justify-content:center;gap:8px;min-height:20px;margin-top:-4px;font-size:var(--_t-sm);color:var(--_fg-2);text-align:center}
.latch-login-status[data-state=error]{color:var(--_err)}
.latch-login-resend{text-align:center;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-login-primary{width:100%;height:44px}
.latch-otp{direction:ltr}
.latch-login-primary[aria-disabled=true]{opacity:.5;cursor:not-allowed;filter:none;transform:none}
.latch-link-button{padding:2px 4px;border:0;border-radius:6px;background:none;color:var(--_accent-text);font-weight:600}
.latch-link-button:hover{text-decoration:underline}
.latch-link-button[aria-disabled=true]{color:var(--_fg-2);cursor:not-allowed;text-decoration:none;font-variant-numeric:tabular-nums}
.latch-login>.latch-link-button{align-self:center;font-size:var(--_t-sm)}
`
