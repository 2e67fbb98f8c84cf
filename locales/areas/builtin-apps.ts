import { builtinApps as en } from '../en/builtin-apps';
import { registerNamespace } from '../register';
import { builtinApps as zh } from '../zh/builtin-apps';

registerNamespace('builtinApps', en, zh);
