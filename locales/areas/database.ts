import { database as en } from '../en/database';
import { registerNamespace } from '../register';
import { database as zh } from '../zh/database';

registerNamespace('database', en, zh);
