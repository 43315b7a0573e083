import type {
  Country,
  Me,
  SessionRow,
  UpdateBirthResponse,
  UpdateCountryResponse,
  UpdateNameResponse,
} from '@casino/contract';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import type { UserRow } from './accounts.repository.js';
import type { CountryRow } from './countries.repository.js';
import type { SessionDbRow } from './sessions.repository.js';

/** The player's own account as GET user/me/ shows it (never the password hash). */
export function presentMe(u: UserRow): Me {
  return {
    id: u.id,
    email: u.email,
    nickname: u.nickname,
    phone: u.phone,
    is_email_verified: u.is_email_verified,
    is_phone_verified: u.is_phone_verified,
    first_name: u.first_name,
    last_name: u.last_name,
    gender: u.gender,
    date_of_birth: u.date_of_birth,
    address: u.address,
    city: u.city,
    country: u.country_id,
    current_rank: u.current_rank,
    current_rank_progress: u.current_rank_progress,
    is_new_user: u.is_new_user,
    referral: u.referral,
    lead: u.lead_id,
    marketing_consent: u.marketing_consent,
    verification_state: u.verification_state,
  };
}

export function presentNames(u: UserRow): UpdateNameResponse {
  return { first_name: u.first_name, last_name: u.last_name };
}

/** After a birth-date update both fields are set; a row without them is a defect, not a client error. */
export function presentBirth(u: UserRow): UpdateBirthResponse {
  if (u.date_of_birth === null || u.gender === null)
    throw new Error(`user ${u.id}: birth date update not stored`);
  return { date_of_birth: u.date_of_birth, gender: u.gender };
}

export function presentCountry(u: UserRow): UpdateCountryResponse {
  if (u.country_id === null) throw new Error(`user ${u.id}: country update not stored`);
  return { country: u.country_id, city: u.city };
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

function regionName(code: string, locale: Locale): string | undefined {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

/**
 * Countries with titles in the request's language, sorted as that language sorts. English
 * keeps the stored title (an operator may have edited it); other languages come from ICU.
 */
export function presentCountries(rows: CountryRow[], locale: Locale): Country[] {
  const collator = new Intl.Collator(locale);
  return rows
    .map((r) => ({
      id: r.id,
      title: (locale === 'en' ? undefined : regionName(r.code.trim(), locale)) ?? r.title,
      code: r.code.trim(),
    }))
    .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}

export function presentSession(row: SessionDbRow, locale: Locale): SessionRow {
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    ip: row.ip,
    device: row.device || translate('device_unknown', locale),
    source: row.source,
  };
}
