/**
 * Keeps only the latest value and hands it on at most once per animation frame, so a fast stream
 * re-renders (and re-parses its markdown) at the screen's rate rather than once per token.
 */
export function createFrameThrottle<Value>(deliver: (value: Value) => void) {
  let pending: { value: Value } | undefined;
  let handle: number | undefined;
  const schedule =
    typeof requestAnimationFrame === 'function'
      ? (run: () => void) => requestAnimationFrame(run)
      : (run: () => void) => window.setTimeout(run, 16);
  const unschedule =
    typeof cancelAnimationFrame === 'function'
      ? (id: number) => cancelAnimationFrame(id)
      : (id: number) => window.clearTimeout(id);

  const flush = () => {
    if (handle !== undefined) unschedule(handle);
    handle = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    deliver(value);
  };

  return {
    push(value: Value) {
      pending = { value };
      if (handle === undefined) handle = schedule(flush);
    },
    /** Delivers what is pending right away (the stream ended). */
    flush,
  };
}
