import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Tag from '@theme/Tag';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/TagsListByLetter';
import { groupTagsForIndex } from '../../lib/tagGroups';
import styles from './styles.module.css';

/** The tag index: one heading per Latin letter, one for tags in Japanese. */
export default function TagsListByLetter({ tags }: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const groups = groupTagsForIndex(tags, i18n.currentLocale);
  return (
    <section className="margin-vert--lg">
      {groups.map((group) => (
        <article key={group.letter ?? 'other-scripts'}>
          <Heading as="h2" id={group.letter ?? 'japanese'}>
            {group.letter ??
              translate({
                id: 'theme.tags.otherScriptsHeading',
                message: '日本語',
                description:
                  'Heading of the tag index group for tags whose names are not in Latin letters',
              })}
          </Heading>
          <ul className="padding--none">
            {group.tags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
