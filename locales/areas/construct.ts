import { construct as en } from '../en/construct';
import { registerNamespace } from '../register';
import { construct as zh } from '../zh/construct';

registerNamespace('construct', en, zh);
