// Fails (exit 1) naming each installed package that does not run on the Node versions package.json promises.
import { engineProblems } from './lib/engines-check.mjs';
import { ROOT } from './lib/paths.mjs';

const problems = engineProblems({ repoRoot: ROOT });
for (const problem of problems) console.error(problem);
if (problems.length === 0) console.log('engines: every installed package runs on the promised Node versions');
process.exit(problems.length === 0 ? 0 : 1);
