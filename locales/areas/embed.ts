import { embed as en } from '../en/embed';
import { registerNamespace } from '../register';
import { embed as zh } from '../zh/embed';

registerNamespace('embed', en, zh);
