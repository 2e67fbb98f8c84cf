import { useMemo } from 'react';
import { ChatMarkdown } from '@/components/chat/markdown';
import { MessageReferences, splitReferences } from '@/components/chat/references';

/** A debug run's answer as the chat shows it: markdown, and a knowledge answer's references listed under it. */
export function DebugAnswer({ text, streaming }: { text: string; streaming: boolean }) {
  const { answer, references } = useMemo(() => splitReferences(text, streaming), [text, streaming]);
  return (
    <>
      <ChatMarkdown content={answer} streaming={streaming} />
      {references.length > 0 && <MessageReferences elements={references} />}
    </>
  );
}
