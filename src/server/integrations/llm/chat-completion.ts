/**
 * A client of any OpenAI-compatible chat API (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL): one completion, with a
 * timeout, its failures named (quota spent, model missing, unreachable, an answer of the wrong shape).
 */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type TLlmFailure = 'insufficient_quota' | 'model_not_available' | 'unavailable' | 'bad_response';

export class LlmError extends Error {
  constructor(readonly failure: TLlmFailure) {
    super(`language model: ${failure}`);
    this.name = 'LlmError';
  }
}

const DEFAULT_TIMEOUT_MS = 20_000;

interface OpenAiErrorBody {
  error?: { code?: string | null; type?: string | null };
}

function failureOf(status: number, body: OpenAiErrorBody): TLlmFailure {
  const code = body.error?.code ?? body.error?.type ?? '';
  if (code === 'insufficient_quota') return 'insufficient_quota';
  if (code === 'model_not_found' || code === 'model_not_available' || status === 404)
    return 'model_not_available';
  return 'unavailable';
}

export async function completeChat(
  settings: LlmSettings,
  messages: readonly ChatMessage[],
  { timeoutMs = DEFAULT_TIMEOUT_MS, maxTokens = 400 }: { timeoutMs?: number; maxTokens?: number } = {},
): Promise<string> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, temperature: 0, max_tokens: maxTokens }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new LlmError('unavailable');
  }
  const body = (await response.json().catch(() => ({}))) as OpenAiErrorBody & {
    choices?: { message?: { content?: unknown } }[];
  };
  if (!response.ok) throw new LlmError(failureOf(response.status, body));
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new LlmError('bad_response');
  return content;
}
