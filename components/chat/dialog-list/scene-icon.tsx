import type { ComponentType, SVGProps } from 'react';
import {
  ApartmentIcon,
  AppstoreIcon,
  BarChartIcon,
  ConsoleSqlIcon,
  DatabaseIcon,
  FileExcelIcon,
  MessageIcon,
  ReadIcon,
  RobotIcon,
  ToolIcon,
} from '@/components/common/line-icons';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';

export type LineIcon = ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;

export const SCENE_ICONS = {
  chat_normal: MessageIcon,
  chat_knowledge: ReadIcon,
  chat_with_db_execute: ConsoleSqlIcon,
  chat_with_db_qa: DatabaseIcon,
  chat_dashboard: BarChartIcon,
  chat_excel: FileExcelIcon,
  chat_agent: AppstoreIcon,
  chat_flow: ApartmentIcon,
  chat_execution: ToolIcon,
  chat_react_agent: RobotIcon,
} as const satisfies Record<string, LineIcon>;

type KnownScene = keyof typeof SCENE_ICONS;

function isKnownScene(chatMode: string): chatMode is KnownScene {
  return Object.hasOwn(SCENE_ICONS, chatMode);
}

/** The scene a conversation runs in, as an icon whose hover hint names the scene. */
export function SceneIcon({ chatMode, className = '' }: { chatMode: string; className?: string }) {
  const { t } = useTranslation('chat');
  const scene = isKnownScene(chatMode) ? chatMode : 'other';
  const Icon: LineIcon = scene === 'other' ? MessageIcon : SCENE_ICONS[scene];
  return (
    <span
      title={t(`dialogs.scenes.${scene}`)}
      // The title is the hover hint; screen readers hear the conversation's title alone.
      aria-hidden
      data-scene={chatMode}
      className={`inline-flex shrink-0 items-center text-base opacity-70 ${className}`}
    >
      <Icon />
    </span>
  );
}
