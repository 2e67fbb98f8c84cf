import { spaceArgumentsSchema, type SpaceArguments } from '@/contract/knowledge';

/** A space's stored arguments (`context`), or an empty object when never saved or unreadable. */
export function parseSpaceArguments(context: string | null | undefined): SpaceArguments {
  if (!context) return {};
  try {
    const parsed = spaceArgumentsSchema.safeParse(JSON.parse(context));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
