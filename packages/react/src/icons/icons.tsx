/**
 * The few icons Latch draws, as inline SVG paths (no icon library), on a 24-unit grid.
 */
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 7.5v5.5M12 16.6v.1',
  info: 'M12 11v5.5M12 7.4v.1',
  alertCircle: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v4.5M12 16v.1',
  wallet:
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H17a1 1 0 0 1 1 1v2M4 7.5v10A2.5 2.5 0 0 0 6.5 20h12a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 18.5 8H6.5A2.5 2.5 0 0 1 4 5.5M16 14h.1',
  layers: 'M12 4l8 4.5-8 4.5-8-4.5 8-4.5zM4 13l8 4.5 8-4.5',
} as const

export type IconName = keyof typeof PATHS

type SvgIconProps = { size?: number } & (
  | { name: IconName; path?: undefined }
  | { name?: undefined /** A path of its own (a lazily loaded view's icon). */; path: string }
)

/** A stroked icon. Decorative: the control that holds it carries the accessible name. */
export function SvgIcon({ name, path, size = 16 }: SvgIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path ?? PATHS[name!]} />
    </svg>
  )
}
