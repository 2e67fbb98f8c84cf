interface RadioButtonsProps<V extends string> {
  /** The id of the element that names the group (its field label). */
  labelledBy: string;
  /** The radios' shared name (also the first radio's id, so the field can be addressed by it). */
  name: string;
  value: V | undefined;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
}

const BUTTON =
  'relative -ml-px h-8 cursor-pointer border border-solid px-[15px] text-sm leading-[30px] transition-colors first:ml-0 first:rounded-l last:rounded-r ' +
  'has-[:focus-visible]:z-20 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[#0C75FC] has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';
const CHECKED = 'z-10 border-[#0C75FC] bg-white text-primary-text dark:bg-[#141414]';
const UNCHECKED = 'border-[#d9d9d9] bg-white hover:text-primary-text dark:border-[#424242] dark:bg-[#141414]';

/** Native radio buttons drawn as joined buttons (antd's button-style Radio.Group). */
export function RadioButtons<V extends string>({
  labelledBy,
  name,
  value,
  onChange,
  options,
  disabled,
}: RadioButtonsProps<V>) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="inline-flex">
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={`${BUTTON} ${checked ? CHECKED : UNCHECKED}`}>
            <input
              type="radio"
              id={index === 0 ? name : undefined}
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
