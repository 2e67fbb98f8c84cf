import { packageResourceDefinitionSchema } from '@/contract/dbgpts-package';
import type { PackageThing } from '@/contract/hub';
import { ApiError } from '../../http/api-error';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import { createPromptLibrary } from '../../prompts/prompt-library';
import type { InstallScope, LoadedPackage, PackageInstaller } from '../package-installers';
import { everyApp, parseDefinition, appUser } from './installer-scope';

type PackagePrompt = Extract<
  ReturnType<typeof packageResourceDefinitionSchema.parse>,
  { kind: 'prompt_pack' }
>['prompts'][number];

async function plan(
  pkg: LoadedPackage,
  scope: InstallScope,
): Promise<{ prompts: PackagePrompt[] } | { problem: LocalizedText }> {
  const parsed = parseDefinition(packageResourceDefinitionSchema, pkg.definition);
  if ('problems' in parsed)
    return { problem: localized('dbgpts.badPromptPack', { name: pkg.name, problems: parsed.problems }) };
  if (parsed.value.kind !== 'prompt_pack')
    return { problem: localized('dbgpts.noInstaller', { type: 'resource', name: pkg.name }) };
  const { prompts } = scope.context.repositories;
  for (const prompt of parsed.value.prompts) {
    const same = await prompts.findSameIdentity({
      userCode: scope.userId,
      name: prompt.prompt_name,
      language: prompt.prompt_language ?? null,
      model: null,
    });
    if (same) return { problem: localized('dbgpts.promptTaken', { prompt: prompt.prompt_name }) };
  }
  return { prompts: parsed.value.prompts };
}

const codesOf = (things: readonly PackageThing[]) =>
  things.filter((thing) => thing.kind === 'prompt' && thing.id !== null).map((thing) => thing.id as string);

/** A prompt pack becomes public prompts in the prompt library; apps that name one of them hold the pack. */
export const promptPackInstaller: PackageInstaller = {
  type: 'resource',
  resourceKind: 'prompt_pack',

  async preview(pkg, scope) {
    const planned = await plan(pkg, scope);
    if ('problem' in planned) return planned;
    return planned.prompts.map((prompt) => ({ kind: 'prompt', id: null, name: prompt.prompt_name }));
  },

  async install(pkg, scope) {
    const planned = await plan(pkg, scope);
    if ('problem' in planned) throw new ApiError(400, 'E0021', planned.problem);
    const library = createPromptLibrary(scope.context.repositories);
    const added: PackageThing[] = [];
    try {
      for (const prompt of planned.prompts) {
        const record = await library.add(
          { userId: scope.userId, isAdmin: true },
          { ...prompt, prompt_type: prompt.prompt_type ?? 'common', visibility: 'public' },
        );
        added.push({ kind: 'prompt', id: record.prompt_code, name: record.prompt_name });
      }
    } catch (error) {
      await this.uninstall(added, scope);
      throw error;
    }
    return added;
  },

  async uninstall(things, scope) {
    const { prompts } = scope.context.repositories;
    const ids = [];
    for (const code of codesOf(things)) {
      const prompt = await prompts.findByCode(code);
      if (prompt) ids.push(prompt.id);
    }
    if (ids.length) await prompts.deleteByIds(ids);
  },

  async usedBy(things, scope) {
    const codes = codesOf(things);
    return (await everyApp(scope))
      .filter((app) => {
        const settings = JSON.stringify([app.paramNeed, app.details]);
        return codes.some((code) => settings.includes(`"${code}"`));
      })
      .map(appUser);
  },
};
