import { createContext, useContext } from 'react';

/** Whether the message being rendered is still streaming: thinking stays open and highlighting waits. */
export const StreamingContext = createContext(false);

export function useIsStreaming(): boolean {
  return useContext(StreamingContext);
}
