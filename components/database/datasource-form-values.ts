import { isSecret } from '@/components/common/parameter-form';
import type { ParameterFormValues } from '@/components/common/parameter-form';
import type { ParameterDescription } from '@/contract/parameter';
import type { DatasourceView } from './datasource-view';

/**
 * The descriptors of an edit: secrets become optional and say that leaving them empty keeps the stored
 * value (the server never sends it back, so the field always starts empty).
 */
export function editDescriptors(
  descriptors: readonly ParameterDescription[],
  keepText: string,
): ParameterDescription[] {
  return descriptors.map((descriptor) =>
    isSecret(descriptor)
      ? {
          ...descriptor,
          required: false,
          default_value: null,
          description: keepText,
          description_en: keepText,
          description_zh: keepText,
        }
      : descriptor,
  );
}

/** An edit's starting values: what is stored, never a secret (DB-GPT sends the password back; drop it). */
export function editInitialValues(
  source: DatasourceView,
  descriptors: readonly ParameterDescription[],
): ParameterFormValues {
  const secrets = new Set(descriptors.filter(isSecret).map((descriptor) => descriptor.param_name));
  return Object.fromEntries(
    Object.entries(source.params).filter(
      ([name, value]) => !secrets.has(name) && name !== 'password' && value !== undefined && value !== null,
    ),
  );
}

/** Whether the type's own descriptors ask for the display name (else the form adds its own field). */
export const describesDisplayName = (descriptors: readonly ParameterDescription[]) =>
  descriptors.some((descriptor) => descriptor.param_name === 'display_name');
