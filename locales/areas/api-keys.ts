import { apiKeys as en } from '../en/api-keys';
import { registerNamespace } from '../register';
import { apiKeys as zh } from '../zh/api-keys';

registerNamespace('apiKeys', en, zh);
