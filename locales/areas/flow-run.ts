import { flowRun as en } from '../en/flow-run';
import { registerNamespace } from '../register';
import { flowRun as zh } from '../zh/flow-run';

registerNamespace('flowRun', en, zh);
