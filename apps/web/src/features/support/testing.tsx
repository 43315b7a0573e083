// Test support for the support chat: contract-shaped messages, a fetch stub that answers by
// "METHOD /path" and records each call with its body, and a render with a query client, a router
// and a probe of the open dialogs and the location.
import type { SupportConversationState, SupportMessage } from '@casino/contract';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../lib/i18n';
import { closeDialog } from '../../lib/dialogs';

afterEach(() => {
  cleanup();
  closeDialog('loginMenu');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

let nextId = 1;
export function chatMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  nextId += 1;
  return {
    id: nextId,
    content: 'How much is the first deposit bonus?',
    is_manager_message: false,
    author: 'player',
    created_at: new Date().toISOString(),
    attachment: null,
    sources: [],
    ...overrides,
  };
}

export const assistantAnswer = (overrides: Partial<SupportMessage> = {}) =>
  chatMessage({
    author: 'assistant',
    is_manager_message: true,
    content:
      'From "Welcome bonus terms", First deposit:\nYour first deposit of at least 50 USD earns a 75% bonus.',
    sources: [
      {
        slug: 'welcome-bonuses',
        title: 'Welcome bonus terms',
        heading: 'First deposit',
        url: '/faq/welcome-bonuses#first-deposit',
      },
    ],
    ...overrides,
  });

export const chatState = (
  state: SupportConversationState['state'] = 'assistant',
): SupportConversationState => ({
  state,
  handed_off_at: state === 'assistant' ? null : new Date().toISOString(),
});

export { json, mockFetch, sentBody } from '../../testing/mock-fetch';

export { renderWithProviders } from '../../testing/render';
