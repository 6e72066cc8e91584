/**
 * A member's post or comment as HTML. `html` comes only from the server's Markdown renderer
 * (app/features/forum/markdown.server.ts: raw HTML off, links limited to http(s) and mailto), never
 * from the browser.
 */
export function MemberText({ html, className = "", lang }: { html: string; className?: string; lang?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server with raw HTML turned off (markdown.server.ts).
  return <div lang={lang} className={`forum-md ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
