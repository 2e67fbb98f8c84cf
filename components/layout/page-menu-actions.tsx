import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** An action of the open page that the phone's header menu offers (the page has no room for it there). */
export interface PageMenuAction {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface PageMenuActionsValue {
  actions: readonly PageMenuAction[];
  setActions: (actions: readonly PageMenuAction[]) => void;
}

const NO_ACTIONS: readonly PageMenuAction[] = [];
const PageMenuActionsContext = createContext<PageMenuActionsValue>({
  actions: NO_ACTIONS,
  setActions: () => undefined,
});

export function PageMenuActionsProvider({ children }: { children: ReactNode }) {
  const [actions, setActionsState] = useState<readonly PageMenuAction[]>(NO_ACTIONS);
  const setActions = useCallback((next: readonly PageMenuAction[]) => setActionsState(next), []);
  const value = useMemo(() => ({ actions, setActions }), [actions, setActions]);
  return <PageMenuActionsContext.Provider value={value}>{children}</PageMenuActionsContext.Provider>;
}

/** The open page's actions, for the header menu. */
export const usePageMenuActions = () => useContext(PageMenuActionsContext).actions;

/**
 * Offers `actions` in the phone's header menu while the calling page is mounted. Give it a memoised list
 * (stable callbacks), or it is registered again on every render.
 */
export function useOfferPageMenuActions(actions: readonly PageMenuAction[]): void {
  const { setActions } = useContext(PageMenuActionsContext);
  useEffect(() => {
    setActions(actions);
    return () => setActions(NO_ACTIONS);
  }, [actions, setActions]);
}
