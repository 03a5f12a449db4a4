/** Figures every bench script shares: percentiles and the Server-Timing durations of an answer. */

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** One Server-Timing metric's duration in ms (`app`: the embedded Store API, `worker`: the whole worker). */
export const timingOf = (headers: Headers, metric: string): number =>
  Number(new RegExp(`${metric};dur=([\\d.]+)`).exec(headers.get('server-timing') ?? '')?.[1] ?? Number.NaN)

/** Every Server-Timing entry with a duration, by name (`locale;dur=1.2, total;dur=9` → {locale: 1.2, total: 9}). */
export function serverTimings(header: string | null | undefined): Record<string, number> {
  const entries: Record<string, number> = {}
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';')
    const dur = params.map((p) => /^\s*dur=([\d.]+)\s*$/.exec(p)?.[1]).find((d) => d !== undefined)
    if (name && dur !== undefined) entries[name] = Number(dur)
  }
  return entries
}

/** Kilobytes with one decimal, as the tables print them. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`
