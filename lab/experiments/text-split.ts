/**
 * `text-split` — slides 4–10 of "チューニングスペース3" (Matsunobu, 2009):
 * a diary table whose ~1 KB TEXT body sits in the row, against the same data
 * split 1:1 on the primary key into a metadata table and a body table. With a
 * buffer pool smaller than the whole table but larger than the metadata
 * table, records queries per second by the share of queries that read the
 * body, and the pages read and requested per query. Also records how big the
 * clustered index's leaves are per row for bodies below and above the size
 * at which today's DYNAMIC row format moves a TEXT value off the page, against
 * the COMPACT format of 2009.
 */
import type { Connection } from 'mariadb';

import type { Experiment, ExperimentContext, Scale } from '../experiment';
import { SMALL_POOL_NOTE, SMALL_POOL_VARIABLES } from '../smallPool';
import { indexPages, indexPagesLine, pagesMiB } from '../indexStats';
import { delta, openConnections, runTimed } from '../load';
import { Random } from '../random';
import { formatCount, roundSignificant, roundTo } from '../util';

interface Params {
  readonly rows: number;
  readonly bufferPoolMiB: number;
  /** Shares (%) of queries that read the body, as on the slide. */
  readonly sharesPct: readonly number[];
  readonly clients: number;
  /** Seconds of the mix run once per layout after the restart, before the first share. */
  readonly warmupSeconds: number;
  /** Seconds of the new mix before each measured window (the pool settles to the new share). */
  readonly rewarmSeconds: number;
  readonly seconds: number;
  /** Rows of each small table of the row-format check. */
  readonly rowFormatRows: number;
}

/** The slide's shares, from 2 % to 100 % of queries reading the body. */
export const SOURCE_SHARES_PCT = [2, 5, 10, 20, 33, 50, 100] as const;

export const TEXT_SPLIT_PARAMS: Readonly<Record<Scale, Params>> = {
  // Quick: a check of the counters' shape at three shares, not a measurement of rates.
  quick: {
    rows: 30_000,
    bufferPoolMiB: 8,
    sharesPct: [2, 20, 100],
    clients: 4,
    warmupSeconds: 1,
    rewarmSeconds: 0.5,
    seconds: 1,
    rowFormatRows: 500,
  },
  full: {
    rows: 200_000,
    bufferPoolMiB: 32,
    sharesPct: SOURCE_SHARES_PCT,
    clients: 4,
    warmupSeconds: 10,
    rewarmSeconds: 2,
    seconds: 8,
    rowFormatRows: 2_000,
  },
};

/** Rows per INSERT … SELECT while loading (keeps each transaction's undo log small). */
const LOAD_BATCH = 25_000;

/** Body lengths: 512 … 1,536 ASCII characters, 1,024 on average (the slide: "1KB/行"). */
const BODY_MIN = 512;
const BODY_SPREAD = 1_025;

export const LAYOUTS = [
  {
    id: 'unsplit',
    label: { ja: '通常テーブル(diary、本文も行の中)', en: 'One table (diary, body in the row)' },
    head: 'SELECT user_id, post_date, title FROM diary WHERE diary_id = ?',
    body: 'SELECT body FROM diary WHERE diary_id = ?',
  },
  {
    id: 'split',
    label: {
      ja: '1:1 分割(diary_head と diary_body)',
      en: '1:1 split (diary_head and diary_body)',
    },
    head: 'SELECT user_id, post_date, title FROM diary_head WHERE diary_id = ?',
    body: 'SELECT body FROM diary_body WHERE diary_id = ?',
  },
] as const;
type Layout = (typeof LAYOUTS)[number];

/**
 * Whether the `index`-th query (0-based) of a client reads the body, so that
 * every run of queries holds the share as exactly as whole queries allow
 * (2 % → every 50th query; 33 % → 33 of each 100, evenly spread).
 */
export function readsBody(index: number, sharePct: number): boolean {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`bad query index ${index}`);
  if (!(sharePct >= 0 && sharePct <= 100)) throw new RangeError(`bad share ${sharePct}`);
  return Math.floor(((index + 1) * sharePct) / 100) > Math.floor((index * sharePct) / 100);
}

