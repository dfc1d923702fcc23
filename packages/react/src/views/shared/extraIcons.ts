/**
 * Icon paths only lazily loaded views draw (24-unit grid, for `<SvgIcon path={…} />`): they
 * stay out of the bundle a site loads up front.
 */
export const ICON_PATHS = {
  copy: 'M9 9.5A1.5 1.5 0 0 1 10.5 8h8A1.5 1.5 0 0 1 20 9.5v9a1.5 1.5 0 0 1-1.5 1.5h-8A1.5 1.5 0 0 1 9 18.5zM15 8V5.5A1.5 1.5 0 0 0 13.5 4h-8A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H9',
  chevronRight: 'M9.5 6l6 6-6 6',
  power: 'M12 3.5v8M7.05 6.5a7 7 0 1 0 9.9 0',
  retry: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4.5H15',
  close: 'M7 7l10 10M17 7L7 17',
  switch: 'M7 16.5h12m0 0l-3.5-3.5m3.5 3.5L15.5 20M17 7.5H5m0 0l3.5-3.5M5 7.5L8.5 11',
  plus: 'M12 5.5v13M5.5 12h13',
} as const

/**
 * A right-to-left modal turns round the icons that point somewhere (the rows' "go on" chevron):
 * not those that don't (close, check, copy, a QR code). The header's Back arrow is turned in the
 * modal's own CSS.
 */
export const MIRRORED_ICONS_CSS = `svg:dir(rtl):has(>[d="${ICON_PATHS.chevronRight}"]){scale:-1 1}`
