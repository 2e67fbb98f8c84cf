import { auth as en } from '../en/auth';
import { registerNamespace } from '../register';
import { auth as zh } from '../zh/auth';

registerNamespace('auth', en, zh);