/** Bytes of clustered-index leaf pages per row (16 KiB pages), the row's footprint in the pool. */
export function leafBytesPerRow(leafPages: number, rows: number): number {
  if (!(rows > 0) || !(leafPages >= 0)) return NaN;
  return (leafPages * 16_384) / rows;
}

const DIARY_COLUMNS = `diary_id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
    user_id INT UNSIGNED NOT NULL DEFAULT 0,
    post_date TIMESTAMP NOT NULL,
    status TINYINT UNSIGNED NOT NULL DEFAULT 0,
    title VARCHAR(100)`;

/** A row's values from its number `seq` (a column of MariaDB's Sequence engine) and the seed. */
function rowValues(seed: number, bodyLength: string): string {
  return `CRC32(CONCAT(${seed}, 'u', seq)) % 100000,
          TIMESTAMP('2009-01-01') + INTERVAL (seq * 31) SECOND,
          0,
          CONCAT('diary entry ', seq, ' ', LEFT(MD5(CONCAT(${seed}, 't', seq)), 12)),
          LEFT(REPEAT(MD5(CONCAT(${seed}, 'b', seq)), 1 + CEIL((${bodyLength}) / 32)), ${bodyLength})`;
}

async function load(ctx: ExperimentContext, conn: Connection, rows: number) {
  for (const t of ['diary', 'diary_head', 'diary_body'])
    await conn.query(`DROP TABLE IF EXISTS ${t}`);
  // The slide's tables, in utf8mb4 instead of cp932 (the body is ASCII: 1 byte a character in both).
  await conn.query(`CREATE TABLE diary (${DIARY_COLUMNS}, body TEXT, INDEX (user_id, post_date))
    CHARSET utf8mb4 ENGINE=InnoDB`);
  await conn.query(`CREATE TABLE diary_head (${DIARY_COLUMNS}, INDEX (user_id, post_date))
    CHARSET utf8mb4 ENGINE=InnoDB`);
  await conn.query(`CREATE TABLE diary_body (diary_id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, body TEXT)
    CHARSET utf8mb4 ENGINE=InnoDB`);
  const length = `${BODY_MIN} + CRC32(CONCAT(${ctx.seed}, 'l', seq)) % ${BODY_SPREAD}`;
  for (let start = 1; start <= rows; start += LOAD_BATCH) {
    const end = Math.min(rows, start + LOAD_BATCH - 1);
    await conn.query(
      `INSERT INTO diary (user_id, post_date, status, title, body)
       SELECT ${rowValues(ctx.seed, length)} FROM seq_${start}_to_${end}`,
    );
    await conn.query(
      `INSERT INTO diary_head SELECT diary_id, user_id, post_date, status, title FROM diary
        WHERE diary_id BETWEEN ${start} AND ${end}`,
    );
    await conn.query(
      `INSERT INTO diary_body SELECT diary_id, body FROM diary WHERE diary_id BETWEEN ${start} AND ${end}`,
    );
    ctx.progress.advance(end - start + 1, `loading ${formatCount(end)} rows`);
  }
  await conn.query('ANALYZE TABLE diary, diary_head, diary_body');
  const avg = await conn.query<Array<{ b: number | string }>>(
    'SELECT AVG(LENGTH(body)) AS b FROM diary_body',
  );
  return {
    diary: await indexPages(conn, 'diary'),
    diaryIndex: await indexPages(conn, 'diary', 'user_id'),
    head: await indexPages(conn, 'diary_head'),
    headIndex: await indexPages(conn, 'diary_head', 'user_id'),
    body: await indexPages(conn, 'diary_body'),
    averageBody: Number(avg[0]?.b ?? 0),
  };
}

interface RowFormatResult {
  readonly format: string;
  readonly bodyBytes: number;
  /** Pages of the clustered index's B-tree in the pool after the scan. */
  readonly btreePages: number;
  /** Bytes of records on those pages per row of the table (sum of DATA_SIZE ÷ rows). */
  readonly recordBytes: number;
  /** Every page type of the table found in the pool, with its count. */
  readonly pageTypes: string;
}

