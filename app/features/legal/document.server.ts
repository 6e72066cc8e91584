import type { Token } from "markdown-it";
import MarkdownIt from "markdown-it";
import type { Locale } from "~/lib/locale.ts";
import type { LegalContext, LegalDocumentName, LegalNode, LegalSectionTree, LegalTree } from "./document.ts";

/**
 * The privacy policy and the terms (content/legal/*.md in English, content/id/legal/*.md in Bahasa
 * Indonesia), read with markdown-it, the site's one Markdown library, into the tree the page renders.
 * A section starts at each `## Title {#anchor}`; `{siteName}` and `{contactEmail}` stand for the
 * site's configured name and address (also inside a link's address: `mailto:{contactEmail}`).
 * The documents are ours and use only paragraphs, `###` headings, bullet lists, bold and links;
 * anything else is refused when the document is read, so a stray construct cannot slip onto the page.
 */

const files = import.meta.glob<string>(["/content/legal/*.md", "/content/id/legal/*.md"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });

const PLACEHOLDER = /(\{siteName\}|\{contactEmail\})/;

/** The raw Markdown of one document in one edition. */
export function legalMarkdown(name: LegalDocumentName, locale: Locale): string {
  const file = locale === "en" ? `/content/legal/${name}.md` : `/content/id/legal/${name}.md`;
  const raw = files[file];
  if (raw === undefined) throw new Error(`Missing legal document: ${file.slice(1)}`);
  return raw;
}

/** A text with its placeholders filled, as separate texts (the way JSX wrote `a {siteName} b`). */
function fill(text: string, context: LegalContext): string[] {
  return text
    .split(PLACEHOLDER)
    .filter((part) => part !== "")
    .map((part) =>
      part === "{siteName}" ? context.siteName : part === "{contactEmail}" ? context.contactEmail : part,
    );
}

function fillHref(href: string, context: LegalContext): string {
  return decodeURI(href).replaceAll("{siteName}", context.siteName).replaceAll("{contactEmail}", context.contactEmail);
}

/** An inline token list as nodes: texts joined (soft line breaks are spaces), bold and links nested. */
function inlineNodes(tokens: Token[], context: LegalContext, where: string): LegalNode[] {
  const stack: { node: LegalNode[]; close?: string }[] = [{ node: [] }];
  let text = "";
  const top = () => stack[stack.length - 1]!.node;
  const flush = () => {
    if (text) top().push(...fill(text, context));
    text = "";
  };
  for (const token of tokens) {
    if (token.type === "text") text += token.content;
    else if (token.type === "softbreak") text += " ";
    else if (token.type === "strong_open" || token.type === "link_open") {
      flush();
      const children: LegalNode[] = [];
      top().push(
        token.type === "strong_open"
          ? { tag: "strong", children }
          : { tag: "a", href: fillHref(String(token.attrGet("href") ?? ""), context), children },
      );
      stack.push({ node: children });
    } else if (token.type === "strong_close" || token.type === "link_close") {
      flush();
      stack.pop();
    } else throw new Error(`${where}: the legal documents do not use Markdown's ${token.type}`);
  }
  flush();
  return top();
}

/** The block tokens of a document as nodes (lists are tight: their items hold the text directly). */
function blockNodes(tokens: Token[], context: LegalContext, where: string): LegalNode[] {
  const root: LegalNode[] = [];
  const stack: LegalNode[][] = [root];
  const top = () => stack[stack.length - 1]!;
  for (const token of tokens) {
    if (token.type === "inline") top().push(...inlineNodes(token.children ?? [], context, where));
    else if (token.type === "paragraph_open" && token.hidden) continue;
    else if (token.type === "paragraph_close" && token.hidden) continue;
    else if (["paragraph_open", "heading_open", "bullet_list_open", "list_item_open"].includes(token.type)) {
      if (token.type === "heading_open" && token.tag !== "h3")
        throw new Error(`${where}: only ### headings in a section`);
      const children: LegalNode[] = [];
      const tag = token.type === "bullet_list_open" ? "ul" : token.type === "list_item_open" ? "li" : token.tag;
      top().push({ tag: tag as "p" | "h3" | "ul" | "li", children });
      stack.push(children);
    } else if (["paragraph_close", "heading_close", "bullet_list_close", "list_item_close"].includes(token.type)) {
      stack.pop();
    } else throw new Error(`${where}: the legal documents do not use Markdown's ${token.type}`);
  }
  return root;
}

const SECTION_HEADING = /^(.*\S)\s+\{#([a-z0-9-]+)\}$/;

/** One document in one edition, its placeholders filled, as the page shows it. */
export function legalDocument(name: LegalDocumentName, locale: Locale, context: LegalContext): LegalTree {
  const where = `content/${locale === "en" ? "" : "id/"}legal/${name}.md`;
  return parseLegalMarkdown(legalMarkdown(name, locale), context, where);
}

/** A legal document's Markdown as the tree the page renders; `where` names the file in errors. */
export function parseLegalMarkdown(source: string, context: LegalContext, where: string): LegalTree {
  const tokens = markdown.parse(source, {});
  const intro: Token[] = [];
  const sections: { id: string; title: string; tokens: Token[] }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === "heading_open" && token.tag === "h2") {
      const heading = SECTION_HEADING.exec(tokens[i + 1]?.content ?? "");
      if (!heading) throw new Error(`${where}: a section heading needs its anchor: ## Title {#anchor}`);
      sections.push({ title: heading[1]!, id: heading[2]!, tokens: [] });
      i += 2;
    } else (sections.at(-1)?.tokens ?? intro).push(token);
  }
  const body = (list: Token[]) => blockNodes(list, context, where);
  return {
    intro: body(intro),
    sections: sections.map((s): LegalSectionTree => ({ id: s.id, title: s.title, body: body(s.tokens) })),
  };
}
