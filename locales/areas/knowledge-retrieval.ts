import { knowledgeRetrieval as en } from '../en/knowledge-retrieval';
import { registerNamespace } from '../register';
import { knowledgeRetrieval as zh } from '../zh/knowledge-retrieval';

registerNamespace('knowledgeRetrieval', en, zh);
