import { memo, type ReactNode } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { CopyIcon, DeleteIcon } from '@/components/common/line-icons';
import type { FlowIoField, FlowParameter } from '@/contract/flow';
import { useCanvasActions } from './canvas-actions';
import { NodeTraceBadge } from './debug/node-trace-badge';
import { handleId, isMissing, type CanvasNode, type HandleKind } from './flow-graph';
import { ParameterWidget } from './parameter-widget';
import '@/locales/areas/flow';

const HANDLE = '!h-3 !w-3 !border-2 !border-white !bg-[#0C75FC] dark:!border-[#363c51]';
const SMALL_BUTTON =
  'nodrag cursor-pointer rounded border-0 bg-transparent px-1 text-xs text-inherit opacity-70 hover:opacity-100';

function DynamicButtons({ nodeId, kind, index }: { nodeId: string; kind: HandleKind; index: number }) {
  const { t } = useTranslation('flow');
  const actions = useCanvasActions();
  if (actions.readOnly) return null;
  return (
    <span className="ml-auto flex gap-0.5">
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={t('canvas.add_field')}
        onClick={() => actions.addDynamic(nodeId, kind, index)}
      >
        +
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={t('canvas.remove_field')}
        onClick={() => actions.removeDynamic(nodeId, kind, index)}
      >
        −
      </button>
    </span>
  );
}

function FieldRow({ children, side }: { children: ReactNode; side: 'left' | 'right' }) {
  return (
    <div
      className={`relative flex items-center gap-1 px-3 py-1 text-xs ${side === 'right' ? 'justify-end' : ''}`}
    >
      {children}
    </div>
  );
}

function IoRow({
  nodeId,
  field,
  kind,
  index,
}: {
  nodeId: string;
  field: FlowIoField;
  kind: 'inputs' | 'outputs';
  index: number;
}) {
  const isInput = kind === 'inputs';
  return (
    <FieldRow side={isInput ? 'left' : 'right'}>
      <Handle
        type={isInput ? 'target' : 'source'}
        position={isInput ? Position.Left : Position.Right}
        id={handleId(nodeId, kind, index)}
        className={HANDLE}
      />
      <span title={field.description ?? undefined}>{field.custom_label || field.label}</span>
      <span className="opacity-50">{field.type_name}</span>
      {field.dynamic && <DynamicButtons nodeId={nodeId} kind={kind} index={index} />}
    </FieldRow>
  );
}

function ParameterRow({
  nodeId,
  parameter,
  index,
}: {
  nodeId: string;
  parameter: FlowParameter;
  index: number;
}) {
  const actions = useCanvasActions();
  const required = parameter.optional !== true;
  const label = (
    <span title={parameter.description ?? undefined}>
      {required && (
        <span className="mr-0.5 text-red-500" aria-hidden>
          *
        </span>
      )}
      {parameter.label}
    </span>
  );
  if (parameter.category === 'resource') {
    return (
      <FieldRow side="left">
        <Handle
          type="target"
          position={Position.Left}
          id={handleId(nodeId, 'parameters', index)}
          className={HANDLE}
        />
        {label}
        <span className="opacity-50">{parameter.type_name}</span>
        {parameter.dynamic && <DynamicButtons nodeId={nodeId} kind="parameters" index={index} />}
      </FieldRow>
    );
  }
  return (
    <div className="flex flex-col gap-1 px-3 py-1 text-xs" data-missing={isMissing(parameter) || undefined}>
      <div className="flex items-center gap-1">
        {label}
        {parameter.dynamic && <DynamicButtons nodeId={nodeId} kind="parameters" index={index} />}
      </div>
      <ParameterWidget
        parameter={parameter}
        onChange={(value) => actions.setParameter(nodeId, index, value)}
        allowVariables={!actions.readOnly}
      />
    </div>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <div className="bg-black/[0.03] px-3 py-0.5 text-[11px] uppercase opacity-70 dark:bg-white/[0.08] dark:opacity-85">
      {children}
    </div>
  );
}

