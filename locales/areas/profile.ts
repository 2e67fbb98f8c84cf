import { profile as en } from '../en/profile';
import { registerNamespace } from '../register';
import { profile as zh } from '../zh/profile';

registerNamespace('profile', en, zh);
