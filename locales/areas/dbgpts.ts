import { dbgpts as en } from '../en/dbgpts';
import { registerNamespace } from '../register';
import { dbgpts as zh } from '../zh/dbgpts';

registerNamespace('dbgpts', en, zh);
