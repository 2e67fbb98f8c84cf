import { request as en } from '../en/request';
import { registerNamespace } from '../register';
import { request as zh } from '../zh/request';

// Request failures are told by the network client, which no page loads before it first calls the server.
registerNamespace('request', en, zh);
