import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon, PaperClipIcon, StopSquareIcon } from '@/components/common/line-icons';
import { IconButton } from '@/components/common/icon-button';
import type { UploadedChatFile } from '@/contract/chat';
import { isChatMode } from '@/contract/constants/chat';
import type { ReturnedDraft } from '../hooks/use-chat-session';
import { useChatParams } from '../hooks/use-chat-params';
import { AttachmentChip } from './attachment-chip';
import { acceptAttribute } from './file-types';
import { sceneParamKind } from '../scene-params';
import { MemoryActions } from './memory-actions';
import { ModelParams } from './model-params';
import { ModelSelector } from './model-selector';
import { ALL_INPUT_TOOLS, type InputTools } from './app-input-tools';
import type { SceneParamChoice } from './param-select';
import { SceneParamPicker } from './scene-param-picker';
import { PromptPicker } from './prompt-picker';
import { QUESTION_BOX_CLASS } from './question-box';
import { useFileAttachment } from './use-file-attachment';
import '@/locales/areas/chat';

export interface ChatInputProps {
  chatMode: string;
  /** The open conversation: enables file upload, clearing its memory and ending the topic. */
  convUid?: string;
  streaming?: boolean;
  /** Resolves true when the question was taken; the input then empties, otherwise it keeps the text. */
  onSend: (question: string, file?: UploadedChatFile) => boolean | Promise<boolean>;
  onStop?: () => void;
  onClear?: () => Promise<boolean>;
  onTerminate?: () => Promise<boolean>;
  /** A question that failed before any answer: offered again when the input is empty, taken back on Retry. */
  returnedDraft?: ReturnedDraft | null;
  /** The scene's parameter (contract S.2): the knowledge space, the datasource, or the uploaded sheet. */
  sceneParam?: SceneParamChoice;
  /** The settings the user may choose here (an app fixes the others); all of them by default. */
  tools?: InputTools;
}

/** Why a question cannot be sent yet, by what the scene still lacks (keys of the `chat` messages). */
const PARAM_REQUIRED = {
  knowledge: 'knowledge.required',
  datasource: 'data_chat.datasource_required',
  spreadsheet: 'data_chat.spreadsheet_required',
} as const;

// Send and stop are filled discs: their own classes, since IconButton's transparent background would win.
const ROUND_BUTTON_CLASS =
  'inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-full border-0 text-base transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0C75FC]';

/** IME candidates are confirmed with Enter; that Enter must never send (Safari reports it as keyCode 229). */
function isImeEnter(event: KeyboardEvent<HTMLTextAreaElement>, composing: boolean): boolean {
  return composing || event.nativeEvent.isComposing || event.keyCode === 229;
}

/** The question box with its controls: model, parameters, one file, memory, send and stop. */
export function ChatInput(props: ChatInputProps) {
  const {
    chatMode,
    convUid,
    streaming = false,
    onSend,
    onStop,
    onClear,
    onTerminate,
    returnedDraft,
    sceneParam,
    tools = ALL_INPUT_TOOLS,
  } = props;
  const paramKind = sceneParam ? sceneParamKind(chatMode) : null;
  const { t } = useTranslation('chat');
  const params = useChatParams();
  const attachment = useFileAttachment(convUid, chatMode);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const composing = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const questionBox = useRef<HTMLTextAreaElement>(null);

  const [returnedId, setReturnedId] = useState(returnedDraft?.id);
  if (returnedDraft && returnedDraft.id !== returnedId) {
    setReturnedId(returnedDraft.id);
    if (returnedDraft.withdrawn) {
      if (draft.trim() === returnedDraft.text.trim()) setDraft('');
    } else if (!draft.trim()) setDraft(returnedDraft.text);
  }

  const submit = async () => {
    const question = draft.trim();
    if (!question) return setNotice(t('input.question_required'));
    if (params.temperature === null || params.maxNewTokens === null)
      return setNotice(t('input.params_required'));
    if (paramKind && !sceneParam?.value) return setNotice(t(PARAM_REQUIRED[paramKind]));
    if (attachment.state.phase === 'uploading') return setNotice(t('input.upload_pending'));
    if (streaming || sending) return;
    setNotice(null);
    setSending(true);
    const file = attachment.state.phase === 'ready' ? attachment.state.file : undefined;
    const accepted = await onSend(question, file);
    setSending(false);
    if (!accepted) return;
    setDraft('');
    attachment.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isImeEnter(event, composing.current)) return;
    event.preventDefault();
    void submit();
  };

  const onFilePicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const refusal = files.length > 1 ? 'one_file_only' : attachment.upload(files[0]);
    setNotice(refusal ? t(`input.${refusal}`) : null);
  };

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-black/10 bg-white p-3 shadow-sm focus-within:border-[#0C75FC] dark:border-white/15 dark:bg-[#2a2f3d]">
      <AttachmentChip state={attachment.state} onRemove={attachment.clear} />
      <textarea
        ref={questionBox}
        aria-label={t('input.label')}
        placeholder={t('input.placeholder')}
        value={draft}
        rows={2}
        onChange={(event) => {
          setDraft(event.target.value);
          if (notice) setNotice(null);
        }}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
        className={QUESTION_BOX_CLASS}
      />
      {notice && (
        <p role="alert" className="m-0 px-1 text-sm text-red-600 dark:text-red-400">
          {notice}
        </p>
      )}
      {/* Wraps on narrow screens: no control is ever pushed off the right edge (320 px and up). */}
      <div className="flex flex-wrap items-center gap-1" data-testid="chat-input-toolbar">
        {tools.model && <ModelSelector disabled={streaming} />}
        {tools.resource &&
          (paramKind === 'knowledge' || paramKind === 'datasource') &&
          sceneParam &&
          isChatMode(chatMode) && (
            <SceneParamPicker
              kind={paramKind}
              chatMode={chatMode}
              value={sceneParam.value}
              onChange={sceneParam.onChange}
              disabled={streaming}
            />
          )}
        {tools.params && <ModelParams />}
        {tools.prompts !== false && (
          <PromptPicker
            onPick={(template) => {
              setDraft(template);
              questionBox.current?.focus();
            }}
          />
        )}
        {/* Data scenes read their database or sheet; an attached file would go unread. */}
        {convUid && tools.attach !== false && (paramKind === null || paramKind === 'knowledge') && (
          <>
            <IconButton label={t('input.upload')} onClick={() => fileInput.current?.click()}>
              <PaperClipIcon />
            </IconButton>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={acceptAttribute(chatMode)}
              onChange={onFilePicked}
              data-testid="chat-file-input"
            />
          </>
        )}
        {onClear && onTerminate && tools.memory !== false && (
          <MemoryActions onClear={onClear} onTerminate={onTerminate} />
        )}
        <div className="ml-auto">
          {streaming && onStop ? (
            <button
              type="button"
              aria-label={t('input.stop')}
              title={t('input.stop')}
              onClick={onStop}
              className={`${ROUND_BUTTON_CLASS} bg-black/80 text-white hover:bg-black dark:bg-white/80 dark:text-black dark:hover:bg-white`}
            >
              <StopSquareIcon />
            </button>
          ) : (
            <button
              type="button"
              aria-label={t('input.send')}
              title={t('input.send')}
              onClick={() => void submit()}
              disabled={sending || streaming}
              className={`${ROUND_BUTTON_CLASS} bg-primary-solid text-white hover:bg-primary-solid-hover disabled:cursor-not-allowed disabled:opacity-50`}
            >
              <ArrowUpIcon />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