const ROW_FORMAT_CASES = [
  { format: 'COMPACT', bodyBytes: 1_000 },
  { format: 'DYNAMIC', bodyBytes: 1_000 },
  { format: 'COMPACT', bodyBytes: 10_000 },
  { format: 'DYNAMIC', bodyBytes: 10_000 },
] as const;

/**
 * The row-format check: for each format and body size, a small diary table
 * whose pages all fit in the pool. After a scan of its clustered index (which
 * fetches no off-page body), counts that index's B-tree pages in the pool and
 * the bytes their records take (information_schema.INNODB_BUFFER_PAGE):
 * what a query that does not read the body brings into the pool per row.
 * (mysql.innodb_index_stats cannot tell: its page counts include the
 * off-page body pages, which InnoDB allocates in the same segment.)
 */
async function rowFormatCheck(ctx: ExperimentContext, conn: Connection, rows: number) {
  const out: RowFormatResult[] = [];
  for (const c of ROW_FORMAT_CASES) {
    const table = `diary_${c.format.toLowerCase()}_${c.bodyBytes}`;
    await conn.query(`DROP TABLE IF EXISTS ${table}`);
    await conn.query(`CREATE TABLE ${table} (${DIARY_COLUMNS}, body TEXT, INDEX (user_id, post_date))
      CHARSET utf8mb4 ENGINE=InnoDB ROW_FORMAT=${c.format}`);
    await conn.query(
      `INSERT INTO ${table} (user_id, post_date, status, title, body)
       SELECT ${rowValues(ctx.seed, String(c.bodyBytes))} FROM seq_1_to_${rows}`,
    );
    await conn.query(`SELECT COUNT(title) FROM ${table} FORCE INDEX (PRIMARY)`);
    const pages = await conn.query<
      Array<{
        page_type: string;
        index_name: string | null;
        pages: number | bigint;
        bytes: number | string | null;
      }>
    >(
      `SELECT PAGE_TYPE AS page_type, INDEX_NAME AS index_name, COUNT(*) AS pages,
              SUM(DATA_SIZE) AS bytes
         FROM information_schema.INNODB_BUFFER_PAGE
        WHERE TABLE_NAME = CONCAT('\`', DATABASE(), '\`.\`${table}\`')
        GROUP BY PAGE_TYPE, INDEX_NAME`,
    );
    const index = pages.find((r) => r.page_type === 'INDEX' && r.index_name === 'PRIMARY');
    const btreePages = Number(index?.pages ?? 0);
    // Per row of the table: the root's node pointers are counted in too, a few bytes a row.
    const bytes = Number(index?.bytes ?? 0);
    out.push({
      format: c.format,
      bodyBytes: c.bodyBytes,
      btreePages,
      recordBytes: Math.round(bytes / rows),
      pageTypes: pages
        .map((r) => `${r.page_type}${r.index_name ? ` ${r.index_name}` : ''} ${String(r.pages)}`)
        .join(', '),
    });
    await conn.query(`DROP TABLE ${table}`);
  }
  return out;
}

interface Window {
  readonly queries: number;
  readonly seconds: number;
  readonly pagesRead: number;
  readonly pageRequests: number;
}

async function measureMix(
  ctx: ExperimentContext,
  clients: readonly Connection[],
  statusConn: Connection,
  layout: Layout,
  sharePct: number,
  seconds: number,
  keys: () => number,
): Promise<Window> {
  const counters = clients.map(() => 0);
  const query = (c: Connection, i: number) => {
    const n = counters[i] ?? 0;
    counters[i] = n + 1;
    return c.query(readsBody(n, sharePct) ? layout.body : layout.head, [keys()]);
  };
  const before = await ctx.status(statusConn);
  const result = await runTimed(clients, seconds * 1000, ctx.signal, query);
  const after = await ctx.status(statusConn);
  return {
    queries: result.total,
    seconds: result.seconds,
    pagesRead: delta(before, after, 'Innodb_pages_read'),
    pageRequests: delta(before, after, 'Innodb_buffer_pool_read_requests'),
  };
}

