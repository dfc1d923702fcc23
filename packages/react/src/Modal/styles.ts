/**
 * The modal's CSS: card, header, body, alert banner, toast, and the four SPEC §2/§4 motions
 * (header text, height, view transition, shake), all timed by the `--latch-duration-*`
 * custom properties that `prefers-reduced-motion` sets to zero (see theme/tokens.ts).
 * Written in logical directions (inline start / end) so a right-to-left modal mirrors: the
 * header's grid puts Back on the start side, its arrow turns round, views slide in from the end.
 */
export const MODAL_CSS = `
:host{display:block}
.latch-card{position:relative;display:flex;flex-direction:column;width:var(--_width);max-width:calc(100vw - 24px);margin:auto;padding:0;border:1px solid var(--_border);border-radius:var(--_r-xl);background:var(--_bg);color:var(--_fg);box-shadow:var(--_shadow);overflow:hidden;outline:none}
section.latch-card{margin:0;max-width:100%;box-shadow:none}
dialog.latch-card:not([open]){display:none}
dialog.latch-card{max-height:calc(100dvh - 24px);transition:opacity var(--latch-duration-enter) ease-out,scale var(--latch-duration-enter) ease-out}
dialog.latch-card::backdrop{background:rgb(8 10 20/.5);-webkit-backdrop-filter:blur(3px);backdrop-filter:blur(3px);transition:opacity var(--latch-duration-enter) ease-out}
@starting-style{dialog.latch-card[open]{opacity:0;scale:.96}dialog.latch-card[open]::backdrop{opacity:0}}
.latch-card[data-shaking]{animation:latch-shake var(--latch-duration-shake) ease-in-out}
@keyframes latch-shake{10%,90%{translate:-2px 0}20%,80%{translate:4px 0}30%,50%,70%{translate:-6px 0}40%,60%{translate:6px 0}}
@media (max-width:480px){dialog.latch-card{width:100%;max-width:100%;margin:auto 0 0;border-width:1px 0 0;border-radius:var(--_r-xl) var(--_r-xl) 0 0;padding-bottom:env(safe-area-inset-bottom)}}
.latch-header{display:grid;grid-template-columns:36px 1fr 36px;grid-auto-rows:minmax(36px,auto);align-items:center;gap:8px;padding:14px 14px 6px}
.latch-title{grid-column:2;display:grid;min-width:0;font-size:var(--_t-lg);font-weight:600;line-height:1.3;letter-spacing:-.01em;text-align:center}
.latch-title>span{grid-area:1/1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;animation:latch-fade-in var(--latch-duration-header) ease-out both}
.latch-title>[aria-hidden]{animation-name:latch-fade-out}
.latch-title>[data-entering]{animation:none}
@keyframes latch-fade-in{from{opacity:0}}
@keyframes latch-fade-out{to{opacity:0}}
.latch-icon-button{display:grid;place-items:center;width:36px;height:36px;padding:0;border:0;border-radius:50%;background:var(--_surface);color:var(--_fg-2);transition:background-color .12s,color .12s}
.latch-icon-button:hover{background:var(--_surface-2);color:var(--_fg)}
.latch-icon-button[data-action=back]{grid-column:1}
[data-action=back]:dir(rtl){scale:-1 1}
.latch-icon-button[data-action=close]{grid-column:3}
.latch-body{overflow:hidden;transition:height var(--latch-duration-height) ease}
.latch-body[data-entering]{transition:none}
.latch-view{--_dx:16px;padding:10px 16px 16px;animation:latch-view-next var(--latch-duration-view) ease-out both}
.latch-view[data-direction=prev]{animation-name:latch-view-prev}
.latch-view[data-entering]{animation:none}
.latch-view:dir(rtl){--_dx:-16px}
@keyframes latch-view-next{from{opacity:0;translate:var(--_dx)}}
@keyframes latch-view-prev{from{opacity:0;translate:calc(-1*var(--_dx))}}
.latch-view>.latch-spinner{display:block;margin:32px auto;width:24px;height:24px;color:var(--_accent);animation:latch-spin .7s linear infinite,latch-fade-in .15s .3s both}
.latch-alert{display:grid;grid-template-columns:auto 1fr auto;align-items:start;gap:2px 10px;margin:6px 16px 2px;padding:10px 6px;padding-inline-start:12px;border-radius:var(--_r-md);background:color-mix(in srgb,var(--_err) 10%,var(--_bg));--_tone:var(--_err)}
.latch-alert[data-variant=warning]{background:color-mix(in srgb,var(--_warn) 12%,var(--_bg));--_tone:var(--_warn)}
.latch-alert>svg{grid-row:1/3;margin-top:1px;color:var(--_tone)}
.latch-alert-title{font-weight:600}
.latch-alert-text{grid-column:2;font-size:var(--_t-xs);color:var(--_fg-2)}
.latch-alert>button{grid-column:3;grid-row:1/3;width:28px;height:28px;background:none}
.latch-toast{position:absolute;top:12px;left:50%;translate:-50% 0;z-index:var(--_z);display:flex;align-items:center;gap:8px;width:max-content;max-width:calc(100% - 32px);padding:7px 14px;padding-inline-start:8px;border:1px solid var(--_border);border-radius:999px;background:var(--_bg);box-shadow:0 10px 30px -6px rgb(0 0 0/.25);font-size:var(--_t-sm);font-weight:500}
.latch-toast[data-state=idle]{opacity:0;pointer-events:none;padding:0;border:0}
.latch-toast[data-state=open]{animation:latch-toast-in var(--latch-duration-view) ease-out both}
.latch-toast[data-state=closed]{animation:latch-toast-out var(--latch-duration-view) ease-in both}
@keyframes latch-toast-in{from{opacity:0;transform:translateY(-8px) scale(.96)}}
@keyframes latch-toast-out{to{opacity:0;transform:translateY(-8px) scale(.96)}}
.latch-toast-icon{display:grid;place-items:center;flex:none;width:22px;height:22px;border-radius:50%;color:var(--_bg);background:var(--_tone,var(--_accent))}
.latch-toast[data-variant=success]{--_tone:var(--_ok)}
.latch-toast[data-variant=error]{--_tone:var(--_err)}
.latch-toast[data-variant=loading] .latch-toast-icon{background:none;color:var(--_accent);padding:3px}
.latch-toast-icon>.latch-spinner{width:100%;height:100%}
.latch-footer{padding:0 16px 14px;text-align:center;font-size:var(--_t-xs);color:var(--_fg-2)}
`
