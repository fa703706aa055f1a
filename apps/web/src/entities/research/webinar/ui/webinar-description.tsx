import styles from './webinar-description.module.css';

/**
 * A webinar's description as prose. The server makes this HTML from the webinar's Markdown with
 * any raw HTML in it escaped (`body_html` is "safe HTML" in the contract), so it may be set as
 * markup here.
 */
export function WebinarDescription({ html }: { html: string }) {
  return (
    <div
      data-slot="webinar-description"
      className={styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server escapes raw HTML in webinar Markdown; this is its safe HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
