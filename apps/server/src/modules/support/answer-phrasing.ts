import { hasStrayControl } from '@casino/contract';
import { z } from 'zod';
import type { Config } from '../../platform/config.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { plainExcerpt, type SearchHit } from './answer-composer.js';

export type PhrasingSettings = NonNullable<Config['assistant']>;

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  ru: 'Russian',
};

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

const withoutStrayControl = (text: string) => [...text].filter((ch) => !hasStrayControl(ch)).join('');

// Longer than any sensible chat answer, short enough to keep a runaway reply out of the chat.
const MAX_PHRASED_LENGTH = 2500;

/**
 * The request we send: the question and the retrieved passages, nothing else. No player id,
 * e-mail, balance or earlier message leaves the server, and the model is told to use only the
 * passages, so what it says can be no more than what the pages say.
 */
export function phrasingRequest(
  model: string,
  question: string,
  passages: readonly SearchHit[],
  locale: Locale,
) {
  const language = LANGUAGE_NAMES[locale];
  const context = passages
    .map((p, i) => `[${i + 1}] ${p.title} / ${p.heading}\n${plainExcerpt(p.excerpt, 1500)}`)
    .join('\n\n');
  return {
    model,
    temperature: 0.2,
    max_tokens: 400,
    messages: [
      {
        role: 'system',
        content:
          `You are the support assistant of an online casino. Answer the customer's question in ${language}, ` +
          "in at most five short sentences, using only the passages from the casino's own pages given below. " +
          'Do not add facts, numbers or promises that are not in the passages. If the passages do not answer ' +
          'the question, say that you do not know and suggest calling a chat manager. Plain text, no markdown.',
      },
      { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${question}` },
    ],
  };
}

/**
 * Asks the configured OpenAI-compatible endpoint to phrase an answer from the passages. Any
 * failure (timeout, an error status, an answer of another shape, an empty answer) gives
 * undefined, and the caller keeps the quoted answer: the chat never waits on or breaks for it.
 */
export async function phraseAnswer(
  settings: PhrasingSettings,
  input: { question: string; passages: readonly SearchHit[]; locale: Locale },
  onFailure: (reason: string) => void = () => undefined,
): Promise<string | undefined> {
  try {
    const res = await fetch(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify(phrasingRequest(settings.model, input.question, input.passages, input.locale)),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) {
      onFailure(`answered ${res.status}`);
      return undefined;
    }
    const parsed = completion.safeParse(await res.json());
    // Control characters (NUL above all, which PostgreSQL text refuses) are dropped; line breaks stay.
    const text = parsed.success
      ? withoutStrayControl(parsed.data.choices[0]?.message.content ?? '').trim()
      : '';
    if (text === '') {
      onFailure(parsed.success ? 'an empty answer' : 'an answer of another shape');
      return undefined;
    }
    return text.length > MAX_PHRASED_LENGTH ? `${text.slice(0, MAX_PHRASED_LENGTH - 1)}…` : text;
  } catch (err) {
    onFailure(err instanceof Error ? err.name : 'unknown error');
    return undefined;
  }
}
