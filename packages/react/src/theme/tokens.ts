import {
  HEADER_TEXT_TRANSITION_MS,
  MODAL_HEIGHT_TRANSITION_MS,
  SHAKE_DURATION_MS,
  THEME_DEFAULTS,
  VIEW_TRANSITION_MS,
} from '@latch/core/internal'

/**
 * Design tokens shared by every Latch shadow root. The site's `--latch-*` theme variables sit as
 * inline custom properties on the host and win; the SPEC §9 defaults fill the rest. Internal
 * tokens are `--_*`: derived values nobody should set from outside.
 *
 * Colours are chosen to pass WCAG AA in both modes with the default accents: text in the
 * accent colour is mixed darker (light) or lighter (dark); text on an accent fill is picked
 * from the accent's lightness with relative colour syntax, so a site's own accent keeps a
 * readable label too.
 */
/**
 * The dialog's own entry (fade + scale as it opens). Not a SPEC §2 duration: it is one motion
 * with the first view, which arrives with the dialog instead of sliding in after it, so the
 * modal is fully shown in ~one entry time after the click.
 */
export const MODAL_ENTRY_MS = 100

export const TOKENS_CSS = `
:host{all:initial;
--latch-duration-header:${HEADER_TEXT_TRANSITION_MS}ms;
--latch-duration-height:${MODAL_HEIGHT_TRANSITION_MS}ms;
--latch-duration-view:${VIEW_TRANSITION_MS}ms;
--latch-duration-shake:${SHAKE_DURATION_MS}ms;
--latch-duration-enter:${MODAL_ENTRY_MS}ms;
--_accent:var(--latch-accent,${THEME_DEFAULTS.accent.light});
--_base:${THEME_DEFAULTS.background.light};
--_fg:#15171c;--_fg-2:#585d69;
--_ok:#15803d;--_err:#c0262d;--_warn:#9a5b07;
--_accent-text:color-mix(in srgb,var(--_accent) 62%,#000);
--_shadow:0 24px 64px -12px rgb(16 20 40/.28),0 4px 16px rgb(16 20 40/.08);
color-scheme:light;
--_bg:color-mix(in srgb,var(--latch-color-mix,#0000) calc(var(--latch-color-mix-strength,0)*1%),var(--_base));
--_surface:color-mix(in srgb,var(--_fg) 4.5%,var(--_bg));
--_surface-2:color-mix(in srgb,var(--_fg) 8%,var(--_bg));
--_border:color-mix(in srgb,var(--_fg) 9%,#0000);
--_accent-soft:color-mix(in srgb,var(--_accent) 14%,var(--_bg));
--_on-accent:#fff;
--_on-accent:oklch(from var(--_accent) clamp(.18,(.58 - l)*1000,1) calc(c*clamp(0,(l - .58)*1000,.5)) h);
--_font:var(--latch-font-family,${THEME_DEFAULTS.fontFamily});
--_fs:var(--latch-font-size-master,${THEME_DEFAULTS.fontSizeMasterPx}px);
--_t-xs:calc(var(--_fs)*1.2);--_t-sm:calc(var(--_fs)*1.4);--_t-md:calc(var(--_fs)*1.5);--_t-lg:calc(var(--_fs)*1.6);
--_r:var(--latch-border-radius-master,${THEME_DEFAULTS.borderRadiusMasterPx}px);
--_r-sm:calc(var(--_r)*2);--_r-md:calc(var(--_r)*3);--_r-lg:calc(var(--_r)*4);--_r-xl:calc(var(--_r)*6);
--_width:var(--latch-modal-width,${THEME_DEFAULTS.modalWidthPx}px);
--_z:var(--latch-z-index,${THEME_DEFAULTS.zIndex});
font-family:var(--_font);font-size:var(--_t-sm);line-height:1.4;color:var(--_fg);
-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;text-align:start}
:host([data-theme=dark]){
--_accent:var(--latch-accent,${THEME_DEFAULTS.accent.dark});
--_base:${THEME_DEFAULTS.background.dark};
--_fg:#f3f4f6;--_fg-2:#a3a7b1;
--_ok:#4ade80;--_err:#ff8a8a;--_warn:#fbbf24;
--_accent-text:color-mix(in srgb,var(--_accent) 55%,#fff);
--_shadow:0 24px 64px -12px rgb(0 0 0/.7),0 0 0 1px rgb(255 255 255/.06);
color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
:focus-visible{outline:2px solid var(--_accent);outline-offset:2px}
button{font:inherit;color:inherit;margin:0;cursor:pointer;-webkit-tap-highlight-color:transparent}
h2,p,ul{margin:0;padding:0}
.latch-spinner{display:inline-block;flex:none;width:1em;height:1em;border-radius:50%;border:2px solid currentColor;border-right-color:#0000;animation:latch-spin .7s linear infinite}
@keyframes latch-spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){:host{
--latch-duration-header:0ms;--latch-duration-height:0ms;--latch-duration-view:0ms;--latch-duration-shake:0ms;--latch-duration-enter:0ms}
.latch-spinner{animation-duration:1.6s}}
`
