// The worker cannot reach vscode.lm: it asks the host. A prompt goes out as a `memoryLlm`
// event; the host runs it on the user's model and answers with the `memoryLlmReply` method.
// Every request has a timeout, and nothing waits on a model that is not there.
import type { LlmClient, LlmPurpose } from '../../core/llm';
import type { MemoryLlmEvent } from '../../protocol/memory';

export class HostLlmClient implements LlmClient {
  private seq = 0;
  private readonly pending = new Map<number, { resolve: (t: string | undefined) => void; timer: NodeJS.Timeout }>();
  private isAvailable = false;

  constructor(private readonly emit: (e: MemoryLlmEvent) => void) {}

  setAvailable(v: boolean): void {
    this.isAvailable = v;
    if (!v) for (const id of [...this.pending.keys()]) this.reply({ id });
  }

  available(): boolean {
    return this.isAvailable;
  }

  complete(
    prompt: string,
    opts: { purpose: LlmPurpose; maxOutputTokens: number; timeoutMs?: number },
  ): Promise<string | undefined> {
    if (!this.isAvailable) return Promise.resolve(undefined);
    const id = ++this.seq;
    const timeoutMs = opts.timeoutMs ?? (opts.purpose === 'describe' ? 20_000 : 8_000);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.reply({ id }), timeoutMs);
      timer.unref?.();
      this.pending.set(id, { resolve, timer });
      this.emit({ id, purpose: opts.purpose, prompt, maxOutputTokens: opts.maxOutputTokens, timeoutMs });
    });
  }

  /** The host's answer (text undefined: no model, refused, failed or timed out). */
  reply(r: { id: number; text?: string; error?: string }): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(r.id);
    p.resolve(typeof r.text === 'string' ? r.text.slice(0, 8000) : undefined);
  }
}
