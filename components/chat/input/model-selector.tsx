import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { CaretRightIcon, PlusIcon } from '@/components/common/line-icons';
import { BUTTON_CLASSES, BUTTON_SIZES } from '@/components/common/plain/control-classes';
import { ADD_MODEL_HREF } from '@/components/model/add-model-href';
import { useChatContext } from '@/contexts/chat-context';
import { getModelIcon, getModelLabel } from '@/utils/model-catalogue';
import '@/locales/areas/chat';

/** An option's text: the catalogue label, with the name when they differ (several models share a label). */
function optionText(name: string): string {
  const label = getModelLabel(name);
  return label === name ? name : `${label} (${name})`;
}

/**
 * "Add a model", to the Models screen with its create dialog open. Its text is the chat's own, so the
 * input does not bring the model screens' messages; the page is fetched on hover, not with the landing.
 */
function AddModelLink() {
  const { t } = useTranslation('chat');
  return (
    <Link
      href={ADD_MODEL_HREF}
      prefetch={false}
      className={`${BUTTON_CLASSES.primary} ${BUTTON_SIZES.small} no-underline hover:text-white`}
    >
      <PlusIcon />
      {t('input.add_model')}
    </Link>
  );
}

/**
 * The model the next question goes to: every healthy model, shown with its catalogue icon and label.
 * A native select (the phone's own picker, nothing to load) lies transparent over the label it shows.
 * With no model on the server it is "Add a model" instead.
 */
export function ModelSelector({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const { model, setModel, modelList, modelListLoaded } = useChatContext();
  // No model on the server: nothing to pick, so the way to add one instead.
  if (modelListLoaded && modelList.length === 0 && !model) return <AddModelLink />;
  const label = model ? getModelLabel(model) : t('input.no_model');
  return (
    <span
      className={`relative inline-flex h-8 min-w-0 max-w-full items-center sm:min-w-32 sm:max-w-64 gap-1.5 rounded px-2 text-sm transition-colors focus-within:outline-2 focus-within:outline-[#0C75FC] ${
        disabled ? 'opacity-70' : 'hover:bg-black/5 dark:hover:bg-white/10'
      }`}
    >
      <span
        className="inline-flex min-w-0 flex-1 items-center gap-1.5"
        title={model || undefined}
        aria-hidden
      >
        {model && (
          <img src={getModelIcon(model)} alt="" className="h-4 w-4 shrink-0" />
        )}
        <span className={`truncate ${model ? '' : 'opacity-70'}`}>{label}</span>
        {model && label !== model && <span className="truncate text-xs opacity-70">{model}</span>}
      </span>
      <CaretRightIcon className="rotate-90 text-xs opacity-70" />
      <select
        aria-label={t('input.model')}
        value={model}
        disabled={disabled || modelList.length === 0}
        onChange={(event) => setModel(event.target.value)}
        // Invisible itself, but its colours theme the list the browser opens.
        className={`absolute inset-0 h-full w-full appearance-none bg-white text-black opacity-0 dark:bg-[#2a2f3d] dark:text-white ${
          disabled ? 'cursor-not-allowed' : 'cursor-pointer'
        }`}
      >
        {!modelList.includes(model) && (
          <option value={model} disabled>
            {model ? optionText(model) : t('input.no_model')}
          </option>
        )}
        {modelList.map((name) => (
          <option key={name} value={name}>
            {optionText(name)}
          </option>
        ))}
      </select>
    </span>
  );
}
