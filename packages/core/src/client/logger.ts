/** SPEC §9 default log level is `error`. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

/** Where Latch logs: console methods, prefixed `[latch]`, below the level dropped. */
export type Logger = {
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
  info(...args: unknown[]): void
  debug(...args: unknown[]): void
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

/** A console logger that drops messages below `level`. */
export function createLogger(level: LogLevel = 'error', sink: Console = console): Logger {
  const at = (wanted: Exclude<LogLevel, 'silent'>) =>
    RANK[level] >= RANK[wanted]
      ? (...args: unknown[]) => sink[wanted]('[latch]', ...args)
      : () => {}
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') }
}
