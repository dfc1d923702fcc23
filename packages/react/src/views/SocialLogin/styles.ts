/**
 * CSS of Connect's social section: it loads with the buttons, not with the modal shell. The first
 * provider is a full row ("Continue with Google"), the others tiles; an "or" rule faces the
 * wallet list, like the email field's.
 */
export const SOCIAL_CSS = `
.latch-socials{display:flex;flex-direction:column;gap:8px;min-width:0;margin:0;padding:0;border:0}
.latch-socials:has(~ul,~.latch-empty)::after,:is(ul,.latch-empty)~.latch-socials::before{content:'or';display:flex;justify-content:center;margin:0 0 -2px;color:var(--_fg-2);font-size:var(--_t-xs);background:linear-gradient(var(--_border),var(--_border)) 0 50%/calc(50% - 18px) 1px no-repeat,linear-gradient(var(--_border),var(--_border)) 100% 50%/calc(50% - 18px) 1px no-repeat}
.latch-socials:has(~ul,~.latch-empty){margin-bottom:8px}
:is(ul,.latch-empty)~.latch-socials{margin-top:8px}
.latch-email~.latch-socials{margin-top:8px}
.latch-social-tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(48px,1fr));gap:8px}
.latch-social{position:relative;display:flex;align-items:center;justify-content:center;gap:10px;height:48px;padding:0 14px;border:0;border-radius:var(--_r-lg);background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border);color:var(--_fg);font-size:var(--_t-md);font-weight:600;transition:background-color .12s,opacity .12s}
.latch-social:hover{background:var(--_surface-2)}
.latch-social:active{transform:scale(.985)}
.latch-social[aria-disabled=true]{opacity:.5;cursor:not-allowed;transform:none}
.latch-social[aria-busy=true]{opacity:1;cursor:progress}
.latch-social[aria-busy=true] svg{opacity:.25}
.latch-social .latch-spinner{position:absolute;width:18px;height:18px}
.latch-social-wide .latch-spinner{position:static}
.latch-social-error{padding:0 4px;font-size:var(--_t-sm);color:var(--_err)}
`
