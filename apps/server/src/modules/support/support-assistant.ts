import type { Config } from '../../platform/config.js';
import type { Queryable } from '../../platform/db/types.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import { searchContent } from '../content/content.search.js';
import {
  composeAnswer,
  DEFAULT_COMPOSE_OPTIONS,
  type CitedSection,
  type ComposeOptions,
  type SearchHit,
} from './answer-composer.js';
import { phraseAnswer } from './answer-phrasing.js';

export type ContentSearch = (
  db: Queryable,
  locale: Locale,
  query: string,
  limit: number,
) => Promise<readonly SearchHit[]>;

export interface AssistantReply {
  content: string;
  sources: CitedSection[];
}

/**
 * The support assistant (in beta, as the chat's greeting says): it answers from our own FAQ and
 * terms pages in the player's language by full-text search over their sections, cites the
 * sections it quotes, and says so when they do not cover the question. With a phrasing API
 * configured the passages it found may be reworded, but what it found stays the answer's source
 * and its citations.
 */
export class SupportAssistant {
  constructor(
    private readonly deps: {
      db: Queryable;
      config: Pick<Config, 'assistant'>;
      log?: { warn(obj: object, msg: string): void };
    },
    private readonly search: ContentSearch = searchContent,
    private readonly options: ComposeOptions = DEFAULT_COMPOSE_OPTIONS,
  ) {}

  /** The reply to a player's message (its text, and whether an image came with it). */
  async reply(question: string, locale: Locale, withImage: boolean): Promise<AssistantReply> {
    if (question.trim() === '') {
      return {
        content: translate(withImage ? 'support_answer_attachment' : 'support_answer_unknown', locale),
        sources: [],
      };
    }
    const hits = await this.search(this.deps.db, locale, question, 5);
    const composed = composeAnswer(hits, locale, this.options);
    if (composed.kind === 'unknown' || !this.deps.config.assistant) {
      return { content: composed.content, sources: composed.sources };
    }
    const phrased = await phraseAnswer(
      this.deps.config.assistant,
      { question, passages: composed.passages, locale },
      (reason) => this.deps.log?.warn({ reason }, 'support answer phrasing failed; quoting the pages'),
    );
    return { content: phrased ?? composed.content, sources: composed.sources };
  }
}
