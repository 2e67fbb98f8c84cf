import { useState } from 'react';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import type { Prompt } from '@/contract/prompt';
import { DeletePromptTrigger } from './delete-prompt-trigger';

// The confirmation popover is antd: it loads the first time the user presses Delete (or points at it).
const DeleteConfirm = lazyOnDemand(() => import('./delete-prompt-confirm'));

interface DeletePromptButtonProps {
  prompt: Prompt;
  onDelete: (prompt: Prompt) => Promise<unknown>;
}

/** Delete, asked first. */
export function DeletePromptButton({ prompt, onDelete }: DeletePromptButtonProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <OnDemand
      armed={pressed}
      fallback={
        <DeletePromptTrigger
          name={prompt.prompt_name}
          loading={pressed}
          onPointerEnter={DeleteConfirm.preload}
          onFocus={DeleteConfirm.preload}
          onClick={() => setPressed(true)}
        />
      }
    >
      <DeleteConfirm.Component name={prompt.prompt_name} onConfirm={() => onDelete(prompt)} />
    </OnDemand>
  );
}
