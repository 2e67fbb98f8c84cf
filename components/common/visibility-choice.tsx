import { Segmented } from 'antd';
import type { ResourceVisibility } from '@/contract/visibility';

/** The words of the choice, in the area's namespace. */
export interface VisibilityWords {
  label: string;
  private: string;
  public: string;
  /** What the chosen value means, under the control. */
  privateHint: string;
  publicHint: string;
}

interface VisibilityChoiceProps {
  value?: ResourceVisibility;
  onChange?: (value: ResourceVisibility) => void;
  words: VisibilityWords;
  id?: string;
  disabled?: boolean;
}

/**
 * Private (the owner and administrators) or shared with everyone for use (never to change): the control
 * of a space's or a flow's form. Works as an antd form field (`value`/`onChange`).
 */
export function VisibilityChoice({
  value = 'private',
  onChange,
  words,
  id,
  disabled,
}: VisibilityChoiceProps) {
  return (
    <div className="flex flex-col gap-1">
      <Segmented<ResourceVisibility>
        id={id}
        aria-label={words.label}
        disabled={disabled}
        value={value}
        onChange={(next) => onChange?.(next)}
        options={[
          { value: 'private', label: words.private },
          { value: 'public', label: words.public },
        ]}
      />
      <span className="text-xs opacity-70">{value === 'public' ? words.publicHint : words.privateHint}</span>
    </div>
  );
}
