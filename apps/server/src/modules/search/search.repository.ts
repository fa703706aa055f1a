import type { DatabaseHandle, Executor } from '../../db/client.ts';
import type { SymbolType } from '../../db/schema/index.ts';
import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import { searchText } from '../../lib/search-text.ts';
import type { SymbolSummaryView } from '../../schemas/markets.ts';

/** A group as search finds it; the service adds its url. */
export interface GroupHit {
  id: number;
  group_name: string;
  group_title: string;
  avatar: string;
}

/** A member as search finds them. */
export interface MemberHit {
  id: number;
  name: string;
  userName: string;
  avatar: string;
}

/** LIKE's wildcards and its escape character taken literally (with `escape '\'`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Each plain letter with the lower-case accented letters that fold to it (`e` → `[eèéêë…]`), from
 * Latin-1 and Latin Extended-A: the letters of the names we hold. Upper case is left to `lower()`
 * (PGlite and PostgreSQL with a UTF-8 locale lower `É` to `é`). Kept this narrow on purpose:
 * pg_trgm expands a class into one trigram per letter, and past 1,024 trigrams a pattern stops
 * narrowing the index.
 */
const ACCENT_CLASSES: ReadonlyMap<string, string> = (() => {
  const variants = new Map<string, string>();
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const letter = String.fromCodePoint(code);
    if (letter !== letter.toLowerCase()) continue;
    const plain = searchText(letter);
    if (/^[a-z]$/.test(plain)) variants.set(plain, (variants.get(plain) ?? '') + letter);
  }
  return new Map([...variants].map(([plain, accented]) => [plain, `[${plain}${accented}]`]));
})();

/** An ASCII sign escaped for a PostgreSQL regular expression (`\` before a sign is that sign). */
const escapeSign = (character: string) =>
  character < '\u0080' && !/[A-Za-z0-9]/.test(character) ? `\\${character}` : character;

/** A normalised query as a regular expression matching exactly it (in normalised text). */
export const regexLiteral = (query: string) => Array.from(query, escapeSign).join('');

/**
 * A normalised query (`searchText`) as a PostgreSQL regular expression matching it in text that
 * was only lowered: each letter also matches its accented forms, a space any run of white space,
 * every other sign only itself. Groups' and members' trigram indexes are on `lower(…)` (accents
 * kept), and pg_trgm narrows `~` through them as it does LIKE.
 */
export const accentInsensitivePattern = (query: string) =>
  Array.from(query, (character) =>
    character === ' ' ? '\\s+' : (ACCENT_CLASSES.get(character) ?? escapeSign(character)),
  ).join('');

/** Where a word starts: the text's start, or after anything but a letter or a digit. */
const WORD_START = '(^|[^[:alnum:]])';

const SYMBOL_COLUMNS = `
  s.id as symbol_id,
  s.symbol,
  case when s.type = 'stocks' then s.name end as company_name,
  s.name,
  s.country,
  s.exchange,
  s.type,
  s.region,
  s.sector,
  s.currency`;

const avatarOf = (alias: string) =>
  `coalesce(${alias}.avatar, '${DEFAULT_AVATAR.replaceAll("'", "''")}')`;

/**
 * Symbols whose search text (ticker and name, normalised) contains the query $1 ($2 is it with
 * LIKE's wildcards escaped, $3 as a regular expression), optionally of type $5: the exact ticker
 * first, then tickers starting with the query, then names with a word starting with it, then the
 * rest; ties in the data file's order. `like '%…%'` on `search_text` is what
 * `symbols_search_trgm_idx` answers.
 */
const SYMBOLS = `
select ${SYMBOL_COLUMNS}
from symbols s
where s.search_text like '%' || $2 || '%' escape '\\'
  and ($5::text is null or s.type = $5::text)
order by
  case
    when lower(s.symbol) = $1::text then 0
    when lower(s.symbol) like $2 || '%' escape '\\' then 1
    when substr(s.search_text, char_length(s.symbol) + 2) ~ ('${WORD_START}' || $3) then 2
    else 3
  end,
  s.id
limit $4`;

