import type { ParamNeed } from '@/contract/app';
import type { ChatCompletionRequest } from '@/contract/chat-completion';
import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import type { AppViewer, ListedApp } from '../repositories/apps';
import type { AppService } from './app-service';
import { isNativeScene, NATIVE_SCENE_RESOURCE } from './native-apps';

/**
 * What a chat request with `app_code` becomes: a native app's scene with its bound resource and settings,
 * a turn for the agent runtime, or a refusal told in the stream. Without an app the request goes on as is.
 */
export type AppChatPlan =
  | { kind: 'plain'; request: ChatCompletionRequest }
  | { kind: 'native'; request: ChatCompletionRequest; app: ListedApp }
  | { kind: 'agent'; request: ChatCompletionRequest; app: ListedApp }
  | { kind: 'refused'; request: ChatCompletionRequest; problem: LocalizedText };

function sceneOf(app: ListedApp): string | null {
  try {
    const context: unknown = JSON.parse(app.teamContext ?? '');
    const scene = typeof context === 'object' && context !== null ? Reflect.get(context, 'chat_scene') : null;
    return typeof scene === 'string' ? scene : null;
  } catch {
    return null;
  }
}

function entry(app: ListedApp, type: string): ParamNeed | undefined {
  return app.paramNeed.find((need) => need.type === type);
}

function bound(need: ParamNeed | undefined): string | number | null {
  const value = need?.bind_value ?? need?.value;
  return value === undefined || value === '' ? null : value;
}

const numberOf = (value: string | number | null) => (value === null ? undefined : Number(value));

function resourceName(type: string): LocalizedText {
  if (type === 'knowledge') return localized('app.resource.knowledge');
  if (type === 'database') return localized('app.resource.database');
  return verbatim(type);
}

function hasOwnChoice(request: ChatCompletionRequest): boolean {
  const param = typeof request.select_param === 'string' ? request.select_param.trim() : request.select_param;
  return Boolean(param) || Boolean(request.ext_info?.knowledge_space?.trim());
}

/** A native app's request: its scene, its bound resource, and its model settings where the request has none. */
function nativeRequest(app: ListedApp, scene: string, request: ChatCompletionRequest): AppChatPlan {
  if (!isNativeScene(scene))
    return { kind: 'refused', request, problem: localized('app.unknownScene', { scene }) };
  const merged: ChatCompletionRequest = { ...request, chat_mode: scene };
  const resourceType = NATIVE_SCENE_RESOURCE[scene];
  const resource = app.paramNeed.find((need) => need.type === 'resource');
  if (resource?.bind_value !== undefined && resource.bind_value !== null && resource.bind_value !== '')
    merged.select_param = String(resource.bind_value);
  else if (resourceType && !hasOwnChoice(request))
    return {
      kind: 'refused',
      request,
      problem: localized('app.needsResource', { name: app.appName, type: resourceName(resourceType) }),
    };
  const model = bound(entry(app, 'model'));
  if (!request.model_name && model !== null) merged.model_name = String(model);
  const temperature = numberOf(bound(entry(app, 'temperature')));
  if (request.temperature === undefined && Number.isFinite(temperature)) merged.temperature = temperature;
  const maxTokens = numberOf(bound(entry(app, 'max_new_tokens')));
  if (request.max_new_tokens === undefined && Number.isInteger(maxTokens)) merged.max_new_tokens = maxTokens;
  const prompt = bound(entry(app, 'prompt_template'));
  if (!request.prompt_code && prompt !== null) merged.prompt_code = String(prompt);
  return { kind: 'native', request: merged, app };
}

export async function planAppChat(
  apps: AppService,
  caller: AppViewer,
  request: ChatCompletionRequest,
): Promise<AppChatPlan> {
  const appCode = request.app_code?.trim();
  if (!appCode) return { kind: 'plain', request };
  const app = await apps.forChat(caller, appCode);
  if (!app) return { kind: 'refused', request, problem: localized('app.notFound', { code: appCode }) };
  if (app.teamMode !== 'native_app')
    return { kind: 'agent', request: { ...request, chat_mode: 'chat_agent' }, app };
  const scene = sceneOf(app);
  return nativeRequest(app, scene ?? '', request);
}
