import styles from './school-html.module.css';

/**
 * A course introduction or a lesson's text as prose. The server makes this HTML from the lesson's
 * Markdown with any raw HTML in it escaped (`intro_html` and html blocks are "safe HTML" in the
 * contract), so it may be set as markup here.
 */
export function SchoolHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="school-html"
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server escapes raw HTML in lesson Markdown; this is its safe HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
