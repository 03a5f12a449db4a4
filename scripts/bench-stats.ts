/** Figures every bench script shares: percentiles and the Server-Timing durations of an answer. */

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** One Server-Timing metric's duration in ms (`app`: the embedded Store API, `worker`: the whole worker). */
export const timingOf = (headers: Headers, metric: string): number =>
  Number(new RegExp(`${metric};dur=([\\d.]+)`).exec(headers.get('server-timing') ?? '')?.[1] ?? Number.NaN)
