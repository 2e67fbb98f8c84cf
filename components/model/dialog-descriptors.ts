import type { ParameterDescription } from '@/contract/parameter';

/**
 * What the create dialog asks for, from a provider's descriptors:
 * - not the `provider` parameter when the provider was picked above the form (the request carries it);
 * - always a required `name` (the request's `model`): DB-GPT's descriptors carry one, and for a server whose
 *   do not, the dialog asks for it itself, first in line.
 */
export function dialogDescriptors(
  descriptors: readonly ParameterDescription[],
  pickedProvider: string | undefined,
  nameTexts: { label: string; description: string },
): ParameterDescription[] {
  const asked = descriptors.filter((descriptor) => !(pickedProvider && descriptor.param_name === 'provider'));
  if (asked.some((descriptor) => descriptor.param_name === 'name')) return asked;
  return [
    {
      param_name: 'name',
      param_type: 'string',
      required: true,
      label: nameTexts.label,
      description: nameTexts.description,
      param_order: -1,
    },
    ...asked,
  ];
}