/** The first few symbols of each type, in the data file's order (its most important first). */
const DEFAULT_SYMBOLS = `
select ${SYMBOL_COLUMNS}
from unnest($1::text[], $2::int[]) with ordinality as wanted(type, n, position)
cross join lateral (
  select * from symbols where type = wanted.type order by id limit wanted.n
) s
order by wanted.position, s.id`;

/**
 * Groups whose `lower(name || ' ' || title)` matches $1 (`groups_search_trgm_idx`): the exact
 * name first, then a name or title starting with the query, then a word starting with it, then
 * the most members; ties oldest first.
 */
const GROUPS = `
select g.id, g.name as group_name, g.title as group_title, ${avatarOf('g')} as avatar
from groups g
where lower(g.name || ' ' || g.title) ~ $1
order by
  case
    when lower(g.name) ~ ('^' || $1 || '$') then 0
    when lower(g.name) ~ ('^' || $1) or lower(g.title) ~ ('^' || $1) then 1
    when lower(g.name || ' ' || g.title) ~ ('${WORD_START}' || $1) then 2
    else 3
  end,
  (select count(*) from group_members m where m.group_id = g.id) desc,
  g.id
limit $2`;

const BIGGEST_GROUPS = `
select g.id, g.name as group_name, g.title as group_title, ${avatarOf('g')} as avatar
from groups g
order by (select count(*) from group_members m where m.group_id = g.id) desc, g.id
limit $1`;

/**
 * Members whose `lower(name || ' ' || user_name)` matches $1 (`users_search_trgm_idx`): the exact
 * user name first, then a user name or name starting with the query, then a word starting with
 * it, then the most followers; ties oldest first.
 */
const MEMBERS = `
select u.id, u.name, u.user_name as "userName", ${avatarOf('u')} as avatar
from users u
where lower(u.name || ' ' || u.user_name) ~ $1
order by
  case
    when lower(u.user_name) ~ ('^' || $1 || '$') then 0
    when lower(u.user_name) ~ ('^' || $1) or lower(u.name) ~ ('^' || $1) then 1
    when lower(u.name || ' ' || u.user_name) ~ ('${WORD_START}' || $1) then 2
    else 3
  end,
  (select count(*) from follows f where f.followee_id = u.id) desc,
  u.id
limit $2`;

const MOST_FOLLOWED = `
select u.id, u.name, u.user_name as "userName", ${avatarOf('u')} as avatar
from users u
where u.id <> $1
order by (select count(*) from follows f where f.followee_id = u.id) desc, u.id
limit $2`;

/**
 * Header search (spec point 2): one statement per answer, written in SQL so that on PostgreSQL it
 * is prepared once per connection (`DatabaseHandle.query`); search runs on every keystroke.
 * Queries arrive normalised by `searchText`.
 */
export class SearchRepository {
  constructor(private readonly database: DatabaseHandle) {}

  symbols(query: string, type: SymbolType | undefined, limit: number, tx?: Executor) {
    const literal = likeLiteral(query);
    return this.database.query<SymbolSummaryView>(
      SYMBOLS,
      [query, literal, regexLiteral(query), limit, type ?? null],
      tx,
    );
  }

  /** `counts` symbols of each type, in the order the types are given. */
  defaultSymbols(counts: ReadonlyArray<readonly [SymbolType, number]>, tx?: Executor) {
    return this.database.query<SymbolSummaryView>(
      DEFAULT_SYMBOLS,
      [counts.map(([type]) => type), counts.map(([, count]) => count)],
      tx,
    );
  }

  groups(query: string, limit: number, tx?: Executor) {
    return this.database.query<GroupHit>(GROUPS, [accentInsensitivePattern(query), limit], tx);
  }

  /** The groups with the most members. */
  biggestGroups(limit: number, tx?: Executor) {
    return this.database.query<GroupHit>(BIGGEST_GROUPS, [limit], tx);
  }

  members(query: string, limit: number, tx?: Executor) {
    return this.database.query<MemberHit>(MEMBERS, [accentInsensitivePattern(query), limit], tx);
  }

  /** The members with the most followers, other than `viewerId`. */
  mostFollowed(viewerId: number, limit: number, tx?: Executor) {
    return this.database.query<MemberHit>(MOST_FOLLOWED, [viewerId, limit], tx);
  }
}
