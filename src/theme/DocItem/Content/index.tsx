import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import ArticleSlides from '../../../components/ArticleSlides';

type Props = WrapperProps<typeof ContentType>;

/** The article, and its slides' bar and title for speaker mode (hidden otherwise). */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <ArticleSlides />
      <Content {...props} />
    </>
  );
}
