import { useId, type ReactNode } from 'react';
import styles from './catalogue-section.module.css';

interface TCatalogueSectionProps {
  /** Anchor of the section in the catalogue's table of contents. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One part of the design system with all its states, under an h2 the contents link to. */
export function CatalogueSection({ id, title, description, children }: TCatalogueSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** A labelled example inside a section: one state of a part, a group named by its h3. */
export function CatalogueExample({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.example}>
      <h3 id={titleId} className={styles.exampleTitle}>
        {title}
      </h3>
      {children}
    </div>
  );
}
