/** What shows for the frame before the client has read the address: the themed page background only. */
export function BootScreen() {
  return <div className="h-full min-h-screen" aria-busy="true" />;
}
