import { explore as en } from '../en/explore';
import { registerNamespace } from '../register';
import { explore as zh } from '../zh/explore';

registerNamespace('explore', en, zh);
