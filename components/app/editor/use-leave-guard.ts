import { useEffect } from 'react';
import { useRouter } from 'next/router';

/**
 * While `dirty`, leaving asks first: another page of the app (the router's change is cancelled unless the
 * user confirms) and a reload or closed tab (the browser's own question).
 */
export function useLeaveGuard(dirty: boolean, question: string) {
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const onRouteChangeStart = (url: string) => {
      if (url === router.asPath || window.confirm(question)) return;
      router.events.emit('routeChangeError', new Error('cancelled'), url, { shallow: false });
      // The pages router has no veto: throwing in this event is how a change is stopped.
      throw new Error('Route change cancelled: the application has unsaved changes');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    router.events.on('routeChangeStart', onRouteChangeStart);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      router.events.off('routeChangeStart', onRouteChangeStart);
    };
  }, [dirty, question, router]);
}
