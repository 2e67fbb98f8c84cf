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
