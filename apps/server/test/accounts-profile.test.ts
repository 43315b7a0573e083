import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { bearer, json, MALTA, registerPlayer } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

describe('the player profile', async () => {
  const clock = new ManualClock(new Date('2026-06-15T10:00:00Z'));
  const { app, db } = await buildTestApp({ clock });
  const patch = (access: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PATCH',
      url: '/api/frontend/user/me/',
      headers: { ...bearer(access), ...headers },
      payload: payload as Record<string, unknown>,
    });
  const me = async (access: string) =>
    json(await app.inject({ method: 'GET', url: '/api/frontend/user/me/', headers: bearer(access) }));

  it('shows a player only their own account', async () => {
    const a = await registerPlayer(app);
    const b = await registerPlayer(app);
    const own = await app.inject({
      method: 'GET',
      url: `/api/frontend/user/${a.id}/`,
      headers: bearer(a.access),
    });
    expect(own.statusCode).toBe(200);
    expect(json(own).email).toBe(a.email);
    expect(json(own)).not.toHaveProperty('password_hash');
    for (const id of [String(b.id), '999999', 'abc', '0']) {
      const other = await app.inject({
        method: 'GET',
        url: `/api/frontend/user/${id}/`,
        headers: bearer(a.access),
      });
      expect(other.statusCode).toBe(403);
      expect(Object.keys(json(other))).toEqual(['detail']);
    }
    const patchOther = await app.inject({
      method: 'PATCH',
      url: `/api/frontend/user/${b.id}/`,
      headers: bearer(a.access),
      payload: { first_name: 'X', last_name: 'Y' },
    });
    expect(patchOther.statusCode).toBe(403);
    expect((await me(b.access)).first_name).toBe('Ann');
  });

  it('requires a valid access token', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/frontend/user/me/' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/frontend/user/me/',
      headers: bearer('garbage'),
    });
    expect(bad.statusCode).toBe(401);
    const player = await registerPlayer(app);
    // A refresh token is not an access token.
    expect(
      (await app.inject({ method: 'GET', url: '/api/frontend/user/me/', headers: bearer(player.refresh) }))
        .statusCode,
    ).toBe(401);
  });

  it('updates names', async () => {
    const p = await registerPlayer(app);
    const res = await patch(p.access, { first_name: '  Maria ', last_name: 'Sánchez' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ first_name: 'Maria', last_name: 'Sánchez' });
    expect(await me(p.access)).toMatchObject({ first_name: 'Maria', last_name: 'Sánchez' });
    const long = await patch(p.access, { first_name: 'x'.repeat(51), last_name: 'ok' });
    expect(long.statusCode).toBe(400);
    expect(json(long)).toEqual({ first_name: ['Ensure this field has no more than 50 characters.'] });
    const blank = await patch(p.access, { first_name: ' ', last_name: 'ok' });
    expect(json(blank)).toEqual({ first_name: ['This field may not be blank.'] });
    const half = await patch(p.access, { first_name: 'Solo' });
    expect(json(half)).toEqual({ last_name: ['This field is required.'] });
    expect(await me(p.access)).toMatchObject({ first_name: 'Maria', last_name: 'Sánchez' });
  });

  it('updates birth date and gender, adults only', async () => {
    const p = await registerPlayer(app);
    const res = await patch(p.access, { date_of_birth: '1985-12-01', gender: 'other' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ date_of_birth: '1985-12-01', gender: 'other' });
    const minor = await patch(
      p.access,
      { date_of_birth: '2010-01-01', gender: 'male' },
      { 'accept-language': 'es' },
    );
    expect(minor.statusCode).toBe(400);
    expect(json(minor)).toEqual({ date_of_birth: ['Debes tener al menos 18 años para jugar.'] });
    const badGender = await patch(p.access, { date_of_birth: '1985-12-01', gender: 'robot' });
    expect(json(badGender)).toEqual({ gender: ['Choose male, female or other.'] });
    const badDate = await patch(p.access, { date_of_birth: '01.12.1985', gender: 'male' });
    expect(Object.keys(json(badDate))).toEqual(['date_of_birth']);
    expect(await me(p.access)).toMatchObject({ date_of_birth: '1985-12-01', gender: 'other' });
  });

  it('updates the country and answers with the city', async () => {
    const p = await registerPlayer(app);
    await db.query("UPDATE users SET city = 'Valletta' WHERE id = $1", [p.id]);
    const same = await patch(p.access, { country: MALTA });
    expect(json(same)).toEqual({ country: MALTA, city: 'Valletta' });
    const moved = await patch(p.access, { country: 57 });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toEqual({ country: 57, city: '' });
    const unknown = await patch(p.access, { country: 4242 });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({ country: ['Choose a country from the list.'] });
    const asText = await patch(p.access, { country: '57' });
    expect(asText.statusCode).toBe(400);
    const huge = await patch(p.access, { country: 2 ** 40 });
    expect(json(huge)).toEqual({ country: ['Choose a country from the list.'] });
    const nul = await patch(p.access, { first_name: 'A\u0000', last_name: 'B' });
    expect(nul.statusCode).toBe(400);
    expect((await me(p.access)).country).toBe(57);
  });

  it('refuses mixed forms, unknown fields, empty and malformed bodies, changing nothing', async () => {
    const p = await registerPlayer(app);
    const before = await me(p.access);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [
        { first_name: 'A', last_name: 'B', country: MALTA },
        {
          non_field_errors: [
            'Send exactly one of: first_name and last_name; date_of_birth and gender; country.',
          ],
        },
      ],
      [
        { date_of_birth: '1980-01-01', gender: 'male', last_name: 'B' },
        {
          non_field_errors: [
            'Send exactly one of: first_name and last_name; date_of_birth and gender; country.',
          ],
        },
      ],
      [
        { first_name: 'A', last_name: 'B', is_email_verified: true },
        { is_email_verified: ['This field is not allowed.'] },
      ],
      [
        { country: MALTA, verification_state: 'verified' },
        { verification_state: ['This field is not allowed.'] },
      ],
      [
        { email: 'x@y.z' },
        {
          non_field_errors: [
            'Send exactly one of: first_name and last_name; date_of_birth and gender; country.',
          ],
        },
      ],
      [
        {},
        {
          non_field_errors: [
            'Send exactly one of: first_name and last_name; date_of_birth and gender; country.',
          ],
        },
      ],
    ];
    for (const [payload, answer] of cases) {
      const res = await patch(p.access, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res)).toEqual(answer);
    }
    const wrongTypes = await patch(p.access, { first_name: 5, last_name: null });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(json(wrongTypes)).sort()).toEqual(['first_name', 'last_name']);
    const malformed = await app.inject({
      method: 'PATCH',
      url: '/api/frontend/user/me/',
      headers: { ...bearer(p.access), 'content-type': 'application/json' },
      payload: '{"first_name": "A"',
    });
    expect(malformed.statusCode).toBe(400);
    const array = await app.inject({
      method: 'PATCH',
      url: '/api/frontend/user/me/',
      headers: { ...bearer(p.access), 'content-type': 'application/json' },
      payload: '["first_name"]',
    });
    expect(array.statusCode).toBe(400);
    expect(json(array)).toEqual({ non_field_errors: ['Expected an object of fields.'] });
    const huge = await patch(p.access, { first_name: 'A'.repeat(70_000), last_name: 'B' });
    expect(huge.statusCode).toBe(413);
    expect(await me(p.access)).toEqual(before);
  });

  it('freezes personal data once documents are under review or verified', async () => {
    const p = await registerPlayer(app);
    await db.query("UPDATE users SET verification_state = 'pending' WHERE id = $1", [p.id]);
    const res = await patch(p.access, { first_name: 'New', last_name: 'Name' }, { 'accept-language': 'ru' });
    expect(res.statusCode).toBe(403);
    expect(String(json(res).detail)).toMatch(/^Ваши личные данные/);
    expect((await patch(p.access, { country: 57 })).statusCode).toBe(403);
    expect(await me(p.access)).toMatchObject({ first_name: 'Ann', country: MALTA });
  });
});

