/** Function names models accept: letters, digits, `_` and `-`, at most 64 characters. */
const MAX_NAME = 64;

const clean = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');

/**
 * Gives each tool of one plugin a name the model can call: `<plugin>_<tool>`, cleaned and cut to 64
 * characters, numbered when two would be the same.
 */
export class ToolNamer {
  private readonly taken = new Set<string>();

  constructor(private readonly plugin: string) {}

  name(tool: string): string {
    const base = `${clean(this.plugin) || 'tool'}_${clean(tool) || 'call'}`.slice(0, MAX_NAME);
    let name = base;
    for (let number = 2; this.taken.has(name); number += 1) {
      const suffix = `_${number}`;
      name = `${base.slice(0, MAX_NAME - suffix.length)}${suffix}`;
    }
    this.taken.add(name);
    return name;
  }
}
