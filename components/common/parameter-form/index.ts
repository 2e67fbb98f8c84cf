export { ParameterForm, type ParameterFormProps } from './parameter-form';
export { toParameterValues, defaultParameterValues, type ParameterFormValues } from './parameter-values';
export {
  fieldKind,
  isSecret,
  localizedText,
  type FieldKind,
  type ParameterLabelLookup,
} from './descriptor-fields';