describe('countries', async () => {
  const { app } = await buildTestApp();

  it('lists every country with English titles sorted by title, publicly', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/frontend/countries/' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Array<{ id: number; title: string; code: string }>>();
    expect(list.length).toBe(248);
    expect(list.find((c) => c.code === 'DE')).toEqual({ id: 57, title: 'Germany', code: 'DE' });
    const titles = list.map((c) => c.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('en').compare));
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('translates titles by Accept-Language and sorts in that language', async () => {
    const ru = (
      await app.inject({
        method: 'GET',
        url: '/api/frontend/countries/',
        headers: { 'accept-language': 'ru' },
      })
    ).json<Array<{ id: number; title: string; code: string }>>();
    expect(ru.find((c) => c.code === 'DE')?.title).toBe('Германия');
    expect(ru[0]?.title).toBe('Австралия');
    const es = (
      await app.inject({
        method: 'GET',
        url: '/api/frontend/countries/',
        headers: { 'accept-language': 'es-ES' },
      })
    ).json<Array<{ code: string; title: string }>>();
    expect(es.find((c) => c.code === 'ES')?.title).toBe('España');
    const pt = (
      await app.inject({
        method: 'GET',
        url: '/api/frontend/countries/',
        headers: { 'accept-language': 'pt' },
      })
    ).json<Array<{ code: string; title: string }>>();
    expect(pt.find((c) => c.code === 'DE')?.title).toBe('Alemanha');
  });
});
