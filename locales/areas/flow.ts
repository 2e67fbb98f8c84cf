import { flow as en } from '../en/flow';
import { registerNamespace } from '../register';
import { flow as zh } from '../zh/flow';

registerNamespace('flow', en, zh);
