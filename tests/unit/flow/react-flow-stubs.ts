// React Flow measures with ResizeObserver and reads the zoom from DOMMatrixReadOnly, which jsdom lacks
// (as @xyflow/react's testing guide shows): small stand-ins that report every element as 1×1.
class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

class DOMMatrixReadOnlyStub {
  m22: number;
  constructor(transform?: string) {
    const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
    this.m22 = scale !== undefined ? Number(scale) : 1;
  }
}

export function stubReactFlowDom() {
  // The shared setup defines a silent (writable) one: this one reports a size once observed.
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  Object.defineProperty(globalThis, 'DOMMatrixReadOnly', {
    writable: true,
    configurable: true,
    value: DOMMatrixReadOnlyStub,
  });
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 1 },
    offsetWidth: { configurable: true, get: () => 1 },
  });
  // A click-made connection looks for a handle under the pointer first, then uses the one clicked.
  document.elementFromPoint = () => null;
  (SVGElement.prototype as SVGElement & { getBBox: () => DOMRect }).getBBox = () => new DOMRect(0, 0, 0, 0);
}
