/**
 * The blog archive (/blog/archive), ejected from
 * @docusaurus/theme-classic/src/theme/BlogArchivePage (3.10; no `npm run
 * swizzle` here, so copied by hand). Two things differ, both in what each
 * year lists (./archiveEntries):
 * - posts are newest first within a year, as the years are (the original
 *   listed them oldest first);
 * - an entry names its date once: a title that starts with its own date
 *   ("2013年3月：…") stands alone, where the original wrote "3月3日 - 2013年3月：…".
 * The page's title, header and column layout are the original's; the years
 * are h2 headings (the original's h3 skipped a level after the h1).
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import { postsByYear, titleStartsWithDate, type ArchiveYear } from './archiveEntries';
import styles from './styles.module.css';

function Year({ year, posts }: ArchiveYear<ArchiveBlogPost>): ReactNode {
  // Day and month in the page's language ("3月3日", "March 3"); the year is the heading.
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <>
      {/* h2 under the page's h1 (the original's h3 skipped a level: Lighthouse
          heading-order), at the original's h3 size. */}
      <Heading as="h2" id={year} className={styles.year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({ metadata: { date, permalink, title } }) => (
          <li key={permalink}>
            <Link to={permalink}>
              {titleStartsWithDate(title, date) ? (
                title
              ) : (
                <>
                  <time dateTime={date}>{dateTimeFormat.format(new Date(date))}</time>
                  {' — '}
                  {title}
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({ years }: { years: readonly ArchiveYear<ArchiveBlogPost>[] }): ReactNode {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((yearProps) => (
            <div key={yearProps.year} className="col col--4 margin-vert--lg">
              <Year {...yearProps} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export default function BlogArchive({ archive }: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>{years.length > 0 && <YearsSection years={years} />}</main>
      </Layout>
    </>
  );
}
