import { nativeTeamContextSchema, type App } from '@/contract/app';

/** The scene a chat with this app runs in: a native app wraps one scene, every other app is an agent chat. */
export function appChatScene(app: App): string {
  if (app.team_mode !== 'native_app') return 'chat_agent';
  const context = nativeTeamContextSchema.safeParse(app.team_context);
  return context.success ? context.data.chat_scene : 'chat_agent';
}