export const textSplit: Experiment = {
  id: 'text-split',
  script: 'lab/experiments/text-split.ts',
  summary:
    'queries/s and pages read per query by share of queries reading a ~1 KB TEXT body, one table vs a 1:1 split, pool between the two sizes; bytes per row in the clustered index for 1,000- and 10,000-byte bodies, DYNAMIC vs COMPACT (チューニングスペース3, 2009)',
  dataset: {
    id: 'lab-text-split',
    title: {
      ja: '実測: 大きな TEXT 列の 1:1 分割と本文を読むクエリの割合(MariaDB)',
      en: 'Measured: 1:1 split of a large TEXT column by share of queries reading it (MariaDB)',
    },
    description: {
      ja: '「チューニングスペース3」(2009 年)の日記テーブルを縮小して MariaDB で測り直したもの。約 1 KB の本文を行に持つ 1 つのテーブルと、主キーで 1:1 に分けたメタデータ用と本文用の 2 つのテーブルを、全体より小さくメタデータ用より大きいバッファプールで比べ、本文を読むクエリの割合ごとに毎秒のクエリ数と、1 クエリあたりのディスクから読んだページ数・ページ要求数を記録。',
      en: 'The diary table of “チューニングスペース3” [Tuning Space 3] (2009), scaled down and re-measured on MariaDB: one table holding a ~1 KB body in each row against the same data split 1:1 on the primary key into a metadata table and a body table, with a buffer pool smaller than the whole table but larger than the metadata table. For each share of queries that read the body: queries per second, and pages read from disk and page requests per query.',
    },
    tags: ['io-memory', 'data-architecture'],
    units: [
      {
        id: 'body-share-pct',
        label: { ja: '本文を読むクエリの割合', en: 'Share of queries that read the body' },
        symbol: '%',
      },
      {
        id: 'queries-per-s',
        label: { ja: '毎秒のクエリ数', en: 'Queries per second' },
        symbol: 'q/s',
      },
      {
        id: 'pages-read-per-query',
        label: {
          ja: '1 クエリあたりディスクから読んだページ(Innodb_pages_read の増分 ÷ クエリ数)',
          en: 'Pages read from disk per query (increase of Innodb_pages_read ÷ queries)',
        },
        symbol: 'pages',
      },
      {
        id: 'page-requests-per-query',
        label: {
          ja: '1 クエリあたりのバッファプールへのページ要求(Innodb_buffer_pool_read_requests の増分 ÷ クエリ数)',
          en: 'Buffer pool page requests per query (increase of Innodb_buffer_pool_read_requests ÷ queries)',
        },
        symbol: 'requests',
      },
    ],
    series: LAYOUTS.map((l) => ({ id: l.id, label: l.label })),
    categories: [],
    // The chart plots the counter, not the rate: on a shared 2-core machine the rate follows the
    // CPU left by other work more than the pages read (see the notes).
    chart: { kind: 'line', x: 'body-share-pct', y: 'pages-read-per-query', yScale: 'linear' },
    notes: [
      {
        ja: '元のスライドは 2,000 万行、本文 1 KB/行で、diary が 23 GB、diary_head が 930 MB。本文を読むクエリが 2 % のとき通常テーブル 227.54 qps に対し 1:1 分割 3,816.71 qps(16.8 倍)、100 % では 224.71 と 220.26 qps(「チューニングスペース3」スライド 9「テーブルサイズ」と 10「クエリの実行効率」、2009 年)。MySQL のバージョン、ハードウェア、バッファプールの大きさ、接続数は書かれていません。ここでは行数を縮め、バッファプールを「diary より小さく diary_head より大きい」という同じ関係に置いています。比べるのは絶対値ではなく、割合ごとの比と形です。',
        en: 'The slides have 20 million rows with a 1 KB body each: diary is 23 GB, diary_head 930 MB. With 2 % of queries reading the body, one table gives 227.54 qps and the 1:1 split 3,816.71 qps (16.8×); at 100 %, 224.71 and 220.26 qps (“チューニングスペース3” [Tuning Space 3], slides 9 “テーブルサイズ” and 10 “クエリの実行効率”, 2009). The MySQL version, hardware, buffer pool size and number of clients are not stated. Here the row count is scaled down and the buffer pool is kept in the same relation: smaller than diary, larger than diary_head. What compares is the ratio at each share and the shape, not the absolute rates.',
      },
      {
        ja: '本文は 512〜1,536 文字(平均約 1,024 バイト)の ASCII 文字列です。今日の既定の DYNAMIC 行フォーマットが TEXT を丸ごとページの外に置き、行に 20 バイトのポインタだけを残すのは、行がページ(16 KiB)の約半分に収まらないときだけです。2009 年の COMPACT も、ページの外に出すのは同じく収まらないときだけで、そのとき先頭 768 バイトを行に残します。1 KB の本文はどちらでも行の中に残り、本文を読まないクエリも本文ごとページを読むので、比較は 2009 年と同じ条件です。同じ実行で、本文 1,000 バイトと 10,000 バイトの小さな表を COMPACT と DYNAMIC で作り、クラスタインデックスの B-tree のページに 1 行あたり何バイト載るかを記録しています(information_schema.INNODB_BUFFER_PAGE の DATA_SIZE)。10,000 バイトの本文なら DYNAMIC ではポインタだけが残り、1 つのテーブルのままで分割に近い効果が出ます。',
        en: 'Bodies are ASCII strings of 512 to 1,536 characters (about 1,024 bytes on average). Today’s default DYNAMIC row format stores a TEXT value wholly off the page, leaving a 20-byte pointer in the row, only when the row does not fit in about half a 16 KiB page. 2009’s COMPACT format also moves a value off the page only when the row does not fit, and then keeps its first 768 bytes in the row. A 1 KB body stays in the row in both, so a query that does not read the body still reads the body’s page: the comparison holds as it did in 2009. The same run builds small tables with 1,000-byte and 10,000-byte bodies in COMPACT and DYNAMIC and records how many bytes per row the clustered index’s B-tree pages hold (DATA_SIZE of information_schema.INNODB_BUFFER_PAGE). With 10,000-byte bodies only a pointer stays in the DYNAMIC row, and one table comes close to the split’s effect on its own.',
      },
      {
        ja: 'クエリはスライドのとおり、本文を読まない SELECT user_id, post_date, title … WHERE diary_id = ? と、本文を読む SELECT body … WHERE diary_id = ?。diary_id は全行から一様な乱数で選び、各接続の中で本文を読むクエリが割合どおりに均等に混ざるようにしています。割合ごとに、その割合で短く流してバッファプールをなじませてから測っています。',
        en: 'The queries are the slide’s: SELECT user_id, post_date, title … WHERE diary_id = ? (not reading the body) and SELECT body … WHERE diary_id = ? (reading it). diary_id is drawn uniformly from all rows, and within each client the body queries are spread evenly at the stated share. At each share the mix runs briefly first, so that the buffer pool settles, and is then measured.',
      },
      {
        ja: 'グラフは毎秒のクエリ数ではなく、1 クエリあたりディスクから読んだページ数です。スライドの通常テーブルの 220〜435 qps は、HDD 1 台がこなせるランダム読み込みの回数(毎秒数百回)と同じ桁で、当時は読んだページの数がそのまま速度を決めていたと考えられます。このマシンの仮想ディスクは 1 回の読み込みがずっと速く、速度は 2 コアをほかの作業と分け合う CPU で頭打ちになるため、毎秒のクエリ数は点ごとにばらつき、ページ数ほどの差は出ません。毎秒のクエリ数も同じ点に記録してあります。',
        en: 'The chart shows pages read from disk per query, not queries per second. The slide’s one-table rates of 220 to 435 qps are of the same order as the random reads one HDD can do per second (a few hundred), so then the pages read set the pace. This machine’s virtual disk reads a page much faster, and the rate tops out at the CPU of 2 cores shared with other work, so queries per second vary from point to point and differ far less than the pages read. The rates are recorded at the same points.',
      },
      SMALL_POOL_NOTE,
    ],
  },
  async run(ctx) {
    const p = TEXT_SPLIT_PARAMS[ctx.scale];
    ctx.record.param({ ja: '行数', en: 'rows' }, formatCount(p.rows));
    ctx.record.param(
      { ja: 'テーブル', en: 'tables' },
      {
        ja: `CREATE TABLE diary (${DIARY_COLUMNS.replace(/\s+/g, ' ')}, body TEXT, INDEX (user_id, post_date))。diary_head は body を除いた同じ定義、diary_body (diary_id INT UNSIGNED PRIMARY KEY, body TEXT)。いずれも CHARSET utf8mb4、ENGINE=InnoDB、行フォーマットは既定(DYNAMIC)`,
        en: `CREATE TABLE diary (${DIARY_COLUMNS.replace(/\s+/g, ' ')}, body TEXT, INDEX (user_id, post_date)); diary_head: the same without body; diary_body (diary_id INT UNSIGNED PRIMARY KEY, body TEXT); all CHARSET utf8mb4, ENGINE=InnoDB, default row format (DYNAMIC)`,
      },
    );
    ctx.record.param(
      { ja: '値', en: 'values' },
      {
        ja: `本文は ${BODY_MIN}〜${BODY_MIN + BODY_SPREAD - 1} 文字の ASCII(MD5 の繰り返し)、タイトルは約 30 文字。行番号とシード ${ctx.seed} から決まる値を MariaDB の Sequence エンジン(seq_M_to_N)から ${formatCount(LOAD_BATCH)} 行ずつ INSERT … SELECT し、同じ行を diary_head と diary_body に複写`,
        en: `body: ${BODY_MIN} to ${BODY_MIN + BODY_SPREAD - 1} ASCII characters (repeated MD5), title about 30 characters; values from the row number and seed ${ctx.seed}, loaded by INSERT … SELECT from MariaDB’s Sequence engine (seq_M_to_N), ${formatCount(LOAD_BATCH)} rows at a time, and copied into diary_head and diary_body`,
      },
    );
    ctx.record.param(
      { ja: 'クエリ', en: 'queries' },
      LAYOUTS.map((l) => `${l.id}: ${l.head}; ${l.body}`).join(' | '),
    );
    ctx.record.param(
      { ja: '本文を読むクエリの割合', en: 'shares of queries reading the body' },
      p.sharesPct.map((s) => `${s}%`).join(', '),
    );
    ctx.record.param({ ja: 'クライアント数', en: 'clients' }, p.clients);
    ctx.record.param(
      { ja: '手順', en: 'procedure' },
      {
        ja: `レイアウトごとに再起動(空のバッファプール)、最初の割合で ${p.warmupSeconds} 秒のウォームアップ、そのあと割合ごとに ${p.rewarmSeconds} 秒流してから ${p.seconds} 秒測定(キーは一様な乱数、テキストプロトコル、autocommit)`,
        en: `per layout: restart (empty buffer pool), ${p.warmupSeconds} s warm-up at the first share, then per share ${p.rewarmSeconds} s of the new mix and ${p.seconds} s measured (uniform random keys, text protocol, autocommit)`,
      },
    );
    ctx.record.param({ ja: '乱数のシード', en: 'random seed' }, ctx.seed);
    const variables = {
      innodb_buffer_pool_size: `${p.bufferPoolMiB}M`,
      ...SMALL_POOL_VARIABLES,
      innodb_flush_log_at_trx_commit: 2,
    };
    // Work units: loaded rows; each measured second counts as 2,000 rows.
    const perShare = p.rewarmSeconds + p.seconds;
    const measureUnits = LAYOUTS.length * (p.warmupSeconds + perShare * p.sharesPct.length) * 2_000;
    ctx.progress.begin(p.rows + measureUnits, 'loading');

    await ctx.startServer(variables);
    let conn = await ctx.connect();
    const sizes = await load(ctx, conn, p.rows);
    const formats = await rowFormatCheck(ctx, conn, p.rowFormatRows);
    await conn.end();
    const sizeKey = (table: string, index: string) => ({
      ja: `${table} の ${index}(mysql.innodb_index_stats の size / n_leaf_pages)`,
      en: `${table} ${index} (mysql.innodb_index_stats size / n_leaf_pages)`,
    });
    ctx.record.param(sizeKey('diary', 'PRIMARY'), indexPagesLine(sizes.diary));
    ctx.record.param(sizeKey('diary', 'user_id'), indexPagesLine(sizes.diaryIndex));
    ctx.record.param(sizeKey('diary_head', 'PRIMARY'), indexPagesLine(sizes.head));
    ctx.record.param(sizeKey('diary_head', 'user_id'), indexPagesLine(sizes.headIndex));
    ctx.record.param(sizeKey('diary_body', 'PRIMARY'), indexPagesLine(sizes.body));
    ctx.record.param(
      { ja: '本文の平均の長さ', en: 'average body length' },
      `${Math.round(sizes.averageBody)} bytes`,
    );
    ctx.record.param(
      {
        ja: 'クラスタインデックスのリーフ 1 行あたりのバイト数(diary と diary_head)',
        en: 'clustered index leaf bytes per row (diary and diary_head)',
      },
      `${Math.round(leafBytesPerRow(sizes.diary.leaves, p.rows))} / ${Math.round(leafBytesPerRow(sizes.head.leaves, p.rows))}`,
    );
    for (const f of formats) {
      ctx.record.param(
        {
          ja: `行フォーマットの確認: ${f.format}、本文 ${formatCount(f.bodyBytes)} バイト(${formatCount(p.rowFormatRows)} 行)`,
          en: `row format check: ${f.format}, ${formatCount(f.bodyBytes)}-byte body (${formatCount(p.rowFormatRows)} rows)`,
        },
        {
          ja: `クラスタインデックスの B-tree ${formatCount(f.btreePages)} ページ、1 行あたり ${formatCount(f.recordBytes)} バイト(バッファプール内のページ: ${f.pageTypes})`,
          en: `clustered index B-tree ${formatCount(f.btreePages)} pages, ${formatCount(f.recordBytes)} bytes per row (pages in the pool: ${f.pageTypes})`,
        },
      );
    }
    ctx.log(
      `text-split: loaded; diary ${pagesMiB(sizes.diary.size)}, diary_head ${pagesMiB(sizes.head.size)}, diary_body ${pagesMiB(sizes.body.size)}, pool ${p.bufferPoolMiB} MiB; record bytes ${formats.map((f) => `${f.format} ${f.bodyBytes}: ${f.recordBytes} (${f.pageTypes})`).join('; ')}`,
    );

    const random = new Random(ctx.seed + 17);
    const keys = () => random.int(p.rows) + 1;
    for (const layout of LAYOUTS) {
      await ctx.startServer(variables);
      conn = await ctx.connect();
      const clients = await openConnections(p.clients, () => ctx.connect());
      const first = p.sharesPct[0] ?? 0;
      await measureMix(ctx, clients, conn, layout, first, p.warmupSeconds, keys);
      ctx.progress.advance(p.warmupSeconds * 2_000, `${layout.id} warm-up`);
      for (const share of p.sharesPct) {
        await measureMix(ctx, clients, conn, layout, share, p.rewarmSeconds, keys);
        const w = await measureMix(ctx, clients, conn, layout, share, p.seconds, keys);
        const perQuery = (n: number) => roundSignificant(n / Math.max(1, w.queries), 3);
        const qps = Math.round(w.queries / w.seconds);
        ctx.point({
          series: layout.id,
          x: share,
          y: qps,
          unit: 'queries-per-s',
          note: {
            ja: `${formatCount(w.queries)} クエリ、${roundTo(w.seconds, 2)} 秒、${p.clients} 接続`,
            en: `${formatCount(w.queries)} queries in ${roundTo(w.seconds, 2)} s, ${p.clients} clients`,
          },
        });
        ctx.point({
          series: layout.id,
          x: share,
          y: perQuery(w.pagesRead),
          unit: 'pages-read-per-query',
        });
        ctx.point({
          series: layout.id,
          x: share,
          y: perQuery(w.pageRequests),
          unit: 'page-requests-per-query',
        });
        ctx.progress.advance(perShare * 2_000, `${layout.id} ${share}%`);
      }
      for (const c of [...clients, conn]) await c.end();
    }
  },
};
