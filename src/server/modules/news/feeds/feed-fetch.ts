// A feed fetched by the server (issue 22): bounded in time (the whole exchange, body included) and in size (an
// announced length over the cap is refused at once, a body past it is cut off), decoded in the charset the
// answer or the XML declaration names (UTF-8 by default).

export interface FeedFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
}

export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedFetchError(`larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The charset of the answer's Content-Type, else of the XML declaration, else UTF-8 (when Node knows it). */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const named =
    /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /^\s*<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(named).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

export async function fetchFeedText(url: string, options: FeedFetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
        'user-agent': options.userAgent,
      },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedFetchError(`HTTP ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > options.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedFetchError(`announced larger than ${options.maxBytes} bytes`);
    }
    const bytes = response.body ? await readCapped(response.body, options.maxBytes) : new Uint8Array();
    return decode(bytes, response.headers.get('content-type'));
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted) throw new FeedFetchError(`no complete answer within ${options.timeoutMs} ms`);
    throw new FeedFetchError(`unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}
