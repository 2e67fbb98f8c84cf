const KINDS = ['date_picker', 'time_picker', 'auto_complete', 'cascader', 'tree_select'] as const;

/** The `ui_type`s drawn by the antd pickers of `picker-widgets.tsx`. */
export type PickerKind = (typeof KINDS)[number];

export const isPickerKind = (uiType: string | undefined): uiType is PickerKind =>
  (KINDS as readonly (string | undefined)[]).includes(uiType);
