import { plugins as en } from '../en/plugins';
import { registerNamespace } from '../register';
import { plugins as zh } from '../zh/plugins';

registerNamespace('plugins', en, zh);
