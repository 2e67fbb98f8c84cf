import { app as en } from '../en/app';
import { registerNamespace } from '../register';
import { app as zh } from '../zh/app';

registerNamespace('app', en, zh);
