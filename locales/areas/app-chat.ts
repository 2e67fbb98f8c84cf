import { appChat as en } from '../en/app-chat';
import { registerNamespace } from '../register';
import { appChat as zh } from '../zh/app-chat';

registerNamespace('appChat', en, zh);
