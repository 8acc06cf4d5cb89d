import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { calculatorById } from '../calculators';
import type { CalculatorPageContent } from './types';

const content: CalculatorPageContent = {
  id: 'snowflake',
  title: () =>
    translate({
      id: 'snowflake.page.title',
      message: 'Snowflake 型 ID のレイアウト設計と分解',
    }),
  description: () =>
    translate({
      id: 'snowflake.page.description',
      message:
        'Twitter・Discord・Instagram・Sonyflake・Mastodon などの 64 ビット ID を分解・組み立てし、独自のレイアウトを設計します。桁あふれの日時、生成器あたりの ID 数、BIGINT と JavaScript の限界、InnoDB の挿入位置、UUID のバージョンと時刻も確かめられます。',
    }),
  intro: () => (
    <p>
      <Translate
        id="snowflake.page.intro"
        values={{
          article: (
            <Link to={calculatorById('snowflake').articleRoute}>
              <Translate id="snowflake.page.intro.article">解説記事</Translate>
            </Link>
          ),
        }}
      >
        {
          '64 ビットの ID をタイムスタンプ・ノード・連番などのフィールドに分けて読み、組み立て、レイアウトそのものを設計します。主キーにしたときの InnoDB への影響は{article}で説明しています。入力はすべて URL に入るので、リンクを共有すれば同じ条件を開けます。'
        }
      </Translate>
    </p>
  ),
};

export default content;
