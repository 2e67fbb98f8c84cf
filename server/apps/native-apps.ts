import type { NativeScene, NativeTeamContext, ParamNeed } from '@/contract/app';
import type { ChatMode } from '@/contract/chat-completion';
import type { AppDefinition } from '../repositories/apps';

/** The resource a native scene chats with (`param_need` `resource` entry), or none for `chat_normal`. */
export const NATIVE_SCENE_RESOURCE: Readonly<Partial<Record<ChatMode, string>>> = {
  chat_excel: 'excel_file',
  chat_with_db_qa: 'database',
  chat_with_db_execute: 'database',
  chat_knowledge: 'knowledge',
  chat_dashboard: 'database',
};

interface NativeSceneInfo {
  scene: ChatMode;
  name: string;
  describe: string;
}

/** DB-GPT's six built-in native apps: the app code is the scene, the name its display name. */
const NATIVE_SCENES: readonly NativeSceneInfo[] = [
  { scene: 'chat_excel', name: 'Chat Excel', describe: 'Excel analysis through natural language' },
  { scene: 'chat_with_db_qa', name: 'Chat DB', describe: 'Database metadata Q&A' },
  { scene: 'chat_with_db_execute', name: 'Chat Data', describe: 'Query a database in natural language' },
  { scene: 'chat_knowledge', name: 'Chat Knowledge', describe: 'Private knowledge base Q&A' },
  {
    scene: 'chat_dashboard',
    name: 'Chat Dashboard',
    describe: 'Professional data analysis reports through natural language',
  },
  { scene: 'chat_normal', name: 'Chat Normal', describe: 'Native LLM dialogue' },
];

export const NATIVE_SCENE_CODES: readonly ChatMode[] = NATIVE_SCENES.map((info) => info.scene);

export function isNativeScene(value: string): value is ChatMode {
  return NATIVE_SCENE_CODES.some((scene) => scene === value);
}

export function sceneParamNeed(scene: ChatMode): ParamNeed[] {
  const resource = NATIVE_SCENE_RESOURCE[scene];
  return [
    ...(resource ? [{ type: 'resource', value: resource }] : []),
    { type: 'model', value: null },
    { type: 'temperature', value: null },
    { type: 'max_new_tokens', value: null },
  ];
}

/** Contract 1.9: the scenes a native app can wrap, in DB-GPT's order. */
export function nativeSceneList(): NativeScene[] {
  return NATIVE_SCENES.map((info) => ({
    chat_scene: info.scene,
    scene_name: info.name,
    param_need: sceneParamNeed(info.scene),
  }));
}

export interface NativeAppSeed extends AppDefinition {
  appCode: string;
}

/** The built-in app of each scene, published, with no resource bound (the user picks one when chatting). */
export function nativeAppSeeds(): NativeAppSeed[] {
  return NATIVE_SCENES.map((info) => {
    const context: NativeTeamContext = {
      chat_scene: info.scene,
      scene_name: info.name,
      scene_describe: info.describe,
      param_title: '',
      show_disable: false,
    };
    return {
      appCode: info.scene,
      appName: info.name,
      appDescribe: info.describe,
      teamMode: 'native_app',
      language: 'en',
      teamContext: JSON.stringify(context),
      paramNeed: sceneParamNeed(info.scene),
      icon: null,
      sysCode: null,
      keepStartRounds: 0,
      keepEndRounds: 0,
      details: [],
    };
  });
}
