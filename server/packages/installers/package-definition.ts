import type { z } from 'zod';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../../http/api-error';
import type { ServerLanguage } from '../../i18n/language';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import { describeIssues } from '../../http/validate';
import type { LoadedPackage } from '../package-installers';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: LocalizedText };

/** The package's definition read with its type's schema, or why it does not fit, naming the package. */
export function parseDefinition<S extends z.ZodType>(
  schema: S,
  pkg: Pick<LoadedPackage, 'name'>,
  definition: unknown,
): Parsed<z.output<S>> {
  const parsed = schema.safeParse(definition);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problem = localized('packageInstall.badDefinition', {
    name: pkg.name,
    problem: describeIssues(parsed.error.issues),
  });
  return { ok: false, problem };
}

/** As {@link parseDefinition}, throwing a 400 for install (which runs even when nobody asked for a preview). */
export function requireDefinition<S extends z.ZodType>(schema: S, pkg: LoadedPackage): z.output<S> {
  const parsed = parseDefinition(schema, pkg, pkg.definition);
  if (!parsed.ok) throw new ApiError(400, SERVER_ERROR_CODES.validation, parsed.problem);
  return parsed.value;
}

/**
 * The definition in both languages: the installer's one, and the other where the package has it and it
 * fits the schema (else the installer's one stands for both).
 */
export async function definitionInBoth<S extends z.ZodType>(
  schema: S,
  pkg: LoadedPackage,
  language: ServerLanguage,
): Promise<Record<ServerLanguage, z.output<S>>> {
  const own = requireDefinition(schema, pkg);
  const otherLanguage: ServerLanguage = language === 'zh' ? 'en' : 'zh';
  // The other language is a nicety: when its file cannot be read, the installer's one stands for both.
  const otherDefinition = await pkg.definitionIn?.(otherLanguage).catch(() => undefined);
  const other = parseDefinition(schema, pkg, otherDefinition);
  const translated = other.ok ? other.value : own;
  return language === 'zh' ? { zh: own, en: translated } : { en: own, zh: translated };
}
