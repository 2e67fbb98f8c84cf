import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addMcpServer, testMcpServer } from '@/client/api/mcp-plugin';
import { DialogFrame } from '@/components/common/dialog-frame';
import { FormProblem } from '@/components/common/form-problem';
import { INPUT_CLASS, TEXTAREA_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { RadioButtons } from '@/components/common/plain/radio-buttons';
import type { ToolSummary } from '@/contract/hub';
import type { MyPlugin } from '@/contract/plugin';
import { KeyValueRows } from './key-value-rows';
import { EMPTY_MCP_DRAFT, requestOf, type McpServerDraft, type McpTransport } from './mcp-server-draft';
import { McpToolList } from './mcp-tool-list';
import { settleRequest } from './settle-request';
import '@/locales/areas/plugins';

export interface McpServerDialogProps {
  /** Only administrators may run a command on the server (stdio). */
  isAdmin: boolean;
  onClose: () => void;
  onSaved: (plugin: MyPlugin | undefined, name: string) => void;
}

function TextField({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {hint && <span className="text-xs opacity-60">{hint}</span>}
    </div>
  );
}

interface Tested {
  /** The request that was tested: any later change asks for a new test before saving. */
  key: string;
  tools: ToolSummary[];
}

/** "Add an MCP server": what to connect to, a test that lists the server's tools, then save. */
export default function McpServerDialog({ isAdmin, onClose, onSaved }: McpServerDialogProps) {
  const { t } = useTranslation('plugins');
  const transportLabel = useId();
  const [draft, setDraft] = useState<McpServerDraft>(EMPTY_MCP_DRAFT);
  const [tested, setTested] = useState<Tested | null>(null);
  const [working, setWorking] = useState<'test' | 'save' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Partial<McpServerDraft>) => setDraft((current) => ({ ...current, ...next }));

  const built = requestOf(draft);
  const currentKey = 'request' in built ? JSON.stringify(built.request) : null;
  const testedNow = tested !== null && tested.key === currentKey;

  const test = async () => {
    if (!('request' in built)) {
      setProblem(t(`mcp.${built.problem}`));
      return;
    }
    setWorking('test');
    setProblem(null);
    try {
      const outcome = await settleRequest(testMcpServer(built.request), t('mcp.failed'));
      if (outcome.ok) setTested({ key: JSON.stringify(built.request), tools: outcome.data?.tools ?? [] });
      else {
        setTested(null);
        setProblem(outcome.message);
      }
    } finally {
      setWorking(null);
    }
  };

  const save = async () => {
    if (!('request' in built) || !testedNow) return;
    setWorking('save');
    setProblem(null);
    try {
      const outcome = await settleRequest(addMcpServer(built.request), t('mcp.failed'));
      if (outcome.ok) onSaved(outcome.data, built.request.name);
      else setProblem(outcome.message);
    } finally {
      setWorking(null);
    }
  };

  const transports: { value: McpTransport; label: string }[] = [
    { value: 'streamable_http', label: t('mcp.transports.streamable_http') },
    { value: 'sse', label: t('mcp.transports.sse') },
    ...(isAdmin ? [{ value: 'stdio' as const, label: t('mcp.transports.stdio') }] : []),
  ];

  return (
    <DialogFrame
      title={t('mcp.title')}
      closeLabel={t('mcp.close')}
      onClose={onClose}
      width="wide"
      testId="mcp-dialog"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void (testedNow ? save() : test());
        }}
      >
        <TextField label={t('mcp.name')} hint={t('mcp.name_hint')}>
          {(id) => (
            <input
              id={id}
              className={INPUT_CLASS}
              value={draft.name}
              maxLength={64}
              autoComplete="off"
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </TextField>
        <TextField label={t('mcp.description')}>
          {(id) => (
            <input
              id={id}
              className={INPUT_CLASS}
              value={draft.description}
              onChange={(event) => change({ description: event.target.value })}
            />
          )}
        </TextField>
        <div className="flex flex-col gap-1">
          <span id={transportLabel} className="text-sm font-medium">
            {t('mcp.transport')}
          </span>
          <div>
            <RadioButtons<McpTransport>
              labelledBy={transportLabel}
              name="mcp-transport"
              value={draft.transport}
              onChange={(transport) => change({ transport })}
              options={transports}
            />
          </div>
          <span className="text-xs opacity-60">{t(`mcp.transport_hints.${draft.transport}`)}</span>
        </div>
        {draft.transport === 'stdio' ? (
          <>
            <TextField label={t('mcp.command')}>
              {(id) => (
                <input
                  id={id}
                  className={`${INPUT_CLASS} font-mono`}
                  value={draft.command}
                  onChange={(event) => change({ command: event.target.value })}
                />
              )}
            </TextField>
            <TextField label={t('mcp.args')}>
              {(id) => (
                <textarea
                  id={id}
                  className={`${TEXTAREA_CLASS} font-mono`}
                  rows={3}
                  value={draft.args}
                  onChange={(event) => change({ args: event.target.value })}
                />
              )}
            </TextField>
            <KeyValueRows title={t('mcp.env')} rows={draft.env} onChange={(env) => change({ env })} />
          </>
        ) : (
          <>
            <TextField label={t('mcp.url')}>
              {(id) => (
                <input
                  id={id}
                  type="url"
                  className={INPUT_CLASS}
                  value={draft.url}
                  placeholder={t('mcp.url_placeholder')}
                  onChange={(event) => change({ url: event.target.value })}
                />
              )}
            </TextField>
            <KeyValueRows
              title={t('mcp.headers')}
              rows={draft.headers}
              secret
              onChange={(headers) => change({ headers })}
            />
          </>
        )}
        <FormProblem text={problem} />
        {testedNow ? (
          <McpToolList tools={tested.tools} />
        ) : (
          <p className="m-0 text-sm opacity-70">{t('mcp.test_first')}</p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <PlainButton onClick={onClose}>{t('mcp.cancel')}</PlainButton>
          <PlainButton loading={working === 'test'} disabled={working === 'save'} onClick={() => void test()}>
            {working === 'test' ? t('mcp.testing') : t('mcp.test')}
          </PlainButton>
          <PlainButton
            type="submit"
            variant="primary"
            loading={working === 'save'}
            disabled={!testedNow || working === 'test'}
          >
            {t('mcp.save')}
          </PlainButton>
        </div>
      </form>
    </DialogFrame>
  );
}
