// Small number helpers shared by the benchmark modules.

/** Rounded to one decimal place. */
export const round1 = (value) => Math.round(value * 10) / 10;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, min and max, each rounded to one decimal place. */
export function summarise(values) {
  return {
    median: round1(median(values)),
    min: round1(Math.min(...values)),
    max: round1(Math.max(...values)),
  };
}

/** The value below which `fraction` of the values fall (nearest rank), e.g. 0.95 for p95. */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
