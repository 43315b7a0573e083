import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it.each([
    ['/faq/bonus-policy#wagering', { kind: 'route', to: '/faq/bonus-policy#wagering' }],
    ['/status', { kind: 'route', to: '/status' }],
    ['#limits', { kind: 'anchor', id: 'limits' }],
    ['https://onjn.gov.ro', { kind: 'external', href: 'https://onjn.gov.ro' }],
    ['mailto:support@royalflush.casino', { kind: 'mail', href: 'mailto:support@royalflush.casino' }],
    ['javascript:alert(1)', { kind: 'none' }],
    [' JavaScript:alert(1)', { kind: 'none' }],
    ['data:text/html,<script>', { kind: 'none' }],
    ['//evil.example/path', { kind: 'none' }],
    ['/\\evil.example', { kind: 'none' }],
    ['#"><x', { kind: 'none' }],
    ['vbscript:x', { kind: 'none' }],
  ])('%s', (href, target) => {
    expect(linkTarget(href)).toEqual(target);
  });
});
