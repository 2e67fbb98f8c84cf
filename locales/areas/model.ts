import { model as en } from '../en/model';
import { registerNamespace } from '../register';
import { model as zh } from '../zh/model';

registerNamespace('model', en, zh);
