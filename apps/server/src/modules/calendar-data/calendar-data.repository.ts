import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type CalendarSourceName,
  dividendEvents,
  earningsEvents,
  economicEvents,
  type IpoStatus,
  ipoEvents,
  splitEvents,
  symbols,
  watchlistSymbols,
  watchlists,
} from '../../db/schema/index.ts';

export const CALENDAR_KINDS = ['economic', 'earnings', 'dividends', 'splits', 'ipos'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export type EconomicRow = typeof economicEvents.$inferSelect;
export type EarningsRow = typeof earningsEvents.$inferSelect;
export type DividendRow = typeof dividendEvents.$inferSelect;
export type SplitRow = typeof splitEvents.$inferSelect;
export type IpoRow = typeof ipoEvents.$inferSelect;

type Managed = 'id' | 'source' | 'updatedAt' | 'symbolId';

/** A row as a source gives it: no id or source, and the symbol linked by ticker when written. */
export type EconomicInput = Omit<typeof economicEvents.$inferInsert, Managed>;
/** `company` null: the listed symbol's name, else the ticker. */
export type EarningsInput = Omit<typeof earningsEvents.$inferInsert, Managed | 'company'> & {
  company: string | null;
};
export type DividendInput = Omit<typeof dividendEvents.$inferInsert, Managed | 'company'> & {
  company: string | null;
};
export type SplitInput = Omit<typeof splitEvents.$inferInsert, Managed | 'company'> & {
  company: string | null;
};
export type IpoInput = Omit<typeof ipoEvents.$inferInsert, Managed>;

export interface CalendarInputs {
  economic: EconomicInput;
  earnings: EarningsInput;
  dividends: DividendInput;
  splits: SplitInput;
  ipos: IpoInput;
}

export interface WriteCounts {
  inserted: number;
  updated: number;
}

const TABLES = {
  economic: economicEvents,
  earnings: earningsEvents,
  dividends: dividendEvents,
  splits: splitEvents,
  ipos: ipoEvents,
} as const;

/**
 * Rows per statement: PGlite pays per statement (see symbols.import.ts: 500 rows a statement took
 * a tenth of the time of one row each), and 500 rows of at most 17 parameters stay far below
 * PostgreSQL's 65,535 parameters per statement.
 */
const BATCH_SIZE = 500;

/** The range a day-based calendar asks for: dates, both ends included (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
  sources: readonly CalendarSourceName[];
  /** Only the symbols in this member's watchlists. */
  watchlistOf?: number | undefined;
}

export interface EconomicRange {
  /** Timed events from `start` (included) to `end` (excluded). */
  start: Date;
  end: Date;
  /** All-day events, stored at 00:00 UTC of their date, from `allDayStart` to `allDayEnd` (excluded). */
  allDayStart: Date;
  allDayEnd: Date;
  sources: readonly CalendarSourceName[];
}

/**
 * The data-backed calendars' rows (Drizzle only). Every range read is one statement on the
 * table's date index ((scheduled_at) for the economic calendar, (date) or (ex_date) otherwise).
 */
export class CalendarDataRepository {
  constructor(private readonly db: Database) {}

  /** The symbols of a member's watchlists, as a subquery (one statement with the range read). */
  private watchlistSymbolIds(userId: number, tx: Executor) {
    return tx
      .select({ id: watchlistSymbols.symbolId })
      .from(watchlistSymbols)
      .innerJoin(watchlists, eq(watchlists.id, watchlistSymbols.watchlistId))
      .where(eq(watchlists.userId, userId));
  }

  private economicWhere(range: EconomicRange): SQL | undefined {
    const t = economicEvents;
    return and(
      inArray(t.source, [...range.sources]),
      or(
        and(eq(t.allDay, false), gte(t.scheduledAt, range.start), lt(t.scheduledAt, range.end)),
        and(
          eq(t.allDay, true),
          gte(t.scheduledAt, range.allDayStart),
          lt(t.scheduledAt, range.allDayEnd),
        ),
      ),
    );
  }

  economicBetween(
    range: EconomicRange & {
      countries: readonly string[] | null;
      importance: readonly number[] | null;
    },
    tx: Executor = this.db,
  ): Promise<EconomicRow[]> {
    const t = economicEvents;
    return tx
      .select()
      .from(t)
      .where(
        and(
          this.economicWhere(range),
          range.countries ? inArray(t.country, [...range.countries]) : undefined,
          range.importance ? inArray(t.importance, [...range.importance]) : undefined,
        ),
      )
      .orderBy(asc(t.scheduledAt), desc(t.importance), asc(t.id));
  }

