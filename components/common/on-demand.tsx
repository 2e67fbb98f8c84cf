import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/**
 * A component whose code loads the first time it is needed (an antd popup, a dialog), plus `preload`
 * to start that download early, e.g. when the pointer reaches the button that opens it.
 */
export function lazyOnDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => (pending ??= load());
  return {
    Component: lazy(once),
    preload: () => {
      void once().catch(() => undefined);
    },
  };
}

interface OnDemandProps {
  /** True once the user asked for what `children` renders; it stays mounted afterwards. */
  armed: boolean;
  /** What shows before (and while the code loads): the plain trigger, or nothing. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders `fallback` until first armed, then `children` (lazily loaded components) in Suspense. */
export function OnDemand({ armed, fallback = null, children }: OnDemandProps) {
  const [everArmed, setEverArmed] = useState(armed);
  if (armed && !everArmed) setEverArmed(true);
  if (!everArmed) return <>{fallback}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
