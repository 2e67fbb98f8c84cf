import { Component, lazy, Suspense, type ReactNode } from 'react';

export { splitReferences } from './split-references';

const ReferencesView = lazy(() => import('./references-view'));

/** References that fail to render are left out; the answer above them stays. */
class ReferencesBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The references of a knowledge answer, all its elements in one panel; the view loads the first time an answer has any. */
export function MessageReferences({ elements }: { elements: readonly string[] }) {
  return (
    <ReferencesBoundary>
      <Suspense fallback={null}>
        <ReferencesView elements={elements} />
      </Suspense>
    </ReferencesBoundary>
  );
}