/** One operator or resource on the canvas: its inputs, parameters (widgets or resource handles) and outputs. */
function FlowNodeCardBase({ id, data, selected }: NodeProps<CanvasNode>) {
  const { t } = useTranslation('flow');
  const actions = useCanvasActions();
  const title = data.custom_label || data.label;
  const notRunnable = data.not_runnable
    ? t('canvas.not_runnable_reason', { reason: data.not_runnable.reason })
    : undefined;
  const border = data.invalid
    ? 'border-red-500 ring-2 ring-red-500/40'
    : selected
      ? 'border-[#0C75FC]'
      : 'border-black/10 dark:border-white/30';
  return (
    <article
      aria-label={title}
      data-testid="flow-node"
      data-node-id={id}
      data-invalid={data.invalid || undefined}
      data-not-runnable={data.not_runnable?.status}
      className={`relative w-72 rounded-lg border-2 border-solid bg-white shadow-sm dark:bg-[#363c51] dark:shadow-black/50 ${border} ${notRunnable ? 'opacity-60 grayscale' : ''}`}
    >
      <NodeTraceBadge nodeId={id} />
      <header className="flex items-start gap-2 px-3 pt-2">
        <div className="min-w-0 flex-1">
          <h3 className="m-0 truncate text-sm font-semibold">{title}</h3>
          {notRunnable && (
            <p
              className="m-0 text-xs font-semibold text-[#ad6800] dark:text-[#ffd666]"
              title={notRunnable}
              data-testid="node-not-runnable"
            >
              {t('canvas.not_runnable')}
            </p>
          )}
          {data.description && (
            <p className="m-0 line-clamp-2 text-xs opacity-70 dark:opacity-85">{data.description}</p>
          )}
        </div>
        {!actions.readOnly && (
          <span className="flex shrink-0">
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={t('canvas.duplicate_node', { name: title })}
              onClick={() => actions.duplicateNode(id)}
            >
              <CopyIcon />
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={t('canvas.delete_node', { name: title })}
              onClick={() => actions.removeNode(id)}
            >
              <DeleteIcon />
            </button>
          </span>
        )}
      </header>
      <div className="pb-2 pt-1">
        {data.flow_type === 'operator' && data.inputs.length > 0 && (
          <>
            <SectionTitle>{t('canvas.inputs')}</SectionTitle>
            {data.inputs.map((field, index) => (
              <IoRow key={`${field.name}-${index}`} nodeId={id} field={field} kind="inputs" index={index} />
            ))}
          </>
        )}
        {data.parameters.length > 0 && (
          <>
            <SectionTitle>{t('canvas.parameters')}</SectionTitle>
            {data.parameters.map((parameter, index) => (
              <ParameterRow
                key={`${parameter.name}-${index}`}
                nodeId={id}
                parameter={parameter}
                index={index}
              />
            ))}
          </>
        )}
        <SectionTitle>{t('canvas.outputs')}</SectionTitle>
        {data.flow_type === 'operator' ? (
          data.outputs.map((field, index) => (
            <IoRow key={`${field.name}-${index}`} nodeId={id} field={field} kind="outputs" index={index} />
          ))
        ) : (
          <FieldRow side="right">
            <span>{data.type_name}</span>
            <Handle
              type="source"
              position={Position.Right}
              id={handleId(id, 'outputs', 0)}
              className={HANDLE}
            />
          </FieldRow>
        )}
      </div>
    </article>
  );
}

// Only what the card shows: a dragged node gets new positions every frame, which its card does not use.
const sameCard = (before: NodeProps<CanvasNode>, after: NodeProps<CanvasNode>) =>
  before.id === after.id && before.data === after.data && before.selected === after.selected;

export const FlowNodeCard = memo(FlowNodeCardBase, sameCard);
