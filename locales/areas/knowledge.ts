import { knowledge as en } from '../en/knowledge';
import { registerNamespace } from '../register';
import { knowledge as zh } from '../zh/knowledge';

registerNamespace('knowledge', en, zh);
