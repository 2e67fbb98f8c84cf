import { chat as en } from '../en/chat';
import { registerNamespace } from '../register';
import { chat as zh } from '../zh/chat';

registerNamespace('chat', en, zh);
