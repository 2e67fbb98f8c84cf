import { LOCAL_MODEL_KINDS, type LocalModelKind } from '@/contract/local-models';

/** One loopback port probed for a model server, and the protocol it is asked in. */
export interface LocalModelPort {
  kind: LocalModelKind;
  port: number;
}

/** Ollama, LM Studio, vLLM and llama.cpp's server at their usual ports. */
export const DEFAULT_LOCAL_MODEL_PORTS: readonly LocalModelPort[] = [
  { kind: 'ollama', port: 11434 },
  { kind: 'openai', port: 1234 },
  { kind: 'openai', port: 8000 },
  { kind: 'openai', port: 8080 },
];

function isKind(text: string): text is LocalModelKind {
  return (LOCAL_MODEL_KINDS as readonly string[]).includes(text);
}

/**
 * Reads `LOCAL_MODEL_PORTS` (`ollama:11434,openai:1234`; empty = probe nothing); unset = the defaults.
 * Returns the problems instead of throwing, like the other model settings.
 */
export function readLocalModelPorts(text: string | undefined): {
  ports: LocalModelPort[];
  problems: string[];
} {
  if (text === undefined) return { ports: [...DEFAULT_LOCAL_MODEL_PORTS], problems: [] };
  const ports: LocalModelPort[] = [];
  const problems: string[] = [];
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+):(\d{1,5})$/.exec(entry);
    const port = match ? Number(match[2]) : 0;
    if (match && isKind(match[1]) && port > 0 && port < 65536) ports.push({ kind: match[1], port });
    else
      problems.push(
        `LOCAL_MODEL_PORTS entries must be ollama:<port> or openai:<port> (got ${JSON.stringify(entry)})`,
      );
  }
  return { ports, problems };
}
