import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ConsoleSqlOutlined,
  DatabaseOutlined,
  FileExcelOutlined,
  MessageOutlined,
  ReadOutlined,
  RobotOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';

type AntIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const SCENE_ICONS = {
  chat_normal: MessageOutlined,
  chat_knowledge: ReadOutlined,
  chat_with_db_execute: ConsoleSqlOutlined,
  chat_with_db_qa: DatabaseOutlined,
  chat_dashboard: BarChartOutlined,
  chat_excel: FileExcelOutlined,
  chat_agent: AppstoreOutlined,
  chat_flow: ApartmentOutlined,
  chat_execution: ToolOutlined,
  chat_react_agent: RobotOutlined,
} as const satisfies Record<string, AntIcon>;

type KnownScene = keyof typeof SCENE_ICONS;

function isKnownScene(chatMode: string): chatMode is KnownScene {
  return Object.hasOwn(SCENE_ICONS, chatMode);
}

/** The scene a conversation runs in, as an icon whose hover hint names the scene. */
export function SceneIcon({ chatMode, className = '' }: { chatMode: string; className?: string }) {
  const { t } = useTranslation('chat');
  const scene = isKnownScene(chatMode) ? chatMode : 'other';
  const Icon: AntIcon = scene === 'other' ? MessageOutlined : SCENE_ICONS[scene];
  return (
    <span
      title={t(`dialogs.scenes.${scene}`)}
      // The title is the hover hint; screen readers hear the conversation's title alone.
      aria-hidden
      data-scene={chatMode}
      className={`inline-flex shrink-0 items-center text-base opacity-70 ${className}`}
    >
      <Icon aria-hidden />
    </span>
  );
}
