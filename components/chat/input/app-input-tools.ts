import { useEffect, useState } from 'react';
import { loadChatApp } from '@/components/app/chat-header/chat-app-info';
import type { App } from '@/contract/app';

/** Which of the input's settings the user chooses; the others are the app's (or the server's). */
export interface InputTools {
  model: boolean;
  /** Temperature and max new tokens, which share one popover. */
  params: boolean;
  /** The scene's resource (the knowledge space, the datasource). */
  resource: boolean;
  /** The builder's controls an embedded app's visitor does not get: absent means offered. */
  prompts?: boolean;
  attach?: boolean;
  memory?: boolean;
}

/** An app embedded in another site: a plain input, send and new chat; the app decides everything else. */
export const EMBED_INPUT_TOOLS: InputTools = {
  model: false,
  params: false,
  resource: false,
  prompts: false,
  attach: false,
  memory: false,
};

export const ALL_INPUT_TOOLS: InputTools = { model: true, params: true, resource: true };
const NO_INPUT_TOOLS: InputTools = { model: false, params: false, resource: false };

/**
 * As DB-GPT's web: an app offers the settings its `param_need` lists (contract 1.0), except those it
 * binds to a value; a chat without an app offers all of them.
 */
export function inputToolsFor(app: App | null): InputTools {
  if (!app) return ALL_INPUT_TOOLS;
  const open = (type: string) =>
    (app.param_need ?? []).some(
      (need) =>
        need.type === type &&
        (need.bind_value === undefined || need.bind_value === null || need.bind_value === ''),
    );
  return {
    model: open('model'),
    params: open('temperature') || open('max_new_tokens'),
    resource: open('resource'),
  };
}

/** The input's settings for a chat: all without an app, none while its app loads, then the app's. */
export function useInputTools(appCode: string | undefined, scene: string): InputTools {
  const [tools, setTools] = useState<{ appCode?: string; tools: InputTools }>({ tools: ALL_INPUT_TOOLS });
  useEffect(() => {
    if (!appCode) return;
    let live = true;
    void loadChatApp(appCode, scene).then((app) => {
      // An app that cannot be read leaves the chat as a plain one.
      if (live) setTools({ appCode, tools: inputToolsFor(app) });
    });
    return () => {
      live = false;
    };
  }, [appCode, scene]);
  if (!appCode) return ALL_INPUT_TOOLS;
  return tools.appCode === appCode ? tools.tools : NO_INPUT_TOOLS;
}
