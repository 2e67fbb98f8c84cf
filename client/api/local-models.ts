import type { LocalModelServer } from '@/contract/local-models';
import { GET } from '../http';

/** Model servers answering on the server's own loopback (Ollama, LM Studio, vLLM, llama.cpp). */
export function getLocalModels() {
  return GET<undefined, LocalModelServer[]>('/api/v1/local-models');
}
