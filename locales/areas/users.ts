import { users as en } from '../en/users';
import { registerNamespace } from '../register';
import { users as zh } from '../zh/users';

registerNamespace('users', en, zh);
