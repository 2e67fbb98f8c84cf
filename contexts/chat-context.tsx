import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/router';
import type { User } from '@/contract/user';
import { readDialogInfo, writeDialogInfo, type DialogInfo } from '@/utils/dialog-info';
import { isSignInOn } from '@/utils/auth-mode-hint';
import type { ThemeMode } from '@/utils/theme';
import { usePreferences } from './preferences-context';

// The startup lists go through the axios client; loading them lazily keeps axios out of the shared bundle.
const loadStartupLists = () => import('./startup-lists');

export interface ChatHistoryEntry {
  role: string;
  context: string;
  order: number;
  time_stamp?: number | string;
  model_name?: string;
}

/** The shared application context of spec section 3. */
export interface ChatContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  scene: string;
  chatId: string;
  model: string;
  setModel: (model: string) => void;
  modelList: string[];
  /** Whether the model list has been answered once (an empty list before that means "not known yet"). */
  modelListLoaded: boolean;
  refreshModelList: () => Promise<void>;
  dbParam: string | undefined;
  setDbParam: (dbParam: string | undefined) => void;
  dialogueList: unknown[];
  setDialogueList: (list: unknown[]) => void;
  agent: string;
  setAgent: (agent: string) => void;
  history: ChatHistoryEntry[];
  setHistory: (history: ChatHistoryEntry[]) => void;
  docId: number | undefined;
  setDocId: (docId: number | undefined) => void;
  isContract: boolean;
  setIsContract: (value: boolean) => void;
  isDone: boolean;
  setIsDone: (value: boolean) => void;
  isMenuExpand: boolean;
  setIsMenuExpand: (value: boolean) => void;
  adminList: Pick<User, 'user_id'>[];
  /** Whether the admin list has been answered once (an empty list before that means "not known yet"). */
  adminListLoaded: boolean;
  currentDialogInfo: DialogInfo;
  setCurrentDialogInfo: (info: DialogInfo) => void;
}

const ChatContext = createContext<ChatContextValue | null>(null);
/** Says the app itself is on screen (signed in, or no sign-in), so the startup lists may be asked for. */
const StartupListsGate = createContext<() => void>(() => undefined);

function firstQueryValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export function ChatContextProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { mode, setMode } = usePreferences();
  const scene = firstQueryValue(router.query.scene);
  const chatId = firstQueryValue(router.query.id);
  const appCode = firstQueryValue(router.query.appCode);
  const dbParamFromQuery = firstQueryValue(router.query.db_param);

  const [model, setModel] = useState('');
  const [modelList, setModelList] = useState<string[]>([]);
  const [modelListLoaded, setModelListLoaded] = useState(false);
  const [dbParamOverride, setDbParam] = useState<string | undefined>(undefined);
  const [dialogueList, setDialogueList] = useState<unknown[]>([]);
  const [agent, setAgent] = useState('');
  const [history, setHistory] = useState<ChatHistoryEntry[]>([]);
  const [docId, setDocId] = useState<number | undefined>(undefined);
  const [isContract, setIsContract] = useState(false);
  const [isDone, setIsDone] = useState(true);
  // Until the user toggles it, the menu follows the scene: collapsed for chat_dashboard only.
  const [menuExpandChoice, setIsMenuExpand] = useState<boolean | undefined>(undefined);
  const isMenuExpand = menuExpandChoice ?? scene !== 'chat_dashboard';
  const [adminList, setAdminList] = useState<Pick<User, 'user_id'>[]>([]);
  const [adminListLoaded, setAdminListLoaded] = useState(false);
  const [currentDialogInfo, setDialogInfoState] = useState<DialogInfo>(readDialogInfo);

  // Answers that arrive after the provider has gone are dropped: a state update then would run with no
  // document (a test's environment already torn down).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const applyModelList = useCallback((names: string[]) => {
    if (!mounted.current) return;
    setModelList(names);
    setModelListLoaded(true);
    // The selection follows the list: the first model unless the current one is still offered.
    setModel((current) => (current && names.includes(current) ? current : (names[0] ?? '')));
  }, []);
  const refreshModelList = useCallback(
    () => loadStartupLists().then((lists) => lists.loadModelList().then(applyModelList)),
    [applyModelList],
  );

  // With sign-in on, the sign-in page must not ask for them: the server would answer 401 to a visitor.
  const [listsWanted, setListsWanted] = useState(() => !isSignInOn());
  const wantLists = useCallback(() => setListsWanted(true), []);
  useEffect(() => {
    if (!listsWanted) return;
    void loadStartupLists().then((lists) => {
      void lists.loadModelList().then(applyModelList);
      void lists.loadAdminList().then((admins) => {
        if (!mounted.current) return;
        setAdminList(admins);
        setAdminListLoaded(true);
      });
    });
  }, [listsWanted, applyModelList]);

  useEffect(() => {
    if (!appCode || appCode === currentDialogInfo.app_code) return;
    writeDialogInfo({ chat_scene: 'chat_agent', app_code: appCode });
    window.location.reload();
  }, [appCode, currentDialogInfo.app_code]);

  const setCurrentDialogInfo = useCallback((info: DialogInfo) => {
    writeDialogInfo(info);
    setDialogInfoState(info);
  }, []);

  const value = useMemo<ChatContextValue>(
    () => ({
      mode,
      setMode,
      scene,
      chatId,
      model,
      setModel,
      modelList,
      modelListLoaded,
      refreshModelList,
      dbParam: dbParamOverride ?? (dbParamFromQuery || undefined),
      setDbParam,
      dialogueList,
      setDialogueList,
      agent,
      setAgent,
      history,
      setHistory,
      docId,
      setDocId,
      isContract,
      setIsContract,
      isDone,
      setIsDone,
      isMenuExpand,
      setIsMenuExpand,
      adminList,
      adminListLoaded,
      currentDialogInfo,
      setCurrentDialogInfo,
    }),
    [
      mode,
      setMode,
      scene,
      chatId,
      model,
      modelList,
      modelListLoaded,
      refreshModelList,
      dbParamOverride,
      dbParamFromQuery,
      dialogueList,
      agent,
      history,
      docId,
      isContract,
      isDone,
      isMenuExpand,
      adminList,
      adminListLoaded,
      currentDialogInfo,
      setCurrentDialogInfo,
    ],
  );
  return (
    <StartupListsGate.Provider value={wantLists}>
      <ChatContext.Provider value={value}>{children}</ChatContext.Provider>
    </StartupListsGate.Provider>
  );
}

/** Rendered with the app itself (signed in, or without sign-in): from then on the startup lists load. */
export function StartupListsWanted(): null {
  const want = useContext(StartupListsGate);
  useEffect(() => {
    want();
  }, [want]);
  return null;
}

export function useChatContext(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChatContext must be used inside ChatContextProvider');
  return value;
}
