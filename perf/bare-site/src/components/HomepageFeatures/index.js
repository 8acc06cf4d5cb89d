import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

// The template's three features, without its three illustrations (≈30 KB of
// SVG each): the site's home page has none either.
const FeatureList = [
  {
    title: 'Easy to Use',
    description:
      'Docusaurus was designed from the ground up to be easily installed and used to get your website up and running quickly.',
  },
  {
    title: 'Focus on What Matters',
    description:
      "Docusaurus lets you focus on your docs, and we'll do the chores. Go ahead and move your docs into the docs directory.",
  },
  {
    title: 'Powered by React',
    description:
      'Extend or customize your website layout by reusing React. Docusaurus can be extended while reusing the same header and footer.',
  },
];

function Feature({ title, description }) {
  return (
    <div className={clsx('col col--4')}>
      <div className="text--center padding-horiz--md">
        <Heading as="h3">{title}</Heading>
        <p>{description}</p>
      </div>
    </div>
  );
}

export default function HomepageFeatures() {
  return (
    <section className={styles.features}>
      <div className="container">
        <div className="row">
          {FeatureList.map((props) => (
            <Feature key={props.title} {...props} />
          ))}
        </div>
      </div>
    </section>
  );
}
