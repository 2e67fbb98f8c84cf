import { flowTools as en } from '../en/flow-tools';
import { registerNamespace } from '../register';
import { flowTools as zh } from '../zh/flow-tools';

registerNamespace('flowTools', en, zh);