  /** The countries with events in the range, whatever the country and importance filters. */
  async economicCountriesBetween(range: EconomicRange, tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ country: economicEvents.country })
      .from(economicEvents)
      .where(this.economicWhere(range));
    return rows.map((row) => row.country);
  }

  async economicById(
    id: number,
    sources: readonly CalendarSourceName[],
    tx: Executor = this.db,
  ): Promise<EconomicRow | undefined> {
    const [row] = await tx
      .select()
      .from(economicEvents)
      .where(and(eq(economicEvents.id, id), inArray(economicEvents.source, [...sources])));
    return row;
  }

  /** The indicator's releases before `before`, newest first (the (event_key, scheduled_at) index). */
  economicHistory(
    eventKey: string,
    before: Date,
    limit: number,
    sources: readonly CalendarSourceName[],
    tx: Executor = this.db,
  ): Promise<EconomicRow[]> {
    const t = economicEvents;
    return tx
      .select()
      .from(t)
      .where(
        and(eq(t.eventKey, eventKey), lt(t.scheduledAt, before), inArray(t.source, [...sources])),
      )
      .orderBy(desc(t.scheduledAt), desc(t.id))
      .limit(limit);
  }

  earningsBetween(
    range: DateRange & { countries: readonly string[] | null },
    tx: Executor = this.db,
  ): Promise<EarningsRow[]> {
    const t = earningsEvents;
    return tx
      .select(getTableColumns(t))
      .from(t)
      .where(
        and(
          gte(t.date, range.from),
          lte(t.date, range.to),
          inArray(t.source, [...range.sources]),
          range.watchlistOf === undefined
            ? undefined
            : inArray(t.symbolId, this.watchlistSymbolIds(range.watchlistOf, tx)),
          range.countries
            ? inArray(
                t.symbolId,
                tx
                  .select({ id: symbols.id })
                  .from(symbols)
                  .where(inArray(symbols.country, [...range.countries])),
              )
            : undefined,
        ),
      )
      .orderBy(asc(t.date), sql`${t.marketCap} desc nulls last`, asc(t.symbol), asc(t.id));
  }

  dividendsBetween(range: DateRange, tx: Executor = this.db): Promise<DividendRow[]> {
    const t = dividendEvents;
    return tx
      .select()
      .from(t)
      .where(
        and(
          gte(t.exDate, range.from),
          lte(t.exDate, range.to),
          inArray(t.source, [...range.sources]),
          range.watchlistOf === undefined
            ? undefined
            : inArray(t.symbolId, this.watchlistSymbolIds(range.watchlistOf, tx)),
        ),
      )
      .orderBy(asc(t.exDate), asc(t.symbol), asc(t.id));
  }

  splitsBetween(range: DateRange, tx: Executor = this.db): Promise<SplitRow[]> {
    const t = splitEvents;
    return tx
      .select()
      .from(t)
      .where(
        and(
          gte(t.date, range.from),
          lte(t.date, range.to),
          inArray(t.source, [...range.sources]),
          range.watchlistOf === undefined
            ? undefined
            : inArray(t.symbolId, this.watchlistSymbolIds(range.watchlistOf, tx)),
        ),
      )
      .orderBy(asc(t.date), asc(t.symbol), asc(t.id));
  }

  iposBetween(
    range: DateRange & { statuses: readonly IpoStatus[] | null },
    tx: Executor = this.db,
  ): Promise<IpoRow[]> {
    const t = ipoEvents;
    return tx
      .select()
      .from(t)
      .where(
        and(
          gte(t.date, range.from),
          lte(t.date, range.to),
          inArray(t.source, [...range.sources]),
          range.statuses ? inArray(t.status, [...range.statuses]) : undefined,
          range.watchlistOf === undefined
            ? undefined
            : inArray(t.symbolId, this.watchlistSymbolIds(range.watchlistOf, tx)),
        ),
      )
      .orderBy(asc(t.date), asc(t.company), asc(t.id));
  }

  /** Whether any calendar table holds a row (the sample seed fills only empty ones). */
  async hasAnyRow(tx: Executor = this.db): Promise<boolean> {
    for (const table of Object.values(TABLES)) {
      if ((await tx.select({ id: table.id }).from(table).limit(1)).length > 0) return true;
    }
    return false;
  }

  /** Locks the calendar tables against a second seeding process until the transaction ends. */
  async lockForSeed(tx: Executor): Promise<void> {
    await tx.execute(
      sql`lock table ${economicEvents}, ${earningsEvents}, ${dividendEvents}, ${splitEvents}, ${ipoEvents} in exclusive mode`,
    );
  }

  /** Ticker → id and name of the listed symbols among `tickers`. */
  private async symbolsByTicker(
    tickers: readonly string[],
    tx: Executor,
  ): Promise<Map<string, { id: number; name: string }>> {
    const known = new Map<string, { id: number; name: string }>();
    const unique = [...new Set(tickers)];
    for (let start = 0; start < unique.length; start += BATCH_SIZE) {
      const rows = await tx
        .select({ id: symbols.id, symbol: symbols.symbol, name: symbols.name })
        .from(symbols)
        .where(inArray(symbols.symbol, unique.slice(start, start + BATCH_SIZE)));
      for (const row of rows) known.set(row.symbol, { id: row.id, name: row.name });
    }
    return known;
  }

  /** Rows ready to insert: the source, and the symbol linked by ticker (its name as company). */
  private async prepare<K extends CalendarKind>(
    kind: K,
    source: CalendarSourceName,
    rows: readonly CalendarInputs[K][],
    tx: Executor,
  ): Promise<object[]> {
    if (kind === 'economic') return rows.map((row) => ({ ...row, source }));
    const tickers = rows.flatMap((row) => {
      const ticker = (row as { symbol?: string | null }).symbol;
      return ticker ? [ticker] : [];
    });
    const known = await this.symbolsByTicker(tickers, tx);
    return rows.map((row) => {
      const { symbol, company } = row as { symbol?: string | null; company?: string | null };
      const listed = symbol ? known.get(symbol) : undefined;
      return {
        ...row,
        source,
        symbolId: listed?.id ?? null,
        company: company ?? listed?.name ?? symbol ?? '',
      };
    });
  }

  /**
   * Inserts new rows and updates known ones in place, matched by (source, external_id), so a row
   * keeps its id across re-imports and refreshes. Run it inside a transaction.
   */
  async upsert<K extends CalendarKind>(
    kind: K,
    source: CalendarSourceName,
    rows: readonly CalendarInputs[K][],
    tx: Executor = this.db,
  ): Promise<WriteCounts> {
    const table = TABLES[kind];
    const set: Record<string, SQL> = { updatedAt: sql`now()` };
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      if (['id', 'source', 'externalId', 'updatedAt'].includes(key)) continue;
      set[key] = sql.raw(`excluded."${column.name}"`);
    }
    const prepared = await this.prepare(kind, source, rows, tx);
    const counts: WriteCounts = { inserted: 0, updated: 0 };
    for (let start = 0; start < prepared.length; start += BATCH_SIZE) {
      // xmax is 0 on a freshly inserted row version and set on an updated one.
      const written = await tx
        .insert(table as typeof economicEvents)
        .values(prepared.slice(start, start + BATCH_SIZE) as (typeof economicEvents.$inferInsert)[])
        .onConflictDoUpdate({ target: [table.source, table.externalId], set })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of written) {
        if (row.inserted === true || String(row.inserted) === 'true') counts.inserted += 1;
        else counts.updated += 1;
      }
    }
    return counts;
  }

  /**
   * Deletes a source's rows dated in [from, to] (YYYY-MM-DD, UTC days for the economic calendar)
   * other than `keep` (external ids): what a refresh of that window no longer lists was cancelled
   * or moved.
   */
  async deleteOthersBetween(
    kind: CalendarKind,
    source: CalendarSourceName,
    from: string,
    to: string,
    keep: readonly string[],
    tx: Executor = this.db,
  ): Promise<number> {
    const table = TABLES[kind];
    let inWindow: SQL | undefined;
    if (kind === 'economic') {
      const end = new Date(`${to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      inWindow = and(
        gte(economicEvents.scheduledAt, new Date(`${from}T00:00:00Z`)),
        lt(economicEvents.scheduledAt, end),
      );
    } else {
      const column =
        kind === 'dividends'
          ? dividendEvents.exDate
          : TABLES[kind as 'earnings' | 'splits' | 'ipos'].date;
      inWindow = and(gte(column, from), lte(column, to));
    }
    const deleted = await tx
      .delete(table)
      .where(
        and(
          eq(table.source, source),
          inWindow,
          keep.length > 0 ? notInArray(table.externalId, [...keep]) : undefined,
        ),
      )
      .returning({ id: table.id });
    return deleted.length;
  }
}
