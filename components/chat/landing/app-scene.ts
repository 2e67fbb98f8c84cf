import type { App } from '@/contract/app';

/** `chat_scene` of a native app's team context, when the context is the object the contract describes. */
function nativeChatScene(teamContext: App['team_context']): string | null {
  if (teamContext === null || typeof teamContext !== 'object' || !('chat_scene' in teamContext)) return null;
  const scene: unknown = teamContext.chat_scene;
  return typeof scene === 'string' ? scene : null;
}

/** The scene a chat with this app runs in: a native app wraps one scene, every other app is an agent chat. */
export function appChatScene(app: App): string {
  if (app.team_mode !== 'native_app') return 'chat_agent';
  return nativeChatScene(app.team_context) ?? 'chat_agent';
}
