import { plugin as en } from '../en/plugin';
import { registerNamespace } from '../register';
import { plugin as zh } from '../zh/plugin';

registerNamespace('plugin', en, zh);
