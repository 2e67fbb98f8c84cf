import { evaluation as en } from '../en/evaluation';
import { registerNamespace } from '../register';
import { evaluation as zh } from '../zh/evaluation';

registerNamespace('evaluation', en, zh);
