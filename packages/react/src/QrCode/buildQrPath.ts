/** A QR code's modules, row by row: `true` is dark. */
export type QrMatrix = boolean[][]

/** A square area (in modules, quiet zone included) left blank for an icon. */
export type QrHole = { start: number; size: number }

/**
 * One SVG path for every dark module, each a 1×1 square at its position plus `offset` (the quiet
 * zone). Runs of dark modules in a row become one rectangle, which keeps the path short (a
 * WalletConnect URI is ~60×60 modules). Modules inside `hole` are left out.
 */
export function buildQrPath(matrix: QrMatrix, offset: number, hole?: QrHole): string {
  const parts: string[] = []
  for (const [row, cells] of matrix.entries()) {
    const y = row + offset
    let runStart = -1
    for (let column = 0; column <= cells.length; column++) {
      const x = column + offset
      const dark = column < cells.length && cells[column] === true && !inside(hole, x, y)
      if (dark && runStart < 0) runStart = x
      if (!dark && runStart >= 0) {
        parts.push(`M${runStart} ${y}h${x - runStart}v1h${runStart - x}z`)
        runStart = -1
      }
    }
  }
  return parts.join('')
}

function inside(hole: QrHole | undefined, x: number, y: number): boolean {
  if (!hole) return false
  const end = hole.start + hole.size
  return x >= hole.start && x < end && y >= hole.start && y < end
}
