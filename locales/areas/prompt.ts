import { prompt as en } from '../en/prompt';
import { registerNamespace } from '../register';
import { prompt as zh } from '../zh/prompt';

registerNamespace('prompt', en, zh);
