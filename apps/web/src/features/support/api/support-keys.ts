/**
 * Every support chat query sits under one root, so a sent message, a call for a chat manager or
 * a sign-out reloads them together. Messages are stored in the language they were written in,
 * so the keys do not carry the interface's language.
 */
export const supportKeys = {
  all: ['support'] as const,
  messages: () => ['support', 'messages'] as const,
  state: () => ['support', 'state'] as const,
};
