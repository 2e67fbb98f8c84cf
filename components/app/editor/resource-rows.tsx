import { Button, Input, Select, Switch } from 'antd';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { getAppResources } from '@/client/api/app';
import { DeleteIcon, PlusIcon } from '@/components/common/line-icons';
import type { ResourceDraft } from './app-draft';
import type { DraftProblems } from './draft-checks';
import { Field } from './field';
import { datasourceLabel } from './resource-labels';
import { resourceChoices, withCurrent, type Choice } from './resource-choices';
import { useLoaded } from './use-loaded';
import '@/locales/areas/app';

/** Where plugins are installed, for a tool resource with nothing to pick. */
const PLUGINS_PATH = '/construct/plugins';

/** `tool`, `tool(autogpt_plugins)`, `tool(mcp(sse))`: their values are the installed plugins. */
export function isToolType(type: string): boolean {
  return type === 'tool' || type.startsWith('tool(');
}

interface ResourceRowProps {
  resource: ResourceDraft;
  index: number;
  path: string;
  problems: DraftProblems;
  types: Choice[];
  onChange: (resource: ResourceDraft) => void;
  onRemove: () => void;
}

function ResourceRow({ resource, index, path, problems, types, onChange, onRemove }: ResourceRowProps) {
  const { t } = useTranslation('app');
  const values = useLoaded(resource.type ? `resource:${resource.type}` : null, () =>
    getAppResources({ type: resource.type }),
  );
  const choices = resourceChoices(values.data, resource.type === 'database' ? datasourceLabel : undefined);
  const valueProblem = problems[`${path}.value`];
  const tool = isToolType(resource.type);
  const noTools = tool && !values.loading && !values.failed && choices.length === 0;
  const hint = values.failed ? (
    t('editor.options_failed')
  ) : noTools ? (
    <span data-testid="no-tools-hint">
      {t('editor.resources.no_tools')}{' '}
      <Link href={PLUGINS_PATH} className="text-primary-text underline">
        {t('editor.resources.open_plugins')}
      </Link>
    </span>
  ) : undefined;
  return (
    <li className="grid grid-cols-1 items-end gap-3 rounded-md border border-dashed border-black/10 p-3 sm:grid-cols-[10rem_1fr_auto_auto] dark:border-white/15">
      <Field label={t('editor.resources.type')} problem={problems[`${path}.type`]}>
        {(ids) => (
          <Select
            {...ids}
            value={resource.type || undefined}
            placeholder={t('editor.resources.type_placeholder')}
            status={problems[`${path}.type`] ? 'error' : undefined}
            onChange={(type: string) => onChange({ ...resource, type, value: '' })}
            options={withCurrent(types, resource.type)}
          />
        )}
      </Field>
      <Field label={t('editor.resources.value')} problem={valueProblem} hint={hint}>
        {(ids) =>
          // A type without options to pick takes typed text; tools are picked from the installed plugins.
          resource.type && !tool && !values.loading && choices.length === 0 && !values.failed ? (
            <Input
              {...ids}
              value={resource.value}
              status={valueProblem ? 'error' : undefined}
              onChange={(event) => onChange({ ...resource, value: event.target.value })}
            />
          ) : (
            <Select
              {...ids}
              showSearch
              value={resource.value || undefined}
              placeholder={t('editor.resources.value_placeholder')}
              loading={values.loading}
              status={valueProblem ? 'error' : undefined}
              onChange={(value: string) => onChange({ ...resource, value })}
              options={withCurrent(choices, resource.value)}
            />
          )
        }
      </Field>
      <label className="flex h-8 items-center gap-2 text-sm">
        <Switch
          size="small"
          checked={resource.is_dynamic}
          onChange={(is_dynamic) => onChange({ ...resource, is_dynamic })}
        />
        {t('editor.resources.dynamic')}
      </label>
      <Button
        type="text"
        danger
        icon={<DeleteIcon />}
        aria-label={t('editor.resources.remove', { index: index + 1 })}
        title={t('editor.resources.remove', { index: index + 1 })}
        onClick={onRemove}
      />
    </li>
  );
}

interface ResourceRowsProps {
  resources: ResourceDraft[];
  path: string;
  problems: DraftProblems;
  types: Choice[];
  onChange: (resources: ResourceDraft[]) => void;
}

/** An agent's resources: type, value and whether the user picks it in the chat; add and remove. */
export function ResourceRows({ resources, path, problems, types, onChange }: ResourceRowsProps) {
  const { t } = useTranslation('app');
  const replace = (index: number, next: ResourceDraft) =>
    onChange(resources.map((item, at) => (at === index ? next : item)));
  return (
    <div className="flex flex-col gap-2">
      <h4 className="m-0 text-sm font-medium">{t('editor.resources.title')}</h4>
      {resources.length === 0 && <p className="m-0 text-xs opacity-70">{t('editor.resources.none')}</p>}
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {resources.map((resource, index) => (
          <ResourceRow
            // Rows have no id of their own; the position is what the problems are keyed by too.
            key={index}
            resource={resource}
            index={index}
            path={`${path}.${index}`}
            problems={problems}
            types={types}
            onChange={(next) => replace(index, next)}
            onRemove={() => onChange(resources.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      <Button
        type="dashed"
        icon={<PlusIcon />}
        onClick={() => onChange([...resources, { type: '', value: '', is_dynamic: false, rest: {} }])}
        className="self-start"
      >
        {t('editor.resources.add')}
      </Button>
    </div>
  );
}
